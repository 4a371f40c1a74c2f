-- bump_group_content_version: the current definition (last changed in migration 0003); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- PERFORMANCE P1: the stock cache re-serialises only the groups whose content_version moved. Any change to a
-- group row bumps its own version; any change to its items touches the group (so the row trigger bumps it).
CREATE OR REPLACE FUNCTION bump_group_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.content_version := OLD.content_version + 1;
  RETURN NEW;
END;
$$;

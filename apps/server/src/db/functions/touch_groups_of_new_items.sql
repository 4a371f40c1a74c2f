-- touch_groups_of_new_items: the current definition (last changed in migration 0003); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- PERFORMANCE P1: inserted items touch their groups (trigger stock_items_touch_group_ins).
CREATE OR REPLACE FUNCTION touch_groups_of_new_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_groups SET content_version = content_version
    WHERE id IN (SELECT DISTINCT group_id FROM new_rows);
  RETURN NULL;
END;
$$;

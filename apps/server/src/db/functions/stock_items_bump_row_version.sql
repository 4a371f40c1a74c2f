-- stock_items_bump_row_version: the current definition (last changed in migration 0012); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- A stock row's version moves whenever what a buyer or an export sees of it changes (quantity, price,
-- increment), whichever writer changed it: checkout, orders, hold expiry, the seller's edits and uploads.
CREATE OR REPLACE FUNCTION stock_items_bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.quantity_available IS DISTINCT FROM OLD.quantity_available
     OR NEW.list_price_minor IS DISTINCT FROM OLD.list_price_minor
     OR NEW.increment_size IS DISTINCT FROM OLD.increment_size THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;

ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A stock row's version moves whenever what a buyer or an export sees of it changes (quantity, price,
-- increment), whichever writer changed it: checkout, orders, hold expiry, the seller's edits and uploads.
CREATE FUNCTION stock_items_bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.quantity_available IS DISTINCT FROM OLD.quantity_available
     OR NEW.list_price_minor IS DISTINCT FROM OLD.list_price_minor
     OR NEW.increment_size IS DISTINCT FROM OLD.increment_size THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_items_row_version BEFORE UPDATE ON stock_items
  FOR EACH ROW EXECUTE FUNCTION stock_items_bump_row_version();

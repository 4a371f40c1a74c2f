-- log_stock_inserts: the current definition (last changed in migration 0004); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- Q-063 / Q-064: log every change of an item's quantity or list price, whoever writes it (seller screens, uploads,
-- orders, the CLI), in the same transaction as the change.
CREATE OR REPLACE FUNCTION log_stock_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_changes (tenant_id, item_number_warehouse, quantity_before, quantity_after,
                             price_before_minor, price_after_minor)
    SELECT n.tenant_id, n.item_number_warehouse, 0, n.quantity_available, NULL, n.list_price_minor
    FROM new_rows n;
  RETURN NULL;
END;
$$;

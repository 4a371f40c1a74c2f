-- log_stock_updates: the current definition (last changed in migration 0004); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- Q-063 / Q-064: logs each change of an item's quantity or list price (trigger stock_items_log_upd).
CREATE OR REPLACE FUNCTION log_stock_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_changes (tenant_id, item_number_warehouse, quantity_before, quantity_after,
                             price_before_minor, price_after_minor)
    SELECT n.tenant_id, n.item_number_warehouse, o.quantity_available, n.quantity_available,
           o.list_price_minor, n.list_price_minor
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.quantity_available IS DISTINCT FROM n.quantity_available
       OR o.list_price_minor IS DISTINCT FROM n.list_price_minor;
  RETURN NULL;
END;
$$;

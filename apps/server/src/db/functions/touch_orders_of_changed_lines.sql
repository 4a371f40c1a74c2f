-- touch_orders_of_changed_lines: the current definition (last changed in migration 0027); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- P13 / decision 013: every insert, update or delete of order lines (triggers order_lines_touch_order_*) gives
-- their orders a new row version (xmin) and adds the tenants the new lines draw on to orders.stock_tenants (it only
-- grows), so the order page's kept answer is named by the order row alone. A line never moves between orders.
CREATE OR REPLACE FUNCTION touch_orders_of_changed_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE orders SET stock_tenants = stock_tenants WHERE id IN (SELECT order_id FROM old_rows);
  ELSE
    UPDATE orders o SET stock_tenants = ARRAY(SELECT DISTINCT t FROM unnest(o.stock_tenants || n.tenants) t ORDER BY t)
      FROM (SELECT order_id, array_agg(DISTINCT coalesce(supplier_tenant_id, tenant_id)) AS tenants
            FROM new_rows GROUP BY order_id) n
      WHERE o.id = n.order_id;
  END IF;
  RETURN NULL;
END;
$$;

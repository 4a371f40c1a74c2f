ALTER TABLE "orders" ADD COLUMN "stock_tenants" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- P13 / decision 013: every write of an order's lines gives the order row a new version (its xmin) and keeps the
-- tenants its lines draw on, so the order page's kept answer is named by the order row alone.
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
--> statement-breakpoint
UPDATE orders o SET stock_tenants = coalesce((
  SELECT array_agg(DISTINCT coalesce(l.supplier_tenant_id, l.tenant_id) ORDER BY coalesce(l.supplier_tenant_id, l.tenant_id))
  FROM order_lines l WHERE l.order_id = o.id), '{}'::uuid[]);
--> statement-breakpoint
CREATE TRIGGER order_lines_touch_order_ins AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_orders_of_changed_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_touch_order_upd AFTER UPDATE ON order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_orders_of_changed_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_touch_order_del AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_orders_of_changed_lines();

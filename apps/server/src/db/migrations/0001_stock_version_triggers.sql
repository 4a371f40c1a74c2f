-- DESIGN §2: every write to stock_items or stock_groups bumps the tenant's stock version, so each node's stock
-- cache (modules/stock) is invalidated by one cheap point read, whoever made the change.
CREATE OR REPLACE FUNCTION bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_versions (tenant_id, version, updated_at)
    SELECT DISTINCT c.tenant_id, 1, now() FROM changed_rows c JOIN tenants t ON t.id = c.tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET version = stock_versions.version + 1, updated_at = now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_items_bump_ins AFTER INSERT ON stock_items REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER stock_items_bump_upd AFTER UPDATE ON stock_items REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER stock_items_bump_del AFTER DELETE ON stock_items REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER stock_groups_bump_ins AFTER INSERT ON stock_groups REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER stock_groups_bump_upd AFTER UPDATE ON stock_groups REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER stock_groups_bump_del AFTER DELETE ON stock_groups REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();

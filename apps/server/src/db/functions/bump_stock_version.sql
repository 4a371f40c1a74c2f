-- bump_stock_version: the current definition (last changed in migration 0001); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
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

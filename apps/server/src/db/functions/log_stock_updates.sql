-- log_stock_updates: the current definition (last changed in migration 0014); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- Q-063 / Q-064: log every change of an item's quantity or list price, whoever writes it (seller screens, uploads,
-- orders, the CLI), in the same transaction as the change. Why and by whom: the inventory core (modules/inventory)
-- states it in the transaction-local setting portico.stock_change (JSON: reason, actorKind, actorId, reference),
-- set by its write statement itself; writes outside the core (seed, CLI) log nulls.
CREATE OR REPLACE FUNCTION log_stock_updates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why jsonb := nullif(current_setting('portico.stock_change', true), '')::jsonb;
BEGIN
  INSERT INTO stock_changes (tenant_id, item_number_warehouse, quantity_before, quantity_after,
                             price_before_minor, price_after_minor, reason, actor_kind, actor_id, reference)
    SELECT n.tenant_id, n.item_number_warehouse, o.quantity_available, n.quantity_available,
           o.list_price_minor, n.list_price_minor,
           why ->> 'reason', why ->> 'actorKind', (why ->> 'actorId')::uuid, why ->> 'reference'
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.quantity_available IS DISTINCT FROM n.quantity_available
       OR o.list_price_minor IS DISTINCT FROM n.list_price_minor;
  RETURN NULL;
END;
$$;

ALTER TABLE "stock_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD COLUMN "reference" text;--> statement-breakpoint
-- The inventory core (modules/inventory) states why and by whom it writes stock in the transaction-local setting
-- portico.stock_change (JSON: reason, actorKind, actorId, reference), set by its write statement itself; the log
-- triggers copy it into stock_changes. Writes outside the core (seed, CLI) log nulls.
CREATE OR REPLACE FUNCTION log_stock_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why jsonb := nullif(current_setting('portico.stock_change', true), '')::jsonb;
BEGIN
  INSERT INTO stock_changes (tenant_id, item_number_warehouse, quantity_before, quantity_after,
                             price_before_minor, price_after_minor, reason, actor_kind, actor_id, reference)
    SELECT n.tenant_id, n.item_number_warehouse, 0, n.quantity_available, NULL, n.list_price_minor,
           why ->> 'reason', why ->> 'actorKind', (why ->> 'actorId')::uuid, why ->> 'reference'
    FROM new_rows n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
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

-- pg_trgm ships in PostgreSQL's contrib (trusted since PostgreSQL 13); PGlite loads it at open (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_tenant_total_idx" ON "orders" USING btree ("tenant_id","total_minor","id");--> statement-breakpoint
CREATE INDEX "stock_items_search_trgm" ON "stock_items" USING gin (lower("item_number" || chr(31) || "sku_description" || chr(31) || "item_number_warehouse") gin_trgm_ops);
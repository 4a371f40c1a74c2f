-- The desk queue sorted by total: an order whose freight is to be quoted sorts as the largest (order-desk.repository.ts TOTAL_SORT).
DROP INDEX "orders_tenant_total_idx";--> statement-breakpoint
CREATE INDEX "orders_tenant_total_idx" ON "orders" USING btree ("tenant_id",(case when "freight_undefined" then 9223372036854775807 else "total_minor" end),"id");
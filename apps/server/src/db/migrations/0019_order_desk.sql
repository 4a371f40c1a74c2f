CREATE TABLE "order_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"visible_to_buyer" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_timeline_actor_kind_ck" CHECK ("order_timeline"."actor_kind" in ('BUYER', 'STAFF', 'JOB'))
);
--> statement-breakpoint
DROP INDEX "order_manifest_lines_order_imei_uq";--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_timeline_order_at_idx" ON "order_timeline" USING btree ("tenant_id","order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_manifest_lines_tenant_imei_uq" ON "order_manifest_lines" USING btree ("tenant_id","imei");--> statement-breakpoint
CREATE INDEX "orders_tenant_updated_idx" ON "orders" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_created_idx" ON "orders" USING btree ("tenant_id","created_at","id");
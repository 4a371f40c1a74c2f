CREATE TABLE "daily_report_runs" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"report_date" date NOT NULL,
	"covered_from" timestamp with time zone NOT NULL,
	"covered_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_report_runs_tenant_id_user_id_report_date_pk" PRIMARY KEY("tenant_id","user_id","report_date")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_number_warehouse" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_tenant_id_user_id_item_number_warehouse_pk" PRIMARY KEY("tenant_id","user_id","item_number_warehouse")
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"item_number_warehouse" text NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"price_before_minor" integer,
	"price_after_minor" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_report_runs" ADD CONSTRAINT "daily_report_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_runs" ADD CONSTRAINT "daily_report_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_tenant_key_uq" ON "mail_outbox" USING btree ("tenant_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_tenant_inw_idx" ON "stock_alerts" USING btree ("tenant_id","item_number_warehouse");--> statement-breakpoint
CREATE INDEX "stock_changes_tenant_time_idx" ON "stock_changes" USING btree ("tenant_id","changed_at");--> statement-breakpoint
-- Q-063 / Q-064: log every change of an item's quantity or list price, whoever writes it (seller screens, uploads,
-- orders, the CLI), in the same transaction as the change.
CREATE OR REPLACE FUNCTION log_stock_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_changes (tenant_id, item_number_warehouse, quantity_before, quantity_after,
                             price_before_minor, price_after_minor)
    SELECT n.tenant_id, n.item_number_warehouse, 0, n.quantity_available, NULL, n.list_price_minor
    FROM new_rows n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER stock_items_log_ins AFTER INSERT ON stock_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_stock_inserts();
--> statement-breakpoint
CREATE TRIGGER stock_items_log_upd AFTER UPDATE ON stock_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_stock_updates();

CREATE TABLE "invoice_number_counters" (
	"tenant_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"next_value" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "invoice_number_counters_tenant_id_prefix_pk" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "order_fee_accruals" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_bp" integer NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"accrued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_fee_accruals_order_id_period_pk" PRIMARY KEY("order_id","period"),
	CONSTRAINT "order_fee_accruals_period_ck" CHECK ("order_fee_accruals"."period" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"extended_price_minor" bigint NOT NULL,
	CONSTRAINT "order_invoice_lines_quantity_ck" CHECK ("order_invoice_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" timestamp with time zone,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"payment_fee_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"tax_description" text DEFAULT '' NOT NULL,
	"additional_services_fee_minor" bigint DEFAULT 0 NOT NULL,
	"reservation_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cancellation_fee_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_manifest_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"shipment_id" uuid,
	"item_number_warehouse" text NOT NULL,
	"imei" text NOT NULL,
	"serial_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"supplier_tenant_id" uuid,
	"carrier" text,
	"tracking_number" text NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "supplier_tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt_status" text;--> statement-breakpoint
ALTER TABLE "invoice_number_counters" ADD CONSTRAINT "invoice_number_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_accruals" ADD CONSTRAINT "order_fee_accruals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_accruals" ADD CONSTRAINT "order_fee_accruals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_lines" ADD CONSTRAINT "order_invoice_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_lines" ADD CONSTRAINT "order_invoice_lines_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_lines" ADD CONSTRAINT "order_invoice_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_manifest_lines" ADD CONSTRAINT "order_manifest_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_manifest_lines" ADD CONSTRAINT "order_manifest_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_manifest_lines" ADD CONSTRAINT "order_manifest_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_manifest_lines" ADD CONSTRAINT "order_manifest_lines_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_supplier_tenant_id_tenants_id_fk" FOREIGN KEY ("supplier_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoice_lines_invoice_line_uq" ON "order_invoice_lines" USING btree ("invoice_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_tenant_number_uq" ON "order_invoices" USING btree ("tenant_id","invoice_number");--> statement-breakpoint
CREATE INDEX "order_invoices_order_idx" ON "order_invoices" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_manifest_lines_order_idx" ON "order_manifest_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_manifest_lines_order_imei_uq" ON "order_manifest_lines" USING btree ("order_id","imei");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_tracking_uq" ON "order_shipments" USING btree ("order_id","tracking_number");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_supplier_tenant_id_tenants_id_fk" FOREIGN KEY ("supplier_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_supplier_inw_idx" ON "order_lines" USING btree ("supplier_tenant_id","item_number_warehouse") WHERE "order_lines"."supplier_tenant_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_rac_due_idx" ON "orders" USING btree ("grace_period_end") WHERE "orders"."payment_status" = 'UNPAID' and "orders"."grace_period_end" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_attempt_status_ck" CHECK ("orders"."payment_attempt_status" is null or "orders"."payment_attempt_status" in ('SUCCESS', 'FAILURE'));
CREATE TABLE "additional_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fee_type" text NOT NULL,
	"fee_amount_minor" integer,
	"fee_percent_bp" integer,
	"show_method" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_services_fee_ck" CHECK ("additional_services"."fee_type" in ('FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL'))
);
--> statement-breakpoint
CREATE TABLE "buyer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"for_shipping" boolean DEFAULT true NOT NULL,
	"for_billing" boolean DEFAULT false NOT NULL,
	"contact" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text,
	"country" text NOT NULL,
	"zip" text,
	"custom_label" text,
	"label" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_addresses_usage_ck" CHECK ("buyer_addresses"."for_shipping" or "buyer_addresses"."for_billing")
);
--> statement-breakpoint
CREATE TABLE "buyer_preferences" (
	"tenant_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"shipping_address_id" uuid,
	"shipping_method_code" text,
	"carrier" text,
	"carrier_service_level" text,
	"carrier_shipping_account_number" text,
	"shipping_instructions" text,
	"insured" boolean,
	"insured_amount_minor" bigint,
	"billing_address_id" uuid,
	"payment_method_code" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_preferences_tenant_id_buyer_id_pk" PRIMARY KEY("tenant_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"max_shipment_insurance_amount_minor" bigint DEFAULT 5000000 NOT NULL,
	"min_insured_amount_minor" integer DEFAULT 100 NOT NULL,
	"rate_bp" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"item_number_warehouse" text NOT NULL,
	"item_number" text NOT NULL,
	"item_description" text NOT NULL,
	"increment_size" integer DEFAULT 1 NOT NULL,
	"ordered_quantity" integer NOT NULL,
	"canceled_quantity" integer DEFAULT 0 NOT NULL,
	"shipped_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"extended_price_minor" bigint NOT NULL,
	"offer_id" uuid,
	"offer_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantities_ck" CHECK ("order_lines"."ordered_quantity" >= 0 and "order_lines"."canceled_quantity" >= 0 and "order_lines"."shipped_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"tenant_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"next_value" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "order_number_counters_tenant_id_prefix_pk" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"phonex_order_number" text NOT NULL,
	"ref_order_number" text,
	"buyer_id" uuid NOT NULL,
	"warehouse" text NOT NULL,
	"fulfillment_status" text DEFAULT 'ON_HOLD' NOT NULL,
	"payment_status" text DEFAULT 'UNPAID' NOT NULL,
	"pxnr_order" boolean DEFAULT false NOT NULL,
	"pxnr_warehouse_label" text,
	"pxns_order" boolean DEFAULT false NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"freight_undefined" boolean DEFAULT false NOT NULL,
	"payment_fee_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"tax_description" text DEFAULT '' NOT NULL,
	"additional_services_fee_minor" bigint DEFAULT 0 NOT NULL,
	"reservation_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cancellation_fee_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"total_ordered_quantity" integer DEFAULT 0 NOT NULL,
	"additional_services" text[] DEFAULT '{}'::text[] NOT NULL,
	"shipping_address_id" uuid,
	"shipping_address" jsonb NOT NULL,
	"billing_address_id" uuid,
	"billing_address" jsonb NOT NULL,
	"shipping_method_code" text NOT NULL,
	"shipping_method_label" text NOT NULL,
	"insured" boolean,
	"insured_amount_minor" bigint,
	"shipping_quote_minor" bigint,
	"carrier" text,
	"carrier_service_level" text,
	"carrier_shipping_account_number" text,
	"shipping_instructions" text,
	"request_a_quote_service_level" text,
	"payment_method_code" text NOT NULL,
	"payment_method_label" text NOT NULL,
	"rac_fee_agreed" boolean DEFAULT false NOT NULL,
	"rac_fee_agreed_at" timestamp with time zone,
	"grace_period_end" timestamp with time zone,
	"reservation_fee_bp" integer DEFAULT 0 NOT NULL,
	"cancellation_fee_bp" integer DEFAULT 0 NOT NULL,
	"rac_fee_period_end" timestamp with time zone,
	"rate_sku" text,
	"real_time_freight_quote_carrier" text,
	"real_time_freight_quote_carrier_service_level" text,
	"freight_quotes_for_all_real_time_shipping_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"idempotency_request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_fulfillment_status_ck" CHECK ("orders"."fulfillment_status" in ('ON_HOLD', 'AWAITING_SHIPPING_QUOTE', 'AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT', 'SHIPPED', 'INVOICED', 'CANCELED')),
	CONSTRAINT "orders_payment_status_ck" CHECK ("orders"."payment_status" in ('UNPAID', 'PAID'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text,
	"provider" text,
	"fees_applicable" boolean DEFAULT false NOT NULL,
	"fee_type" text,
	"fee_amount_minor" integer,
	"fee_percent_bp" integer,
	"credit_limit_minor" bigint,
	"show_method" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_fee_ck" CHECK (not "payment_methods"."fees_applicable" or "payment_methods"."fee_type" in ('FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL'))
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"custom_label" text,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text,
	"insurance_available" boolean DEFAULT false NOT NULL,
	"ignore_shipping_instructions" boolean DEFAULT false NOT NULL,
	"show_method" boolean DEFAULT true NOT NULL,
	"max_devices_in_shipment" integer,
	"allowed_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"buyer_address_id" uuid,
	"base_rate_minor" integer DEFAULT 0 NOT NULL,
	"per_unit_rate_minor" integer DEFAULT 0 NOT NULL,
	"carrier" text,
	"carrier_service_level" text,
	"carrier_choice_restricted" boolean DEFAULT false NOT NULL,
	"carrier_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"carrier_service_levels_restricted" boolean DEFAULT false NOT NULL,
	"carrier_service_level_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_levels_restricted" boolean DEFAULT false NOT NULL,
	"service_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"rate_sku" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_type_ck" CHECK ("shipping_methods"."type" in ('STANDARD', 'EXPRESS', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE', 'REAL_TIME'))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"tenant_id" uuid NOT NULL,
	"country" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"rate_bp" integer NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_tenant_id_country_state_pk" PRIMARY KEY("tenant_id","country","state")
);
--> statement-breakpoint
ALTER TABLE "additional_services" ADD CONSTRAINT "additional_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_shipping_address_id_buyer_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."buyer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_billing_address_id_buyer_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."buyer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_settings" ADD CONSTRAINT "insurance_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_offer_id_stocklist_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."stocklist_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_counters" ADD CONSTRAINT "order_number_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_buyer_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."buyer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_buyer_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."buyer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_buyer_address_id_buyer_addresses_id_fk" FOREIGN KEY ("buyer_address_id") REFERENCES "public"."buyer_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_services_tenant_code_uq" ON "additional_services" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "buyer_addresses_tenant_buyer_idx" ON "buyer_addresses" USING btree ("tenant_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_inw_uq" ON "order_lines" USING btree ("order_id","item_number_warehouse");--> statement-breakpoint
CREATE INDEX "order_lines_tenant_inw_idx" ON "order_lines" USING btree ("tenant_id","item_number_warehouse");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_number_uq" ON "orders" USING btree ("tenant_id","phonex_order_number");--> statement-breakpoint
CREATE INDEX "orders_tenant_ref_idx" ON "orders" USING btree ("tenant_id","ref_order_number");--> statement-breakpoint
CREATE INDEX "orders_tenant_buyer_updated_idx" ON "orders" USING btree ("tenant_id","buyer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_buyer_wh_status_idx" ON "orders" USING btree ("tenant_id","buyer_id","warehouse","fulfillment_status");--> statement-breakpoint
CREATE INDEX "orders_tenant_status_updated_idx" ON "orders" USING btree ("tenant_id","fulfillment_status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_buyer_idempotency_uq" ON "orders" USING btree ("tenant_id","buyer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_tenant_code_uq" ON "payment_methods" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_tenant_code_uq" ON "shipping_methods" USING btree ("tenant_id","code");
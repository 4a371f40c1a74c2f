CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"item_number_warehouse" text NOT NULL,
	"action" text NOT NULL,
	"offer_quantity" integer NOT NULL,
	"offer_price_minor" integer NOT NULL,
	"list_price_minor" integer NOT NULL,
	"counter_price_minor" integer,
	"minimum_checkout_quantity" integer,
	"answered_by" uuid,
	"auto" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_rules" (
	"tenant_id" uuid NOT NULL,
	"item_number_warehouse" text NOT NULL,
	"floor_price_minor" integer,
	"reject_below_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_rules_tenant_id_item_number_warehouse_pk" PRIMARY KEY("tenant_id","item_number_warehouse")
);
--> statement-breakpoint
ALTER TABLE "stocklist_offers" ADD COLUMN "status_before_out_of_stock" text;--> statement-breakpoint
ALTER TABLE "stocklist_offers" ADD COLUMN "pending_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stocklist_offers" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_rules" ADD CONSTRAINT "offer_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_tenant_id_idx" ON "events" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "offer_answers_tenant_time_idx" ON "offer_answers" USING btree ("tenant_id","answered_at");--> statement-breakpoint
CREATE INDEX "stocklist_offers_tenant_state_idx" ON "stocklist_offers" USING btree ("tenant_id","state");
CREATE SEQUENCE "public"."stocklist_offers_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"review" jsonb NOT NULL,
	"new_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stocklist_offers" ADD COLUMN "change_seq" bigint DEFAULT nextval('stocklist_offers_change_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_uploads" ADD CONSTRAINT "stock_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_uploads" ADD CONSTRAINT "stock_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_uploads_tenant_user_idx" ON "stock_uploads" USING btree ("tenant_id","user_id");--> statement-breakpoint
-- P5: every update of a cart line takes a new change_seq (inserts take it from the column default), so the sorted
-- list of a buyer's change_seq values names exactly one state of the cart, whatever order transactions commit in.
CREATE OR REPLACE FUNCTION stamp_offer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('stocklist_offers_change_seq');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stocklist_offers_stamp_upd BEFORE UPDATE ON stocklist_offers
  FOR EACH ROW EXECUTE FUNCTION stamp_offer_change();

CREATE TABLE "offer_imports" (
	"tenant_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"review" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_imports_tenant_id_buyer_id_pk" PRIMARY KEY("tenant_id","buyer_id")
);
--> statement-breakpoint
ALTER TABLE "offer_imports" ADD CONSTRAINT "offer_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_imports" ADD CONSTRAINT "offer_imports_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
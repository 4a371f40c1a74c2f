CREATE TABLE "document_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_upload_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_documents" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "pending_documents" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "pending_documents" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_documents" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_pending_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pending_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_upload_tokens" ADD CONSTRAINT "document_upload_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_upload_tokens" ADD CONSTRAINT "document_upload_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_upload_tokens_expires_idx" ON "document_upload_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "pending_documents" ADD CONSTRAINT "pending_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_documents" ADD CONSTRAINT "pending_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_documents_tenant_status_idx" ON "pending_documents" USING btree ("tenant_id","status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_documents_tenant_order_name_uq" ON "pending_documents" USING btree ("tenant_id","order_id","name");--> statement-breakpoint
ALTER TABLE "pending_documents" ADD CONSTRAINT "pending_documents_status_ck" CHECK ("pending_documents"."status" in ('PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED'));
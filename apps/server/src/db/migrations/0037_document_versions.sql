-- Proof of export: a document's version (reviews name the file they saw) and when an upload token was issued.
ALTER TABLE "document_upload_tokens" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
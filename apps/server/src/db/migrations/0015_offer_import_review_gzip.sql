ALTER TABLE "offer_imports" ALTER COLUMN "review" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_imports" ADD COLUMN "review_gzip" "bytea";--> statement-breakpoint
ALTER TABLE "offer_imports" ADD CONSTRAINT "offer_imports_review_present" CHECK ("offer_imports"."review" is not null or "offer_imports"."review_gzip" is not null);
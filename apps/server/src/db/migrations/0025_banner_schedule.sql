ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
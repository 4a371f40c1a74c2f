ALTER TABLE "offer_answers" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_answers_pending_idx" ON "offer_answers" USING btree ("answered_at") WHERE "offer_answers"."pending";--> statement-breakpoint
-- Undoable answers recorded before this column and not applied yet (the line unchanged since): still waiting.
UPDATE "offer_answers" a SET "pending" = true
  FROM "stocklist_offers" o
  WHERE o."id" = a."offer_id" AND o."tenant_id" = a."tenant_id" AND a."answered_at" > o."updated_at";

ALTER TABLE "orders" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("id") WHERE "orders"."refund_due";
ALTER TABLE "orders" ADD COLUMN "payment_fee_undefined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders already waiting for a freight quote whose payment method charges a share of the order total: that fee is
-- not known until the quote, as new orders now record (Q-035, I-049).
UPDATE "orders" o SET "payment_fee_undefined" = true
FROM "payment_methods" m
WHERE m."tenant_id" = o."tenant_id" AND m."code" = o."payment_method_code"
  AND o."freight_undefined" AND o."fulfillment_status" <> 'CANCELED'
  AND m."fees_applicable" AND m."fee_type" = 'PERC_OF_ORDER_TOTAL';

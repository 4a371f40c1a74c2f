CREATE INDEX "mail_outbox_tenant_created_idx" ON "mail_outbox" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_changes_time_idx" ON "stock_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "order_invoice_lines_line_idx" ON "order_invoice_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_lines_offer_idx" ON "order_lines" USING btree ("offer_id") WHERE "order_lines"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "order_manifest_lines_line_idx" ON "order_manifest_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_manifest_lines_shipment_idx" ON "order_manifest_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "offer_answers_offer_idx" ON "offer_answers" USING btree ("tenant_id","offer_id");
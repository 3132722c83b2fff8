DROP INDEX "orders_delivered_day_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_on" date;--> statement-breakpoint
-- The orders delivered so far: the delivery date of their first invoice (a correction's credit invoice and
-- new invoice repeat it), which is the day the overview counts them on; an order delivered before invoices
-- were issued has only its confirmed day.
UPDATE "orders" SET "delivered_on" = coalesce(
  (SELECT "invoices"."delivery_date" FROM "invoices"
    WHERE "invoices"."order_id" = "orders"."id" AND "invoices"."kind" = 'arve'
    ORDER BY "invoices"."id" LIMIT 1),
  "orders"."delivery_date")
WHERE "orders"."status" = 'tarnitud';--> statement-breakpoint
CREATE INDEX "orders_delivered_on_idx" ON "orders" USING btree ("delivered_on") WHERE "orders"."status" = 'tarnitud';

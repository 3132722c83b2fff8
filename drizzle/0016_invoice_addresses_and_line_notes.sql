-- The legal address of a buyer company, where an invoice's goods went and a line's note (the weighing
-- ticket). The columns start empty: invoices issued before keep what they were issued with.
ALTER TABLE "invoice_lines" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_address" text;
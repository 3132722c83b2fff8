CREATE TABLE "bank_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_ref" text NOT NULL,
	"booking_date" date NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reference" text,
	"payer_name" text,
	"remittance" text,
	"invoice_id" integer,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"bank_entry_id" integer,
	"note" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_bank_entry_id_bank_entries_id_fk" FOREIGN KEY ("bank_entry_id") REFERENCES "public"."bank_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_entries_entry_ref_unique" ON "bank_entries" USING btree ("entry_ref");--> statement-breakpoint
CREATE INDEX "bank_entries_unmatched_idx" ON "bank_entries" USING btree ("booking_date") WHERE "bank_entries"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_bank_entry_unique" ON "invoice_payments" USING btree ("bank_entry_id");--> statement-breakpoint
-- The owner's overview reads invoices and payments too (receivables, revenue less credit invoices), so
-- their changes move the same version its in-memory figures are keyed by (0011_orders_version.sql).
CREATE TRIGGER invoices_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_orders_version();--> statement-breakpoint
CREATE TRIGGER invoice_payments_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoice_payments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_orders_version();

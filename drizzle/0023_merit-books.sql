CREATE TABLE "merit_books" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merit_books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_id" integer,
	"after_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"uncertain" boolean DEFAULT false NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"merit_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merit_books" ADD CONSTRAINT "merit_books_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_books" ADD CONSTRAINT "merit_books_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_books" ADD CONSTRAINT "merit_books_after_id_merit_books_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."merit_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merit_books_invoice_unique" ON "merit_books" USING btree ("invoice_id") WHERE "merit_books"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "merit_books_payment_unique" ON "merit_books" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "merit_books_due_idx" ON "merit_books" USING btree ("status","next_attempt_at");
CREATE TABLE "online_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"merchant_reference" text NOT NULL,
	"montonio_uuid" text,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"paid_at" timestamp with time zone,
	"refunded" numeric(10, 2) DEFAULT 0 NOT NULL,
	"flag" text,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"montonio_uuid" text,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."online_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_merchant_reference_unique" ON "online_payments" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_montonio_uuid_unique" ON "online_payments" USING btree ("montonio_uuid");--> statement-breakpoint
CREATE INDEX "online_payments_order_idx" ON "online_payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_idempotency_key_unique" ON "online_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_montonio_uuid_unique" ON "online_refunds" USING btree ("montonio_uuid");--> statement-breakpoint
CREATE INDEX "online_refunds_payment_idx" ON "online_refunds" USING btree ("payment_id");
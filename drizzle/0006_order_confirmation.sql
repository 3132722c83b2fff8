CREATE TABLE "closing_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_token_salt" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_start" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_end" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_quantity" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_delivery_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_distance_km" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_distance_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_adjustment" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_unit_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_delivery_cost" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_net_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_vat" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_total_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_minimum_applied" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "closing_days_range_idx" ON "closing_days" USING btree ("first_day","last_day");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_token_hash_unique" ON "orders" USING btree ("customer_token_hash");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","window_start","id");
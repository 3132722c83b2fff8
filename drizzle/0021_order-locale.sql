ALTER TABLE "inquiries" ADD COLUMN "locale" text DEFAULT 'et' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'et' NOT NULL;
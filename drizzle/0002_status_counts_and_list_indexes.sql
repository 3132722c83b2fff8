-- Status counts for the admin lists' tabs, kept by triggers in the same transaction as each change
-- (see docs/decisions/015-costs-that-do-not-grow-with-data.md); list indexes that end in id.
CREATE TABLE "inquiry_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "inquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_timestamp_idx";--> statement-breakpoint
DROP INDEX "orders_status_timestamp_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("created_at","id") WHERE "blog_posts"."published";--> statement-breakpoint
CREATE INDEX "inquiries_created_at_id_idx" ON "inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_at_id_idx" ON "inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_timestamp_id_idx" ON "orders" USING btree ("timestamp","id");--> statement-breakpoint
CREATE INDEX "orders_status_timestamp_id_idx" ON "orders" USING btree ("status","timestamp","id");
--> statement-breakpoint
INSERT INTO "order_status_counts" ("status", "n") SELECT "status", count(*) FROM "orders" GROUP BY "status";--> statement-breakpoint
CREATE FUNCTION "order_status_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "order_status_counts";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_status_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_status_counts" ("status", "n") VALUES (NEW."status", 1)
      ON CONFLICT ("status") DO UPDATE SET "n" = "order_status_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_status_counts_track"();--> statement-breakpoint
CREATE TRIGGER "orders_status_counts_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_track"();
--> statement-breakpoint
INSERT INTO "inquiry_status_counts" ("status", "n") SELECT "status", count(*) FROM "inquiries" GROUP BY "status";--> statement-breakpoint
CREATE FUNCTION "inquiry_status_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "inquiry_status_counts";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "inquiry_status_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "inquiry_status_counts" ("status", "n") VALUES (NEW."status", 1)
      ON CONFLICT ("status") DO UPDATE SET "n" = "inquiry_status_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inquiries_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "inquiries"
  FOR EACH ROW EXECUTE FUNCTION "inquiry_status_counts_track"();--> statement-breakpoint
CREATE TRIGGER "inquiries_status_counts_truncate" AFTER TRUNCATE ON "inquiries"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_status_counts_track"();

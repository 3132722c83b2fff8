CREATE TABLE "login_failures" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "locked_until";
ALTER TABLE "calendar_feeds" ADD COLUMN "last_status_parts" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "body_sha256" text;
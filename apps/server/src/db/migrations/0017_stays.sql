CREATE TABLE "calendar_feeds" (
	"id_calendar_feed" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_guide" integer NOT NULL,
	"url" text NOT NULL,
	"label" text,
	"events_are" text DEFAULT 'auto' NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_synced_at" timestamp with time zone,
	"last_status" text,
	"last_created" integer DEFAULT 0 NOT NULL,
	"last_updated" integer DEFAULT 0 NOT NULL,
	"last_cancelled" integer DEFAULT 0 NOT NULL,
	"last_skipped" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_events_are_check" CHECK ("calendar_feeds"."events_are" in ('auto', 'stays'))
);
--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "guest_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "id_calendar_feed" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "guest_phone" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "door_code" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "door_code_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "host_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_workspace_idx" ON "calendar_feeds" USING btree ("id_workspace","id_guide");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_id_calendar_feed_calendar_feeds_id_calendar_feed_fk" FOREIGN KEY ("id_calendar_feed") REFERENCES "public"."calendar_feeds"("id_calendar_feed") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_feed_uid_unique" ON "invitations" USING btree ("id_calendar_feed","external_uid");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_source_check" CHECK ("invitations"."source" in ('manual', 'calendar', 'import'));
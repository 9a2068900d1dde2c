CREATE TABLE "calendar_exports" (
	"id_guide" integer PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"token" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_dismissals" (
	"id_calendar_feed" integer NOT NULL,
	"external_uid" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_dismissals_id_calendar_feed_external_uid_pk" PRIMARY KEY("id_calendar_feed","external_uid")
);
--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_dismissals" ADD CONSTRAINT "calendar_feed_dismissals_id_calendar_feed_calendar_feeds_id_calendar_feed_fk" FOREIGN KEY ("id_calendar_feed") REFERENCES "public"."calendar_feeds"("id_calendar_feed") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_token_unique" ON "calendar_exports" USING btree ("token");
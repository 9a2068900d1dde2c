CREATE TABLE "translations" (
	"id_translation" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_guide" integer,
	"id_guide_content" integer,
	"id_guide_topic" integer,
	"id_map" integer,
	"language" text NOT NULL,
	"fields" jsonb NOT NULL,
	"source_digest" text NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_one_target" CHECK (num_nonnulls("translations"."id_guide", "translations"."id_guide_content", "translations"."id_guide_topic", "translations"."id_map") = 1)
);
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "wifi_name" text;
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "wifi_password" text;
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "wifi_security" text DEFAULT 'WPA' NOT NULL;
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "wifi_view" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "check_in_time" text;
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "check_out_time" text;
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_id_guide_content_guide_contents_id_guide_content_fk" FOREIGN KEY ("id_guide_content") REFERENCES "public"."guide_contents"("id_guide_content") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_id_guide_topic_guide_topics_id_guide_topic_fk" FOREIGN KEY ("id_guide_topic") REFERENCES "public"."guide_topics"("id_guide_topic") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_id_map_maps_id_map_fk" FOREIGN KEY ("id_map") REFERENCES "public"."maps"("id_map") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "translations_guide_unique" ON "translations" USING btree ("id_guide","language") WHERE "translations"."id_guide" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "translations_category_unique" ON "translations" USING btree ("id_guide_content","language") WHERE "translations"."id_guide_content" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "translations_topic_unique" ON "translations" USING btree ("id_guide_topic","language") WHERE "translations"."id_guide_topic" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "translations_map_unique" ON "translations" USING btree ("id_map","language") WHERE "translations"."id_map" is not null;
--> statement-breakpoint
CREATE INDEX "translations_workspace_idx" ON "translations" USING btree ("id_workspace");
--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_wifi_security_check" CHECK ("guides"."wifi_security" in ('WPA', 'WEP', 'nopass'));

CREATE TABLE "guide_values" (
	"id_guide" integer NOT NULL,
	"id_workspace" integer NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "guide_values_id_guide_language_name_pk" PRIMARY KEY("id_guide","language","name"),
	CONSTRAINT "guide_values_name_check" CHECK ("guide_values"."name" ~ '^[a-z0-9_]{1,40}$'),
	CONSTRAINT "guide_values_value_length" CHECK (char_length("guide_values"."value") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "shared_topic_translations" (
	"id_shared_topic" integer NOT NULL,
	"id_workspace" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"content" text,
	"source_digest" text NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_topic_translations_id_shared_topic_language_pk" PRIMARY KEY("id_shared_topic","language")
);
--> statement-breakpoint
CREATE TABLE "shared_topics" (
	"id_shared_topic" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"content" text NOT NULL,
	"comment" text,
	"id_status" smallint DEFAULT 1 NOT NULL,
	"id_topic_view" smallint DEFAULT 1 NOT NULL,
	"id_file_public" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guide_topics" ADD COLUMN "id_shared_topic" integer;--> statement-breakpoint
ALTER TABLE "guide_values" ADD CONSTRAINT "guide_values_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_values" ADD CONSTRAINT "guide_values_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_topic_translations" ADD CONSTRAINT "shared_topic_translations_id_shared_topic_shared_topics_id_shared_topic_fk" FOREIGN KEY ("id_shared_topic") REFERENCES "public"."shared_topics"("id_shared_topic") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_topic_translations" ADD CONSTRAINT "shared_topic_translations_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_topics" ADD CONSTRAINT "shared_topics_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_topics" ADD CONSTRAINT "shared_topics_id_file_public_files_public_id_file_public_fk" FOREIGN KEY ("id_file_public") REFERENCES "public"."files_public"("id_file_public") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_values_workspace_idx" ON "guide_values" USING btree ("id_workspace");--> statement-breakpoint
CREATE INDEX "shared_topics_workspace_idx" ON "shared_topics" USING btree ("id_workspace","id_shared_topic");--> statement-breakpoint
CREATE INDEX "shared_topics_file_idx" ON "shared_topics" USING btree ("id_file_public");--> statement-breakpoint
ALTER TABLE "guide_topics" ADD CONSTRAINT "guide_topics_id_shared_topic_shared_topics_id_shared_topic_fk" FOREIGN KEY ("id_shared_topic") REFERENCES "public"."shared_topics"("id_shared_topic") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_topics_shared_idx" ON "guide_topics" USING btree ("id_shared_topic") WHERE "guide_topics"."id_shared_topic" is not null;
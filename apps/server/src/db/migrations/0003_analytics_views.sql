CREATE TABLE "guide_view_daily" (
	"id_guide" integer NOT NULL,
	"id_guide_topic" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guide_view_daily_id_guide_id_guide_topic_day_pk" PRIMARY KEY("id_guide","id_guide_topic","day")
);
--> statement-breakpoint
CREATE TABLE "guide_view_totals" (
	"id_guide" integer NOT NULL,
	"id_guide_topic" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "guide_view_totals_id_guide_id_guide_topic_pk" PRIMARY KEY("id_guide","id_guide_topic")
);
--> statement-breakpoint
ALTER TABLE "guide_view_daily" ADD CONSTRAINT "guide_view_daily_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_view_totals" ADD CONSTRAINT "guide_view_totals_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;
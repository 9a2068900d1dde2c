CREATE TABLE "map_pins" (
	"id_pin" serial PRIMARY KEY NOT NULL,
	"id_map" integer NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"description" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "map_pins_latitude_range" CHECK ("map_pins"."latitude" between -90 and 90),
	CONSTRAINT "map_pins_longitude_range" CHECK ("map_pins"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "maps" (
	"id_map" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"title" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "map_pins" ADD CONSTRAINT "map_pins_id_map_maps_id_map_fk" FOREIGN KEY ("id_map") REFERENCES "public"."maps"("id_map") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_pins_map_idx" ON "map_pins" USING btree ("id_map","position");--> statement-breakpoint
CREATE INDEX "maps_user_idx" ON "maps" USING btree ("id_user","id_map");--> statement-breakpoint
-- Before this migration id_map pointed at no table (the Map tab held sample data), so no stored value names a map.
UPDATE "guides" SET "id_map" = NULL WHERE "id_map" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_id_map_maps_id_map_fk" FOREIGN KEY ("id_map") REFERENCES "public"."maps"("id_map") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guides_map_idx" ON "guides" USING btree ("id_map");
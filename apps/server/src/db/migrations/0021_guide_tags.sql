-- Lower case without accents ("São" -> "sao"): the guides list's search folds the stored text and the
-- search with it. Immutable (normalize, lower, regexp_replace and translate are), so a generated
-- column may use it; needs no extension.
CREATE FUNCTION guidebook_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select translate(regexp_replace(normalize(lower(value), NFD), '[\u0300-\u036f]', '', 'g'), 'øłđħıß', 'oldhis') $$;--> statement-breakpoint
-- What the guides list's search matches: title, city and address, folded, joined by a newline.
CREATE FUNCTION guidebook_search_text(title text, city text, address text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select guidebook_fold(coalesce(title, '') || E'\n' || coalesce(city, '') || E'\n' || coalesce(address, '')) $$;--> statement-breakpoint
CREATE TABLE "guide_tags" (
	"id_guide_tag" serial PRIMARY KEY NOT NULL,
	"id_guide" integer NOT NULL,
	"id_workspace" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "search_text" text GENERATED ALWAYS AS (guidebook_search_text(title, city, address)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_tags" ADD CONSTRAINT "guide_tags_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_tags" ADD CONSTRAINT "guide_tags_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_tags_guide_name_unique" ON "guide_tags" USING btree ("id_guide",lower("name"));--> statement-breakpoint
CREATE INDEX "guide_tags_workspace_name_idx" ON "guide_tags" USING btree ("id_workspace",lower("name"));
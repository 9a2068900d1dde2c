ALTER TABLE "files_public" ADD COLUMN "path_cover" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "id_file_cover" integer;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_id_file_cover_files_public_id_file_public_fk" FOREIGN KEY ("id_file_cover") REFERENCES "public"."files_public"("id_file_public") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guides_cover_idx" ON "guides" USING btree ("id_file_cover");
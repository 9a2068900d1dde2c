ALTER TABLE "guide_contents" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "welcome" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "id_file_logo" integer;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "font" text DEFAULT 'PT Sans' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "color" text DEFAULT '#ed8438' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "share_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_id_file_logo_files_public_id_file_public_fk" FOREIGN KEY ("id_file_logo") REFERENCES "public"."files_public"("id_file_public") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guides_share_token_unique" ON "guides" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "guides_logo_idx" ON "guides" USING btree ("id_file_logo");
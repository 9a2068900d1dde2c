CREATE TABLE "files_public" (
	"id_file_public" serial PRIMARY KEY NOT NULL,
	"file_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"id_user" integer NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"path_file" text NOT NULL,
	"path_thumbnail" text,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"comment" text,
	"private" smallint DEFAULT 4 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_contents" (
	"id_guide_content" serial PRIMARY KEY NOT NULL,
	"id_guide" integer NOT NULL,
	"id_user" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text NOT NULL,
	"id_status" smallint DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_topics" (
	"id_guide_topic" serial PRIMARY KEY NOT NULL,
	"id_guide_content" integer NOT NULL,
	"id_user" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"content" text NOT NULL,
	"comment" text,
	"id_status" smallint DEFAULT 1 NOT NULL,
	"id_file_public" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id_guide" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"host" text,
	"phone" text,
	"phone_id_contact_type" smallint DEFAULT 1 NOT NULL,
	"phone2" text,
	"phone2_id_contact_type" smallint DEFAULT 1 NOT NULL,
	"email" text,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"country" text,
	"timezone" text,
	"id_address_view" smallint DEFAULT 1 NOT NULL,
	"id_map" integer,
	"comment" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_uploads" (
	"id_upload" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" integer NOT NULL,
	"upload_key" text NOT NULL,
	"name" text NOT NULL,
	"total_chunks" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_session" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id_user" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"vi" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files_public" ADD CONSTRAINT "files_public_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_contents" ADD CONSTRAINT "guide_contents_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_contents" ADD CONSTRAINT "guide_contents_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_topics" ADD CONSTRAINT "guide_topics_id_guide_content_guide_contents_id_guide_content_fk" FOREIGN KEY ("id_guide_content") REFERENCES "public"."guide_contents"("id_guide_content") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_topics" ADD CONSTRAINT "guide_topics_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_topics" ADD CONSTRAINT "guide_topics_id_file_public_files_public_id_file_public_fk" FOREIGN KEY ("id_file_public") REFERENCES "public"."files_public"("id_file_public") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_public_file_id_unique" ON "files_public" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "files_public_user_created_idx" ON "files_public" USING btree ("id_user","date_created" DESC NULLS LAST,"id_file_public" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_public_user_name_idx" ON "files_public" USING btree ("id_user","name");--> statement-breakpoint
CREATE INDEX "files_public_name_trgm_idx" ON "files_public" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guide_contents_guide_idx" ON "guide_contents" USING btree ("id_guide","position","id_guide_content");--> statement-breakpoint
CREATE INDEX "guide_topics_content_idx" ON "guide_topics" USING btree ("id_guide_content","position","id_guide_topic");--> statement-breakpoint
CREATE INDEX "guide_topics_file_idx" ON "guide_topics" USING btree ("id_file_public");--> statement-breakpoint
CREATE INDEX "guides_user_idx" ON "guides" USING btree ("id_user","id_guide");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_uploads_key_unique" ON "pending_uploads" USING btree ("id_user","upload_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("id_user","purpose");
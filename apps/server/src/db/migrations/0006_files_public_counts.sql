CREATE TABLE "files_public_counts" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"files_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files_public_counts" ADD CONSTRAINT "files_public_counts_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;
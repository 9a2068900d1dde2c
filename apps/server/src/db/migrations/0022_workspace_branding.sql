CREATE TABLE "workspace_branding" (
	"id_workspace" integer PRIMARY KEY NOT NULL,
	"id_file_logo" integer,
	"id_file_cover" integer,
	"font" text NOT NULL,
	"color" text NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "branding_follows" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_branding" ADD CONSTRAINT "workspace_branding_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_branding" ADD CONSTRAINT "workspace_branding_id_file_logo_files_public_id_file_public_fk" FOREIGN KEY ("id_file_logo") REFERENCES "public"."files_public"("id_file_public") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_branding" ADD CONSTRAINT "workspace_branding_id_file_cover_files_public_id_file_public_fk" FOREIGN KEY ("id_file_cover") REFERENCES "public"."files_public"("id_file_public") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A guide whose branding differs from the defaults has set its own: it does not follow the workspace's.
UPDATE "guides" SET "branding_follows" = false
WHERE "id_file_logo" IS NOT NULL OR "id_file_cover" IS NOT NULL OR "font" <> 'PT Sans' OR "color" <> '#ed8438';
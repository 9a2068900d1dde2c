CREATE TABLE "invitation_template_languages" (
	"id_workspace" integer NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "invitation_template_languages_id_workspace_language_pk" PRIMARY KEY("id_workspace","language")
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "invitation_template_languages" ADD CONSTRAINT "invitation_template_languages_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "workspace_white_label" (
	"id_workspace" integer PRIMARY KEY NOT NULL,
	"sender_name" text,
	"mail_footer" text,
	"hide_product_name" boolean DEFAULT false NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_white_label" ADD CONSTRAINT "workspace_white_label_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;
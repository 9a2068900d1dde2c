CREATE TABLE "workspace_domains" (
	"id_workspace_domain" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"domain" text NOT NULL,
	"verify_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_check_at" timestamp with time zone,
	"last_check_result" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_domains" ADD CONSTRAINT "workspace_domains_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_domains_workspace_unique" ON "workspace_domains" USING btree ("id_workspace");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_domains_domain_unique" ON "workspace_domains" USING btree ("domain");
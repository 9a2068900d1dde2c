-- Several workspaces per account: the one made at sign-up stays its personal workspace (one each), further ones are
-- its clients' (kind 'client'); a pending hand-over of a workspace to a member waits in workspace_transfers.
CREATE TABLE "workspace_transfers" (
	"id_transfer" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_member" integer NOT NULL,
	"id_user_from" integer NOT NULL,
	"code_hash" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "workspaces_owner_unique";--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "kind" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_transfers" ADD CONSTRAINT "workspace_transfers_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_transfers" ADD CONSTRAINT "workspace_transfers_id_member_workspace_members_id_member_fk" FOREIGN KEY ("id_member") REFERENCES "public"."workspace_members"("id_member") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_transfers" ADD CONSTRAINT "workspace_transfers_id_user_from_users_id_user_fk" FOREIGN KEY ("id_user_from") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_transfers_workspace_unique" ON "workspace_transfers" USING btree ("id_workspace");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_unique" ON "workspaces" USING btree ("id_user_owner") WHERE "workspaces"."kind" = 'personal';--> statement-breakpoint
CREATE INDEX "workspaces_owner_idx" ON "workspaces" USING btree ("id_user_owner");--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_kind_check" CHECK ("workspaces"."kind" in ('personal', 'client'));
-- Workspaces. Every account gets its own workspace and is its owner; the data that
-- belonged to an account (guides, categories, topics, files, maps, invitations and their settings)
-- now belongs to a workspace. Each existing account's workspace takes the account's own id, so every
-- owned row keeps its value and only the column's meaning (and name) changes: nothing is copied.
CREATE TABLE "workspaces" (
	"id_workspace" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_user_owner" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"id_member" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_user" integer,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"guides" integer[],
	"status" text NOT NULL,
	"id_user_invited_by" integer,
	"code_hash" "bytea",
	"code_expires_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_accepted" timestamp with time zone,
	CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('owner', 'admin', 'editor', 'viewer')),
	CONSTRAINT "workspace_members_status_check" CHECK ("workspace_members"."status" in ('active', 'invited'))
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_id_user_owner_users_id_user_fk" FOREIGN KEY ("id_user_owner") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_id_user_invited_by_users_id_user_fk" FOREIGN KEY ("id_user_invited_by") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_owner_unique" ON "workspaces" USING btree ("id_user_owner");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_email_unique" ON "workspace_members" USING btree ("id_workspace",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_user_unique" ON "workspace_members" USING btree ("id_workspace","id_user");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("id_user");--> statement-breakpoint
-- The accounts that exist: each gets its workspace, with the account's id, and is its owner.
INSERT INTO "workspaces" ("id_workspace", "name", "id_user_owner", "date_created")
  SELECT "id_user", btrim("name" || ' ' || "lastname") || '’s workspace', "id_user", "date_created" FROM "users";
--> statement-breakpoint
INSERT INTO "workspace_members" ("id_workspace", "id_user", "email", "role", "status", "date_created", "date_accepted")
  SELECT "id_user", "id_user", "email", 'owner', 'active', "date_created", "date_created" FROM "users";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('workspaces', 'id_workspace'), coalesce((SELECT max("id_workspace") FROM "workspaces"), 0) + 1, false);
--> statement-breakpoint
-- Every account created from now on gets its own workspace in the same statement, whatever creates it.
CREATE FUNCTION user_own_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws integer;
BEGIN
  INSERT INTO workspaces (name, id_user_owner) VALUES (btrim(NEW.name || ' ' || NEW.lastname) || '’s workspace', NEW.id_user)
    RETURNING id_workspace INTO ws;
  INSERT INTO workspace_members (id_workspace, id_user, email, role, status, date_accepted)
    VALUES (ws, NEW.id_user, NEW.email, 'owner', 'active', now());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_own_workspace AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION user_own_workspace();
--> statement-breakpoint
ALTER TABLE "files_public" DROP CONSTRAINT "files_public_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "files_public" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "files_public" ADD CONSTRAINT "files_public_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files_public_counts" DROP CONSTRAINT "files_public_counts_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "files_public_counts" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "files_public_counts" ADD CONSTRAINT "files_public_counts_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_uploads" DROP CONSTRAINT "pending_uploads_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "pending_uploads" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" DROP CONSTRAINT "maps_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "maps" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" DROP CONSTRAINT "guides_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "guides" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_contents" DROP CONSTRAINT "guide_contents_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "guide_contents" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "guide_contents" ADD CONSTRAINT "guide_contents_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_topics" DROP CONSTRAINT "guide_topics_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "guide_topics" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "guide_topics" ADD CONSTRAINT "guide_topics_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "invitations" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_templates" DROP CONSTRAINT "invitation_templates_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "invitation_templates" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "invitation_templates" ADD CONSTRAINT "invitation_templates_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_settings" DROP CONSTRAINT "invitation_settings_id_user_users_id_user_fk";--> statement-breakpoint
ALTER TABLE "invitation_settings" RENAME COLUMN "id_user" TO "id_workspace";--> statement-breakpoint
ALTER TABLE "invitation_settings" ADD CONSTRAINT "invitation_settings_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tokens keep their creator (id_user) and act in the creator's own workspace.
ALTER TABLE "api_tokens" ADD COLUMN "id_workspace" integer;--> statement-breakpoint
UPDATE "api_tokens" SET "id_workspace" = "id_user";--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_workspace_idx" ON "api_tokens" USING btree ("id_workspace");--> statement-breakpoint
-- The library counters follow the renamed column.
CREATE OR REPLACE FUNCTION files_public_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO files_public_counts AS c (id_workspace, files_count)
    SELECT id_workspace, count(*) FROM inserted_rows GROUP BY id_workspace
  ON CONFLICT (id_workspace) DO UPDATE SET files_count = c.files_count + EXCLUDED.files_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION files_public_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update, never an insert: when the workspace itself is being deleted its row may be gone already.
  UPDATE files_public_counts AS c SET files_count = c.files_count - d.n
    FROM (SELECT id_workspace, count(*) AS n FROM deleted_rows GROUP BY id_workspace) AS d
    WHERE c.id_workspace = d.id_workspace;
  RETURN NULL;
END
$$;

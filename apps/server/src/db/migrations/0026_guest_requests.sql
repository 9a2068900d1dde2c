CREATE TABLE "guest_requests" (
	"id_request" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_invitation" integer NOT NULL,
	"id_request_type" integer NOT NULL,
	"message" text,
	"requested_time" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_requests_status_check" CHECK ("guest_requests"."status" in ('pending', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "request_types" (
	"id_request_type" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_text" text,
	"needs_approval" boolean DEFAULT true NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"guides" jsonb,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_types_kind_check" CHECK ("request_types"."kind" in ('early_check_in', 'late_check_out', 'other'))
);
--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_id_invitation_invitations_id_invitation_fk" FOREIGN KEY ("id_invitation") REFERENCES "public"."invitations"("id_invitation") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_id_request_type_request_types_id_request_type_fk" FOREIGN KEY ("id_request_type") REFERENCES "public"."request_types"("id_request_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_answered_by_users_id_user_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_types" ADD CONSTRAINT "request_types_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_requests_workspace_status_idx" ON "guest_requests" USING btree ("id_workspace","status");--> statement-breakpoint
CREATE INDEX "guest_requests_invitation_idx" ON "guest_requests" USING btree ("id_invitation");--> statement-breakpoint
CREATE INDEX "request_types_workspace_idx" ON "request_types" USING btree ("id_workspace");--> statement-breakpoint
-- Every workspace starts with two request types, disabled: Early check-in and Late check-out.
INSERT INTO "request_types" ("id_workspace", "kind", "enabled")
SELECT w."id_workspace", k."kind", false
FROM "workspaces" w CROSS JOIN (VALUES ('early_check_in'), ('late_check_out')) AS k("kind")
ORDER BY w."id_workspace", k."kind";--> statement-breakpoint
CREATE FUNCTION workspace_request_types() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_types (id_workspace, kind, enabled)
  VALUES (NEW.id_workspace, 'early_check_in', false), (NEW.id_workspace, 'late_check_out', false);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER workspaces_request_types AFTER INSERT ON workspaces FOR EACH ROW EXECUTE FUNCTION workspace_request_types();

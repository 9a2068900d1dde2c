CREATE TABLE "message_rules" (
	"id_message_rule" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_guide" integer,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"send_time" text DEFAULT '10:00' NOT NULL,
	"texts" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_rules_trigger_check" CHECK ("message_rules"."trigger" in ('booking_confirmed', 'before_check_in', 'check_in_day', 'after_check_out'))
);
--> statement-breakpoint
CREATE TABLE "stay_messages" (
	"id_stay_message" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_invitation" integer NOT NULL,
	"id_message_rule" integer NOT NULL,
	"due_at" timestamp with time zone,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"reason" text,
	"reason_detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_messages_status_check" CHECK ("stay_messages"."status" in ('scheduled', 'sent', 'failed', 'skipped', 'cancelled', 'waiting'))
);
--> statement-breakpoint
ALTER TABLE "message_rules" ADD CONSTRAINT "message_rules_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rules" ADD CONSTRAINT "message_rules_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_messages" ADD CONSTRAINT "stay_messages_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_messages" ADD CONSTRAINT "stay_messages_id_invitation_invitations_id_invitation_fk" FOREIGN KEY ("id_invitation") REFERENCES "public"."invitations"("id_invitation") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_messages" ADD CONSTRAINT "stay_messages_id_message_rule_message_rules_id_message_rule_fk" FOREIGN KEY ("id_message_rule") REFERENCES "public"."message_rules"("id_message_rule") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_rules_workspace_idx" ON "message_rules" USING btree ("id_workspace","id_guide");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_messages_stay_rule_unique" ON "stay_messages" USING btree ("id_invitation","id_message_rule");--> statement-breakpoint
CREATE INDEX "stay_messages_rule_idx" ON "stay_messages" USING btree ("id_message_rule");--> statement-breakpoint
CREATE INDEX "stay_messages_due_idx" ON "stay_messages" USING btree ("due_at") WHERE "stay_messages"."status" = 'scheduled';
CREATE TABLE "invitation_settings" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"hours_before_checkin" integer DEFAULT 24 NOT NULL,
	"hours_after_checkout" integer DEFAULT 12 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_templates" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id_invitation" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_guide" integer NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone NOT NULL,
	"access_from" timestamp with time zone NOT NULL,
	"access_to" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_settings" ADD CONSTRAINT "invitation_settings_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_templates" ADD CONSTRAINT "invitation_templates_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_unique" ON "invitations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("id_user","id_invitation");--> statement-breakpoint
CREATE INDEX "invitations_guide_idx" ON "invitations" USING btree ("id_guide");
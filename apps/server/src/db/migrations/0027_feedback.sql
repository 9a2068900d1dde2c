CREATE TABLE "guide_review_links" (
	"id_guide" integer PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"airbnb" text,
	"google" text,
	"booking" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_feedback" (
	"id_feedback" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"id_guide" integer NOT NULL,
	"id_invitation" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_feedback_rating_check" CHECK ("stay_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "guide_review_links" ADD CONSTRAINT "guide_review_links_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_review_links" ADD CONSTRAINT "guide_review_links_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_feedback" ADD CONSTRAINT "stay_feedback_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_feedback" ADD CONSTRAINT "stay_feedback_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_feedback" ADD CONSTRAINT "stay_feedback_id_invitation_invitations_id_invitation_fk" FOREIGN KEY ("id_invitation") REFERENCES "public"."invitations"("id_invitation") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_feedback_invitation_unique" ON "stay_feedback" USING btree ("id_invitation");--> statement-breakpoint
CREATE INDEX "stay_feedback_guide_idx" ON "stay_feedback" USING btree ("id_workspace","id_guide","created_at");
CREATE TABLE "guide_slug_redirects" (
	"id_guide_slug_redirect" serial PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"old_slug" text NOT NULL,
	"id_guide" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"id_workspace" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "guide_slug_redirects" ADD CONSTRAINT "guide_slug_redirects_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_slug_redirects" ADD CONSTRAINT "guide_slug_redirects_id_guide_guides_id_guide_fk" FOREIGN KEY ("id_guide") REFERENCES "public"."guides"("id_guide") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_slug_redirects" ADD CONSTRAINT "workspace_slug_redirects_id_workspace_workspaces_id_workspace_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id_workspace") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_slug_redirects_slug_unique" ON "guide_slug_redirects" USING btree ("id_workspace","old_slug");--> statement-breakpoint
CREATE INDEX "guide_slug_redirects_guide_idx" ON "guide_slug_redirects" USING btree ("id_guide");--> statement-breakpoint
CREATE UNIQUE INDEX "guides_workspace_slug_unique" ON "guides" USING btree ("id_workspace","slug") WHERE "guides"."slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_slug_unique" ON "workspaces" USING btree ("slug");--> statement-breakpoint
-- Words a slug may not be: the first part of /{workspace}/{guide} must never shadow the app's own
-- paths (the admin app's routes, /g/, /api, files at the root), and on a workspace's own domain a guide
-- answers at /{guide}, so guides take the same rule. Equal to the contract's SLUG_RESERVED (a test compares).
CREATE FUNCTION guidebook_slug_reserved(value text) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select value = any (array['g', 'api', 'assets', 'admin', 'login', 'logout', 'register', 'signup',
    'app', 'static', 'public', 'docs', 'help', 'health', 'manifest', 'sw', 'favicon', 'robots', 'workspace',
    'workspaces', 'guides', 'www', 'mail', 'invite', 'invitations', 'settings', 'ical',
    'digital-guides-view', 'digital-guides', 'dashboard', 'main-panel', 'password-reset',
    'password-recover-success', 'confirmation', 'shared-topics', 'media-library', 'invites-home', 'template',
    'messages', 'requests', 'setting', 'help-center', 'profiles', 'guide-branding', 'api-access', 'team',
    'white-label', 'webhooks', 'new', 'edit']) $$;
--> statement-breakpoint
-- A slug made from a text: folded as the search folds (no accents, lower case), apostrophes dropped,
-- every other run of characters outside a-z and 0-9 one hyphen, at most 54 characters (room for a
-- "-2" suffix), no hyphen at either end; `fallback` when fewer than 3 remain, `…-{fallback}` when reserved.
CREATE FUNCTION guidebook_slug_of(value text, fallback text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select case when length(s) < 3 then fallback when guidebook_slug_reserved(s) then s || '-' || fallback else s end
    from (select btrim(left(btrim(regexp_replace(regexp_replace(guidebook_fold(coalesce(value, '')), '[''’]', '', 'g'),
      '[^a-z0-9]+', '-', 'g'), '-'), 54), '-') as s) made $$;
--> statement-breakpoint
-- `base`, or `base-N` with the smallest N from 2 that no other guide of the workspace has.
CREATE FUNCTION guidebook_free_guide_slug(ws integer, base text, self integer) RETURNS text
  LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM guides WHERE id_workspace = ws AND slug = candidate AND id_guide IS DISTINCT FROM self) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
-- `base`, or `base-N` with the smallest N from 2 that no other workspace has (nor has as a former slug).
CREATE FUNCTION guidebook_free_workspace_slug(base text, self integer) RETURNS text
  LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM workspaces WHERE slug = candidate AND id_workspace IS DISTINCT FROM self)
    OR EXISTS (SELECT 1 FROM workspace_slug_redirects WHERE old_slug = candidate AND id_workspace IS DISTINCT FROM self) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
-- Every new guide without a slug gets one from its title, whatever creates it (create, duplicate,
-- import, bulk). A transaction lock per workspace makes two guides created at once take different slugs.
CREATE FUNCTION guidebook_guide_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('guidebook_guide_slug'), NEW.id_workspace);
    NEW.slug := guidebook_free_guide_slug(NEW.id_workspace, guidebook_slug_of(NEW.title, 'guide'), NEW.id_guide);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER guides_slug BEFORE INSERT ON guides FOR EACH ROW EXECUTE FUNCTION guidebook_guide_slug();
--> statement-breakpoint
-- Every new workspace without a slug gets one from its name (an account's first workspace is named
-- "{name}’s workspace": the slug is the owner's name).
CREATE FUNCTION guidebook_workspace_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('guidebook_workspace_slug'));
    NEW.slug := guidebook_free_workspace_slug(
      guidebook_slug_of(regexp_replace(NEW.name, '’s workspace$', ''), 'host'), NEW.id_workspace);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workspaces_slug BEFORE INSERT ON workspaces FOR EACH ROW EXECUTE FUNCTION guidebook_workspace_slug();
--> statement-breakpoint
-- Existing workspaces and guides get theirs the same way, oldest first.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id_workspace, name FROM workspaces WHERE slug IS NULL ORDER BY id_workspace LOOP
    UPDATE workspaces SET slug = guidebook_free_workspace_slug(
      guidebook_slug_of(regexp_replace(r.name, '’s workspace$', ''), 'host'), r.id_workspace)
      WHERE id_workspace = r.id_workspace;
  END LOOP;
  FOR r IN SELECT id_guide, id_workspace, title FROM guides WHERE slug IS NULL ORDER BY id_guide LOOP
    UPDATE guides SET slug = guidebook_free_guide_slug(r.id_workspace, guidebook_slug_of(r.title, 'guide'), r.id_guide)
      WHERE id_guide = r.id_guide;
  END LOOP;
END
$$;

/**
 * SQL of readable links: the slugs of guides and workspaces, their former slugs (redirects) and the
 * guest's lookup of `/{workspace slug}/{guide slug}`. Host calls are scoped by the workspace's id; the
 * guest lookup is named for its key, the two slugs.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { guideSlugRedirects, guides, workspaceSlugRedirects, workspaces } from '../../db/schema.ts';

export async function findWorkspaceSlug(db: Db, idWorkspace: number): Promise<string | null> {
  const rows = await db
    .select({ slug: workspaces.slug })
    .from(workspaces)
    .where(eq(workspaces.id_workspace, idWorkspace))
    .limit(1);
  return rows[0]?.slug ?? null;
}

export type SlugChange = { outcome: 'changed' | 'same'; slug: string } | { outcome: 'taken' } | { outcome: 'missing' };

/**
 * Gives the guide `slug` and keeps its former one as a redirect until `expiresAt`, in one transaction
 * under the lock new guides' slugs are made under (the `guides_slug` trigger). A redirect with the new
 * slug is deleted: the slug now names this guide. `taken` when another guide of the workspace has it.
 */
export async function changeGuideSlug(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  slug: string,
  expiresAt: Date,
): Promise<SlugChange> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guidebook_guide_slug'), ${idWorkspace})`);
      const current = await tx
        .select({ slug: guides.slug })
        .from(guides)
        .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
        .for('update');
      if (current.length === 0) return { outcome: 'missing' };
      const old = current[0]?.slug ?? null;
      if (old === slug) return { outcome: 'same', slug };
      const other = await tx
        .select({ id: guides.id_guide })
        .from(guides)
        .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.slug, slug), ne(guides.id_guide, idGuide)))
        .limit(1);
      if (other.length > 0) return { outcome: 'taken' };
      await tx
        .update(guides)
        .set({ slug, date_modified: sql`now()` })
        .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)));
      await tx
        .delete(guideSlugRedirects)
        .where(and(eq(guideSlugRedirects.id_workspace, idWorkspace), eq(guideSlugRedirects.old_slug, slug)));
      if (old !== null)
        await tx
          .insert(guideSlugRedirects)
          .values({ id_workspace: idWorkspace, old_slug: old, id_guide: idGuide, expires_at: expiresAt })
          .onConflictDoUpdate({
            target: [guideSlugRedirects.id_workspace, guideSlugRedirects.old_slug],
            set: { id_guide: idGuide, expires_at: expiresAt },
          });
      return { outcome: 'changed', slug };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'guides_workspace_slug_unique')) return { outcome: 'taken' };
    throw error;
  }
}

/**
 * Gives the workspace `slug` and keeps its former one as a redirect until `expiresAt`. `taken` when
 * another workspace has it, or had it and it still redirects there (that workspace's printed links
 * must not open this one's guides).
 */
export async function changeWorkspaceSlug(
  db: Db,
  idWorkspace: number,
  slug: string,
  expiresAt: Date,
  now: Date,
): Promise<SlugChange> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guidebook_workspace_slug'))`);
      const current = await tx
        .select({ slug: workspaces.slug })
        .from(workspaces)
        .where(eq(workspaces.id_workspace, idWorkspace))
        .for('update');
      if (current.length === 0) return { outcome: 'missing' };
      const old = current[0]?.slug ?? null;
      if (old === slug) return { outcome: 'same', slug };
      const [other, formerOfOther] = await Promise.all([
        tx
          .select({ id: workspaces.id_workspace })
          .from(workspaces)
          .where(and(eq(workspaces.slug, slug), ne(workspaces.id_workspace, idWorkspace)))
          .limit(1),
        tx
          .select({ id: workspaceSlugRedirects.id_workspace })
          .from(workspaceSlugRedirects)
          .where(
            and(
              eq(workspaceSlugRedirects.old_slug, slug),
              ne(workspaceSlugRedirects.id_workspace, idWorkspace),
              gt(workspaceSlugRedirects.expires_at, now),
            ),
          )
          .limit(1),
      ]);
      if (other.length > 0 || formerOfOther.length > 0) return { outcome: 'taken' };
      await tx.update(workspaces).set({ slug }).where(eq(workspaces.id_workspace, idWorkspace));
      await tx.delete(workspaceSlugRedirects).where(eq(workspaceSlugRedirects.old_slug, slug));
      if (old !== null)
        await tx
          .insert(workspaceSlugRedirects)
          .values({ old_slug: old, id_workspace: idWorkspace, expires_at: expiresAt })
          .onConflictDoUpdate({
            target: workspaceSlugRedirects.old_slug,
            set: { id_workspace: idWorkspace, expires_at: expiresAt },
          });
      return { outcome: 'changed', slug };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'workspaces_slug_unique')) return { outcome: 'taken' };
    throw error;
  }
}

/** What `/{workspace slug}/{guide slug}` names: a guide (its share token), a move to new slugs, or nothing. */
export type ReadableTarget =
  | { kind: 'guide'; id_workspace: number; share_token: string }
  | { kind: 'moved'; workspace_slug: string; guide_slug: string }
  | { kind: 'none' };

/**
 * A workspace's guide by its slug (its share token), or the current slug of the guide that had this
 * slug inside its redirect window, or null: the readable path `/{guide slug}` on the workspace's own domain.
 */
export async function findGuideBySlug(
  db: Db,
  idWorkspace: number,
  guideSlug: string,
  now: Date,
): Promise<{ token: string } | { movedTo: string } | null> {
  const [guide] = await db
    .select({ token: guides.share_token })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.slug, guideSlug)))
    .limit(1);
  if (guide) return { token: guide.token };
  const movedTo = await currentSlugOfFormer(db, idWorkspace, guideSlug, now);
  return movedTo ? { movedTo } : null;
}

/** The current slug of the workspace's guide that had `guideSlug` inside its redirect window, or null. */
async function currentSlugOfFormer(db: Db, idWorkspace: number, guideSlug: string, now: Date): Promise<string | null> {
  const [former] = await db
    .select({ slug: guides.slug })
    .from(guideSlugRedirects)
    .innerJoin(guides, eq(guides.id_guide, guideSlugRedirects.id_guide))
    .where(
      and(
        eq(guideSlugRedirects.id_workspace, idWorkspace),
        eq(guideSlugRedirects.old_slug, guideSlug),
        gt(guideSlugRedirects.expires_at, now),
      ),
    )
    .limit(1);
  return former?.slug ?? null;
}

/**
 * The guest's lookup, named for its key: the workspace by its slug or by a former slug that still
 * redirects, then the guide by its slug or a former one that still redirects. A current slug wins over
 * a former one. Anything reached through a former slug is `moved` to the current slugs.
 */
export async function findReadableTarget(
  db: Db,
  workspaceSlug: string,
  guideSlug: string,
  now: Date,
): Promise<ReadableTarget> {
  const current = await db
    .select({ id: workspaces.id_workspace, slug: workspaces.slug })
    .from(workspaces)
    .where(eq(workspaces.slug, workspaceSlug))
    .limit(1);
  let workspace = current[0];
  let moved = false;
  if (!workspace) {
    const former = await db
      .select({ id: workspaces.id_workspace, slug: workspaces.slug })
      .from(workspaceSlugRedirects)
      .innerJoin(workspaces, eq(workspaces.id_workspace, workspaceSlugRedirects.id_workspace))
      .where(and(eq(workspaceSlugRedirects.old_slug, workspaceSlug), gt(workspaceSlugRedirects.expires_at, now)))
      .limit(1);
    workspace = former[0];
    moved = true;
  }
  if (!workspace?.slug) return { kind: 'none' };
  const guide = await db
    .select({ token: guides.share_token, slug: guides.slug })
    .from(guides)
    .where(and(eq(guides.id_workspace, workspace.id), eq(guides.slug, guideSlug)))
    .limit(1);
  if (guide[0]?.slug)
    return moved
      ? { kind: 'moved', workspace_slug: workspace.slug, guide_slug: guide[0].slug }
      : { kind: 'guide', id_workspace: workspace.id, share_token: guide[0].token };
  const movedTo = await currentSlugOfFormer(db, workspace.id, guideSlug, now);
  return movedTo ? { kind: 'moved', workspace_slug: workspace.slug, guide_slug: movedTo } : { kind: 'none' };
}

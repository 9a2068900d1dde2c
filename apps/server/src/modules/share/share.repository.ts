/** SQL for the host's side of sharing: branding and share tokens. Every call is scoped by the owner's id. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import { filesPublic, guides, workspaceBranding } from '../../db/schema.ts';

export async function saveBranding(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  branding: { id_file_logo: number | null; id_file_cover?: number | null; font: string; color: string },
): Promise<boolean> {
  const rows = await db
    .update(guides)
    // The guide's own branding: it no longer follows the workspace's.
    .set({ ...branding, branding_follows: false, date_modified: sql`now()` })
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

export async function findShare(
  db: Db,
  idWorkspace: number,
  idGuide: number,
): Promise<{ token: string; title: string; slug: string | null } | undefined> {
  const rows = await db
    .select({ token: guides.share_token, title: guides.title, slug: guides.slug })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .limit(1);
  return rows[0];
}

/** The guide's new token; its slug (which the new token does not change), or undefined when there is no such guide. */
export async function replaceShareToken(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  token: string,
): Promise<{ slug: string | null } | undefined> {
  const rows = await db
    .update(guides)
    .set({ share_token: token })
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .returning({ slug: guides.slug });
  return rows[0];
}

export type BrandingValues = { id_file_logo: number | null; id_file_cover: number | null; font: string; color: string };
export type WorkspaceBrandingRow = BrandingValues & { logo_path: string | null; cover_path: string | null };

const coverFile = alias(filesPublic, 'cover_file');

/** The workspace's branding with its files' paths; undefined until it is first saved. */
export async function findWorkspaceBranding(db: Db, idWorkspace: number): Promise<WorkspaceBrandingRow | undefined> {
  const rows = await db
    .select({
      id_file_logo: workspaceBranding.id_file_logo,
      id_file_cover: workspaceBranding.id_file_cover,
      font: workspaceBranding.font,
      color: workspaceBranding.color,
      logo_path: filesPublic.path_file,
      cover_path: coverFile.path_file,
    })
    .from(workspaceBranding)
    .leftJoin(filesPublic, eq(filesPublic.id_file_public, workspaceBranding.id_file_logo))
    .leftJoin(coverFile, eq(coverFile.id_file_public, workspaceBranding.id_file_cover))
    .where(eq(workspaceBranding.id_workspace, idWorkspace))
    .limit(1);
  return rows[0];
}

/** How many of the workspace's guides follow its branding, and how many it has. */
export async function countBrandingFollowers(
  db: Db,
  idWorkspace: number,
): Promise<{ following: number; total: number }> {
  const rows = await db
    .select({
      following: sql<number>`count(*) filter (where ${guides.branding_follows})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(guides)
    .where(eq(guides.id_workspace, idWorkspace));
  return rows[0] ?? { following: 0, total: 0 };
}

/**
 * Makes guides take the workspace's branding: `only` one guide (which then follows it), `all` of
 * them (every one then follows it) or `following` (those that already do, after it changed). The
 * ids of the guides whose branding changed; none when the workspace has no branding.
 */
async function takeWorkspaceBranding(
  db: Db | Transaction,
  idWorkspace: number,
  which: { only: number } | { ids: readonly number[] } | 'all' | 'following',
): Promise<number[]> {
  const result = await db.execute<{ id_guide: number }>(sql`
    update guides g set
      id_file_logo = wb.id_file_logo, id_file_cover = wb.id_file_cover, font = wb.font, color = wb.color,
      branding_follows = true, date_modified = now()
    from workspace_branding wb
    where wb.id_workspace = g.id_workspace and g.id_workspace = ${idWorkspace}
      ${guidesOf(which)}
      and (not g.branding_follows
        or g.id_file_logo is distinct from wb.id_file_logo or g.id_file_cover is distinct from wb.id_file_cover
        or g.font <> wb.font or g.color <> wb.color)
    returning g.id_guide`);
  return result.rows.map((r) => r.id_guide);
}

/** Saves the workspace's branding and gives it to every guide that follows it, in one transaction. */
export async function saveWorkspaceBranding(db: Db, idWorkspace: number, branding: BrandingValues): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(workspaceBranding)
      .values({ id_workspace: idWorkspace, ...branding })
      .onConflictDoUpdate({
        target: workspaceBranding.id_workspace,
        set: { ...branding, date_modified: sql`now()` },
      });
    return takeWorkspaceBranding(tx, idWorkspace, 'following');
  });
}

/** The guides `takeWorkspaceBranding` acts on, as a condition on `g`. */
function guidesOf(which: { only: number } | { ids: readonly number[] } | 'all' | 'following') {
  if (which === 'all') return sql``;
  if (which === 'following') return sql`and g.branding_follows`;
  if ('only' in which) return sql`and g.id_guide = ${which.only}`;
  return sql`and ${inArray(sql`g.id_guide`, [...which.ids])}`;
}

/** These guides take and follow the workspace's branding (one statement): the ids of those that changed. */
export function followWorkspaceBrandingMany(db: Db, idWorkspace: number, ids: readonly number[]): Promise<number[]> {
  return takeWorkspaceBranding(db, idWorkspace, { ids });
}

/** Every guide of the workspace takes and follows its branding: the ids of those that changed. */
export function applyWorkspaceBrandingToAll(db: Db, idWorkspace: number): Promise<number[]> {
  return takeWorkspaceBranding(db, idWorkspace, 'all');
}

/** One guide takes and follows the workspace's branding (false when the workspace has none). */
export async function followWorkspaceBranding(db: Db, idWorkspace: number, idGuide: number): Promise<void> {
  await takeWorkspaceBranding(db, idWorkspace, { only: idGuide });
}

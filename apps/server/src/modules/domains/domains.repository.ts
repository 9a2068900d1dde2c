/**
 * SQL of workspace domains. A workspace's own row is read and written by its id_workspace; the
 * public reads are named for their key: a domain name (who holds it, whether it is verified), a share
 * token and a public file id (which workspace they belong to, for the requests on a domain).
 */
import { and, asc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  filesPublic,
  guides,
  guideTopics,
  workspaceDomains,
  workspaces,
  type DbWorkspaceDomain,
} from '../../db/schema.ts';

export type DomainRow = DbWorkspaceDomain;

const PUBLISHED = 1;

export async function findDomain(db: Db, idWorkspace: number): Promise<DomainRow | undefined> {
  const rows = await db.select().from(workspaceDomains).where(eq(workspaceDomains.id_workspace, idWorkspace)).limit(1);
  return rows[0];
}

/** The workspace that holds this domain name (verified or not), by the name alone. */
export async function findDomainHolder(db: Db, domain: string): Promise<number | undefined> {
  const rows = await db
    .select({ id_workspace: workspaceDomains.id_workspace })
    .from(workspaceDomains)
    .where(eq(workspaceDomains.domain, domain))
    .limit(1);
  return rows[0]?.id_workspace;
}

/** The workspace whose verified domain this is, by the name alone. */
export async function findVerifiedDomainWorkspace(db: Db, domain: string): Promise<number | undefined> {
  const rows = await db
    .select({ id_workspace: workspaceDomains.id_workspace })
    .from(workspaceDomains)
    .where(and(eq(workspaceDomains.domain, domain), isNotNull(workspaceDomains.verified_at)))
    .limit(1);
  return rows[0]?.id_workspace;
}

/** The workspace's verified domain name, or undefined. */
export async function findVerifiedDomain(db: Db, idWorkspace: number): Promise<string | undefined> {
  const rows = await db
    .select({ domain: workspaceDomains.domain })
    .from(workspaceDomains)
    .where(and(eq(workspaceDomains.id_workspace, idWorkspace), isNotNull(workspaceDomains.verified_at)))
    .limit(1);
  return rows[0]?.domain;
}

/**
 * Sets the workspace's domain. The same name as before keeps the row (and its verification); a new
 * name starts over: new token, not verified, no check yet. The unique index on the name refuses a
 * name another workspace holds (the caller turns it into a message).
 */
export async function upsertDomain(
  db: Db,
  idWorkspace: number,
  domain: string,
  verifyToken: string,
): Promise<DomainRow> {
  const rows = await db
    .insert(workspaceDomains)
    .values({ id_workspace: idWorkspace, domain, verify_token: verifyToken })
    .onConflictDoUpdate({
      target: workspaceDomains.id_workspace,
      set: {
        domain,
        verify_token: verifyToken,
        verified_at: null,
        last_check_at: null,
        last_check_result: null,
        date_created: sql`now()`,
      },
      setWhere: sql`${workspaceDomains.domain} <> excluded.domain`,
    })
    .returning();
  return rows[0] ?? ((await findDomain(db, idWorkspace)) as DomainRow);
}

export async function deleteDomain(db: Db, idWorkspace: number): Promise<boolean> {
  const rows = await db
    .delete(workspaceDomains)
    .where(eq(workspaceDomains.id_workspace, idWorkspace))
    .returning({ id: workspaceDomains.id_workspace_domain });
  return rows.length > 0;
}

/** Stores a check's outcome for the workspace's current domain (only while it is still `domain`). */
export async function recordCheck(
  db: Db,
  idWorkspace: number,
  domain: string,
  result: string,
  at: Date,
  verified: boolean,
): Promise<DomainRow | undefined> {
  const rows = await db
    .update(workspaceDomains)
    .set({
      last_check_at: at,
      last_check_result: result,
      ...(verified
        ? { verified_at: sql`coalesce(${workspaceDomains.verified_at}, ${at.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(workspaceDomains.id_workspace, idWorkspace), eq(workspaceDomains.domain, domain)))
    .returning();
  return rows[0];
}

/** The workspace a share token's guide belongs to, by the token alone. */
export async function findTokenWorkspace(db: Db, token: string): Promise<number | undefined> {
  const rows = await db
    .select({ id_workspace: guides.id_workspace })
    .from(guides)
    .where(eq(guides.share_token, token))
    .limit(1);
  return rows[0]?.id_workspace;
}

/** The workspace a public file belongs to, by its random file id alone. */
export async function findFileWorkspace(db: Db, fileId: string): Promise<number | undefined> {
  const rows = await db
    .select({ id_workspace: filesPublic.id_workspace })
    .from(filesPublic)
    .where(eq(filesPublic.file_ID, fileId))
    .limit(1);
  return rows[0]?.id_workspace;
}

export type PublishedGuideRow = {
  id_guide: number;
  title: string;
  subtitle: string | null;
  share_token: string;
  slug: string | null;
};

/** The workspace's guides a guest sees something in (a published topic in a published category), by title. */
export async function listPublishedGuides(db: Db, idWorkspace: number): Promise<PublishedGuideRow[]> {
  return db
    .select({
      id_guide: guides.id_guide,
      title: guides.title,
      subtitle: guides.subtitle,
      share_token: guides.share_token,
      slug: guides.slug,
    })
    .from(guides)
    .where(
      and(
        eq(guides.id_workspace, idWorkspace),
        exists(
          db
            .select({ one: sql`1` })
            .from(guideTopics)
            .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
            .where(
              and(
                eq(categories.id_guide, guides.id_guide),
                eq(categories.id_status, PUBLISHED),
                eq(guideTopics.id_status, PUBLISHED),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(guides.title), asc(guides.id_guide));
}

/** The workspace's name (the title of the page at its domain's root). */
export async function findWorkspaceName(db: Db, idWorkspace: number): Promise<string | undefined> {
  const rows = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id_workspace, idWorkspace))
    .limit(1);
  return rows[0]?.name;
}

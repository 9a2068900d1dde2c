/** SQL for the host's side of sharing: branding and share tokens. Every call is scoped by the owner's id. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filesPublic, guides } from '../../db/schema.ts';

/** True when the library file exists and is this host's. */
export async function ownsFile(db: Db, idWorkspace: number, idFile: number): Promise<boolean> {
  const rows = await db
    .select({ id: filesPublic.id_file_public })
    .from(filesPublic)
    .where(and(eq(filesPublic.id_workspace, idWorkspace), eq(filesPublic.id_file_public, idFile)))
    .limit(1);
  return rows.length > 0;
}

export async function saveBranding(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  branding: { id_file_logo: number | null; id_file_cover?: number | null; font: string; color: string },
): Promise<boolean> {
  const rows = await db
    .update(guides)
    .set({ ...branding, date_modified: sql`now()` })
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

export async function findShare(
  db: Db,
  idWorkspace: number,
  idGuide: number,
): Promise<{ token: string; title: string } | undefined> {
  const rows = await db
    .select({ token: guides.share_token, title: guides.title })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .limit(1);
  return rows[0];
}

export async function replaceShareToken(db: Db, idWorkspace: number, idGuide: number, token: string): Promise<boolean> {
  const rows = await db
    .update(guides)
    .set({ share_token: token })
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

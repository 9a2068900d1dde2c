/**
 * SQL for the public image library (files_public). Every function but findServedFile is
 * scoped by the owner's id; findServedFile answers the public image URLs, whose random
 * file_ID is the only key.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  filesPublic,
  filesPublicCounts,
  guides,
  guideTopics,
  translations,
  workspaceBranding,
  type DbFile,
} from '../../db/schema.ts';

/** The row as stored, for this module's presenter. */
export type { DbFile } from '../../db/schema.ts';

export type NewFile = Omit<typeof filesPublic.$inferInsert, 'id_file_public' | 'id_workspace'>;
/** `capped`: more files match than were counted (searches, see SEARCH_PAGES_COUNTED); `total` is the cap. */
export type FilePage = { rows: DbFile[]; total: number; capped: boolean };

/**
 * A search counts its matches only as far as SEARCH_PAGES_COUNTED pages past the one asked for:
 * counting every match of a common word in a big library costs far more than the page itself
 * (10,000 matches of 100,000 files: ~20 ms, against ~0.1 ms for the page). Past that, TOTAL is
 * the cap and `capped` is set; each page further on counts further, so next/previous always work.
 */
export const SEARCH_PAGES_COUNTED = 10;

/**
 * "desc nulls last" like the (id_workspace, date_created, id) index, which drizzle-kit made with
 * NULLS LAST: a plain "desc" (nulls first) would not match it, and every page would sort the
 * whole library. Both columns are NOT NULL, so the order is the same.
 */
const newestFirst = [
  sql`${filesPublic.date_created} desc nulls last`,
  sql`${filesPublic.id_file_public} desc nulls last`,
];

export async function insertFile(db: Db, idWorkspace: number, file: NewFile): Promise<DbFile> {
  const rows = await db
    .insert(filesPublic)
    .values({ ...file, id_workspace: idWorkspace })
    .returning();
  return rows[0] as DbFile;
}

/** True when the library file exists and is the workspace's. */
export async function ownsFile(db: Db, idWorkspace: number, idFile: number): Promise<boolean> {
  const rows = await db
    .select({ id: filesPublic.id_file_public })
    .from(filesPublic)
    .where(and(eq(filesPublic.id_workspace, idWorkspace), eq(filesPublic.id_file_public, idFile)))
    .limit(1);
  return rows.length > 0;
}

export async function findFile(db: Db, idWorkspace: number, idFile: number): Promise<DbFile | undefined> {
  const rows = await db
    .select()
    .from(filesPublic)
    .where(and(eq(filesPublic.id_workspace, idWorkspace), eq(filesPublic.id_file_public, idFile)))
    .limit(1);
  return rows[0];
}

/** The newest of the owner's files with exactly this name. */
export async function findFileByName(db: Db, idWorkspace: number, name: string): Promise<DbFile | undefined> {
  const rows = await db
    .select()
    .from(filesPublic)
    .where(and(eq(filesPublic.id_workspace, idWorkspace), eq(filesPublic.name, name)))
    .orderBy(...newestFirst)
    .limit(1);
  return rows[0];
}

/** Public image URLs: looked up by the unguessable file_ID alone. */
export async function findServedFile(db: Db, fileId: string): Promise<DbFile | undefined> {
  const rows = await db.select().from(filesPublic).where(eq(filesPublic.file_ID, fileId)).limit(1);
  return rows[0];
}

/**
 * One page of the owner's files, newest first (the (id_workspace, date_created desc, id desc) index
 * gives the order); nameContains filters case-insensitively. The whole library's count is kept by
 * triggers (files_public_counts); a search counts its matches up to a cap (SEARCH_PAGES_COUNTED).
 */
export async function listFiles(
  db: Db,
  idWorkspace: number,
  page: { offset: number; limit: number },
  nameContains?: string,
): Promise<FilePage> {
  const where = nameContains
    ? and(
        eq(filesPublic.id_workspace, idWorkspace),
        // lower(name) LIKE matches the trigram index on lower(name); % and _ are escaped.
        sql`lower(${filesPublic.name}) like ${`%${escapeLike(nameContains.toLowerCase())}%`} escape '\\'`,
      )
    : eq(filesPublic.id_workspace, idWorkspace);
  const rowsQuery = db
    .select()
    .from(filesPublic)
    .where(where)
    .orderBy(...newestFirst)
    .offset(page.offset)
    .limit(page.limit);
  if (!nameContains) {
    const [rows, counts] = await Promise.all([
      rowsQuery,
      db
        .select({ total: filesPublicCounts.files_count })
        .from(filesPublicCounts)
        .where(eq(filesPublicCounts.id_workspace, idWorkspace)),
    ]);
    return { rows, total: counts[0]?.total ?? 0, capped: false };
  }
  const cap = page.offset + page.limit * (SEARCH_PAGES_COUNTED + 1);
  const matches = db
    .select({ one: sql`1` })
    .from(filesPublic)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [rows, counts] = await Promise.all([rowsQuery, db.select({ n: sql<number>`count(*)::int` }).from(matches)]);
  const n = counts[0]?.n ?? 0;
  return { rows, total: Math.min(n, cap), capped: n > cap };
}

/** Every file of the owner, newest first (the list call without page parameters). */
export async function listAllFiles(db: Db, idWorkspace: number): Promise<DbFile[]> {
  return db
    .select()
    .from(filesPublic)
    .where(eq(filesPublic.id_workspace, idWorkspace))
    .orderBy(...newestFirst);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A topic that shows a file, named with the guide it belongs to. */
export type TopicUse = { topic: string; guide: string; id_guide: number };

/**
 * The owner's topics that show this file as their featured image, each once, with its guide's
 * title (a duplicated guide has topics of the same name: only the guide tells them apart).
 */
export async function topicsUsingFile(db: Db, idWorkspace: number, idFile: number): Promise<TopicUse[]> {
  const rows = await db
    .select({ topic: guideTopics.name, guide: guides.title, idGuide: guides.id_guide })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .innerJoin(guides, eq(guides.id_guide, categories.id_guide))
    .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_file_public, idFile)))
    .orderBy(guides.id_guide, categories.position, guideTopics.position, guideTopics.id_guide_topic);
  const seen = new Set<string>();
  const uses: TopicUse[] = [];
  for (const r of rows) {
    const key = JSON.stringify([r.idGuide, r.topic]);
    if (seen.has(key)) continue;
    seen.add(key);
    uses.push({ topic: r.topic, guide: r.guide, id_guide: r.idGuide });
  }
  return uses;
}

/**
 * Names of the owner's topics whose content, or a translation of it, shows this file
 * (`<img src="/api{path_file}">`: images pasted into the editor are stored in the library and shown
 * so). A scan of the owner's topics, on delete only.
 */
export async function topicsShowingFile(
  db: Db,
  idWorkspace: number,
  pathFile: string,
): Promise<{ name: string; id_guide: number }[]> {
  const src = `src="/api${pathFile}"`;
  const inTranslation = db
    .select({ id: translations.id_guide_topic })
    .from(translations)
    .where(
      and(
        eq(translations.id_workspace, idWorkspace),
        sql`${translations.id_guide_topic} is not null`,
        sql`strpos(${translations.fields}->>'content', ${src}) > 0`,
      ),
    );
  return db
    .select({ name: guideTopics.name, id_guide: categories.id_guide })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .where(
      and(
        eq(guideTopics.id_workspace, idWorkspace),
        or(sql`strpos(${guideTopics.content}, ${src}) > 0`, inArray(guideTopics.id_guide_topic, inTranslation)),
      ),
    )
    .orderBy(guideTopics.id_guide_topic);
}

/** Titles of the owner's guides that show this file as their branding logo, or as their cover photo. */
export async function guidesUsingFileAs(
  db: Db,
  idWorkspace: number,
  idFile: number,
  role: 'logo' | 'cover',
): Promise<{ title: string; id_guide: number }[]> {
  const column = role === 'logo' ? guides.id_file_logo : guides.id_file_cover;
  return db
    .select({ title: guides.title, id_guide: guides.id_guide })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(column, idFile)))
    .orderBy(guides.id_guide);
}

/** Whether the file is the workspace branding's logo or cover photo. */
export async function isWorkspaceBrandingFile(db: Db, idWorkspace: number, idFile: number): Promise<boolean> {
  const rows = await db
    .select({ id: workspaceBranding.id_workspace })
    .from(workspaceBranding)
    .where(
      and(
        eq(workspaceBranding.id_workspace, idWorkspace),
        or(eq(workspaceBranding.id_file_logo, idFile), eq(workspaceBranding.id_file_cover, idFile)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Records the file's cover rendition; false when the file is gone. */
export async function setCoverPath(db: Db, idWorkspace: number, idFile: number, pathCover: string): Promise<boolean> {
  const rows = await db
    .update(filesPublic)
    .set({ path_cover: pathCover })
    .where(and(eq(filesPublic.id_workspace, idWorkspace), eq(filesPublic.id_file_public, idFile)))
    .returning({ id: filesPublic.id_file_public });
  return rows.length > 0;
}

/** Sets the thumbnail made after the upload was answered; false when the file is gone. */
export async function setThumbnail(
  db: Db,
  idWorkspace: number,
  idFile: number,
  pathThumbnail: string,
): Promise<boolean> {
  const rows = await db
    .update(filesPublic)
    .set({ path_thumbnail: pathThumbnail })
    .where(and(eq(filesPublic.id_workspace, idWorkspace), eq(filesPublic.id_file_public, idFile)))
    .returning({ id: filesPublic.id_file_public });
  return rows.length > 0;
}

export async function deleteFile(db: Db, idWorkspace: number, idFile: number): Promise<DbFile | undefined> {
  const rows = await db
    .delete(filesPublic)
    .where(and(eq(filesPublic.id_workspace, idWorkspace), eq(filesPublic.id_file_public, idFile)))
    .returning();
  return rows[0];
}

/**
 * SQL for the public image library (files_public). Every function but findServedFile is
 * scoped by the owner's id; findServedFile answers the public image URLs, whose random
 * file_ID is the only key.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filesPublic, guides, guideTopics, type DbFile } from '../../db/schema.ts';

export type NewFile = Omit<typeof filesPublic.$inferInsert, 'id_file_public' | 'id_user'>;
export type FilePage = { rows: DbFile[]; total: number };

const newestFirst = [desc(filesPublic.date_created), desc(filesPublic.id_file_public)];

export async function insertFile(db: Db, idUser: number, file: NewFile): Promise<DbFile> {
  const rows = await db
    .insert(filesPublic)
    .values({ ...file, id_user: idUser })
    .returning();
  return rows[0] as DbFile;
}

export async function findFile(db: Db, idUser: number, idFile: number): Promise<DbFile | undefined> {
  const rows = await db
    .select()
    .from(filesPublic)
    .where(and(eq(filesPublic.id_user, idUser), eq(filesPublic.id_file_public, idFile)))
    .limit(1);
  return rows[0];
}

/** The newest of the owner's files with exactly this name. */
export async function findFileByName(db: Db, idUser: number, name: string): Promise<DbFile | undefined> {
  const rows = await db
    .select()
    .from(filesPublic)
    .where(and(eq(filesPublic.id_user, idUser), eq(filesPublic.name, name)))
    .orderBy(...newestFirst)
    .limit(1);
  return rows[0];
}

/** Public image URLs: looked up by the unguessable file_ID alone. */
export async function findServedFile(db: Db, fileId: string): Promise<DbFile | undefined> {
  const rows = await db.select().from(filesPublic).where(eq(filesPublic.file_ID, fileId)).limit(1);
  return rows[0];
}

/** One page of the owner's files, newest first; nameContains filters case-insensitively. */
export async function listFiles(
  db: Db,
  idUser: number,
  page: { offset: number; limit: number },
  nameContains?: string,
): Promise<FilePage> {
  const where = nameContains
    ? and(
        eq(filesPublic.id_user, idUser),
        // lower(name) LIKE matches the trigram index on lower(name); % and _ are escaped.
        sql`lower(${filesPublic.name}) like ${`%${escapeLike(nameContains.toLowerCase())}%`} escape '\\'`,
      )
    : eq(filesPublic.id_user, idUser);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(filesPublic)
      .where(where)
      .orderBy(...newestFirst)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(filesPublic).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Names of the owner's topics that show this file as their featured image. */
export async function topicsUsingFile(db: Db, idUser: number, idFile: number): Promise<string[]> {
  const rows = await db
    .select({ name: guideTopics.name })
    .from(guideTopics)
    .where(and(eq(guideTopics.id_user, idUser), eq(guideTopics.id_file_public, idFile)))
    .orderBy(guideTopics.id_guide_topic);
  return rows.map((r) => r.name);
}

/** Titles of the owner's guides that show this file as their branding logo. */
export async function guidesUsingFileAsLogo(db: Db, idUser: number, idFile: number): Promise<string[]> {
  const rows = await db
    .select({ title: guides.title })
    .from(guides)
    .where(and(eq(guides.id_user, idUser), eq(guides.id_file_logo, idFile)))
    .orderBy(guides.id_guide);
  return rows.map((r) => r.title);
}

/** Sets the thumbnail made after the upload was answered; false when the file is gone. */
export async function setThumbnail(db: Db, idUser: number, idFile: number, pathThumbnail: string): Promise<boolean> {
  const rows = await db
    .update(filesPublic)
    .set({ path_thumbnail: pathThumbnail })
    .where(and(eq(filesPublic.id_user, idUser), eq(filesPublic.id_file_public, idFile)))
    .returning({ id: filesPublic.id_file_public });
  return rows.length > 0;
}

export async function deleteFile(db: Db, idUser: number, idFile: number): Promise<DbFile | undefined> {
  const rows = await db
    .delete(filesPublic)
    .where(and(eq(filesPublic.id_user, idUser), eq(filesPublic.id_file_public, idFile)))
    .returning();
  return rows[0];
}

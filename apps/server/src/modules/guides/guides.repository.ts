/** SQL for guides. Every function is scoped by the owner's id. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guides, type DbGuide } from '../../db/schema.ts';
import type { TGuideCreateRequest } from '@guidebook/contract';

export type GuideFields = TGuideCreateRequest;

export async function listGuides(db: Db, idUser: number): Promise<DbGuide[]> {
  return db.select().from(guides).where(eq(guides.id_user, idUser)).orderBy(desc(guides.id_guide));
}

export async function findGuide(db: Db, idUser: number, idGuide: number): Promise<DbGuide | undefined> {
  const rows = await db
    .select()
    .from(guides)
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .limit(1);
  return rows[0];
}

export async function createGuide(db: Db, idUser: number, fields: GuideFields): Promise<DbGuide> {
  const rows = await db
    .insert(guides)
    .values({ ...fields, id_user: idUser })
    .returning();
  return rows[0] as DbGuide;
}

export async function updateGuide(
  db: Db,
  idUser: number,
  idGuide: number,
  fields: GuideFields,
): Promise<DbGuide | undefined> {
  const rows = await db
    .update(guides)
    .set({ ...fields, date_modified: sql`now()` })
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .returning();
  return rows[0];
}

export async function deleteGuide(db: Db, idUser: number, idGuide: number): Promise<boolean> {
  const rows = await db
    .delete(guides)
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

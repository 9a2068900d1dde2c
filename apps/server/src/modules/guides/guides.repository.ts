/** SQL for guides. Every function is scoped by the owner's id. */
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { filesPublic, guideContents, guides, type DbGuide } from '../../db/schema.ts';
import { GUIDE_TEMPLATE_CATEGORIES, type TGuideCreateRequest } from '@guidebook/contract';
import { newShareToken } from '../share/share-token.ts';

export type GuideFields = Omit<TGuideCreateRequest, 'with_template'>;

/** A guide with its logo's library path (null without a logo). */
export type GuideRow = DbGuide & { logo_path: string | null };

function selectWithLogo(db: Db) {
  return db
    .select({ ...getTableColumns(guides), logo_path: filesPublic.path_file })
    .from(guides)
    .leftJoin(filesPublic, eq(filesPublic.id_file_public, guides.id_file_logo));
}

export async function listGuides(db: Db, idUser: number): Promise<GuideRow[]> {
  const statement = prepared(db, 'guides_list', (d) =>
    selectWithLogo(d)
      .where(eq(guides.id_user, sql.placeholder('idUser')))
      .orderBy(desc(guides.id_guide))
      .prepare('guides_list'),
  );
  return statement.execute({ idUser });
}

export async function findGuide(db: Db, idUser: number, idGuide: number): Promise<GuideRow | undefined> {
  const rows = await selectWithLogo(db)
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .limit(1);
  return rows[0];
}

/** Creates the guide and, with `withTemplate`, the ten standard categories, in one transaction. */
export async function createGuide(
  db: Db,
  idUser: number,
  fields: GuideFields,
  withTemplate: boolean,
): Promise<GuideRow> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(guides)
      .values({ ...fields, welcome: fields.welcome ?? null, id_user: idUser, share_token: newShareToken() })
      .returning();
    const guide = rows[0] as DbGuide;
    if (withTemplate) {
      await tx.insert(guideContents).values(
        GUIDE_TEMPLATE_CATEGORIES.map((c, i) => ({
          id_guide: guide.id_guide,
          id_user: idUser,
          name: c.name,
          description: c.description,
          image: c.icon,
          kind: c.kind,
          id_status: 1,
          position: i + 1,
        })),
      );
    }
    return { ...guide, logo_path: null };
  });
}

/** Absent `welcome` keeps the stored text (older clients do not send it). */
export async function updateGuide(
  db: Db,
  idUser: number,
  idGuide: number,
  fields: GuideFields,
): Promise<GuideRow | undefined> {
  const { welcome, ...rest } = fields;
  const rows = await db
    .update(guides)
    .set({ ...rest, ...(welcome !== undefined ? { welcome } : {}), date_modified: sql`now()` })
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  if (rows.length === 0) return undefined;
  return findGuide(db, idUser, idGuide);
}

export async function deleteGuide(db: Db, idUser: number, idGuide: number): Promise<boolean> {
  const rows = await db
    .delete(guides)
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

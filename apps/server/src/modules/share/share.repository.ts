/**
 * SQL for branding, share tokens and the guest guide. Host calls are scoped by the
 * owner's id; the guest side first resolves the unguessable share token to its guide
 * and owner, then reads only that owner's rows.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filesPublic, guideContents, guides, guideTopics, type DbCategory, type DbTopic } from '../../db/schema.ts';
import { findGuide, type GuideRow } from '../guides/guides.repository.ts';
import { findMap, type MapRow } from '../maps/maps.repository.ts';

export type BrandingRow = { id_file_logo: number | null; logo_path: string | null; font: string; color: string };
export type GuestTopicRow = DbTopic & { path_file: string | null; path_thumbnail: string | null };
/** Everything the guest presenter may pick from; it decides what leaves the server. */
export type GuestSource = {
  guide: GuideRow;
  categories: DbCategory[];
  topics: GuestTopicRow[];
  /** The guide's active map with its pins, or null. */
  map: MapRow | null;
};

const PUBLISHED = 1;

export async function findBranding(db: Db, idUser: number, idGuide: number): Promise<BrandingRow | undefined> {
  const guide = await findGuide(db, idUser, idGuide);
  return (
    guide && { id_file_logo: guide.id_file_logo, logo_path: guide.logo_path, font: guide.font, color: guide.color }
  );
}

/** True when the library file exists and is this host's. */
export async function ownsFile(db: Db, idUser: number, idFile: number): Promise<boolean> {
  const rows = await db
    .select({ id: filesPublic.id_file_public })
    .from(filesPublic)
    .where(and(eq(filesPublic.id_user, idUser), eq(filesPublic.id_file_public, idFile)))
    .limit(1);
  return rows.length > 0;
}

export async function saveBranding(
  db: Db,
  idUser: number,
  idGuide: number,
  branding: { id_file_logo: number | null; font: string; color: string },
): Promise<boolean> {
  const rows = await db
    .update(guides)
    .set({ ...branding, date_modified: sql`now()` })
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

export async function findShare(
  db: Db,
  idUser: number,
  idGuide: number,
): Promise<{ token: string; title: string } | undefined> {
  const rows = await db
    .select({ token: guides.share_token, title: guides.title })
    .from(guides)
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .limit(1);
  return rows[0];
}

export async function replaceShareToken(db: Db, idUser: number, idGuide: number, token: string): Promise<boolean> {
  const rows = await db
    .update(guides)
    .set({ share_token: token })
    .where(and(eq(guides.id_user, idUser), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

/** The guide a share link opens: looked up by the token alone, like a public image by its file id. */
export async function findGuideByToken(
  db: Db,
  token: string,
): Promise<{ id_guide: number; id_user: number } | undefined> {
  const rows = await db
    .select({ id_guide: guides.id_guide, id_user: guides.id_user })
    .from(guides)
    .where(eq(guides.share_token, token))
    .limit(1);
  return rows[0];
}

/** The guide with its published categories and their published topics, each in the host's order. */
export async function loadGuestSource(db: Db, idUser: number, idGuide: number): Promise<GuestSource | undefined> {
  const guide = await findGuide(db, idUser, idGuide);
  if (!guide) return undefined;
  const categories = await db
    .select()
    .from(guideContents)
    .where(
      and(
        eq(guideContents.id_user, idUser),
        eq(guideContents.id_guide, idGuide),
        eq(guideContents.id_status, PUBLISHED),
      ),
    )
    .orderBy(asc(guideContents.position), asc(guideContents.id_guide_content));
  const ids = categories.map((c) => c.id_guide_content);
  const topics =
    ids.length === 0
      ? []
      : await db
          .select({
            ...getTableColumns(guideTopics),
            path_file: filesPublic.path_file,
            path_thumbnail: filesPublic.path_thumbnail,
          })
          .from(guideTopics)
          .leftJoin(filesPublic, eq(filesPublic.id_file_public, guideTopics.id_file_public))
          .where(
            and(
              eq(guideTopics.id_user, idUser),
              inArray(guideTopics.id_guide_content, ids),
              eq(guideTopics.id_status, PUBLISHED),
            ),
          )
          .orderBy(asc(guideTopics.position), asc(guideTopics.id_guide_topic));
  const map = guide.id_map === null ? null : ((await findMap(db, idUser, guide.id_map)) ?? null);
  return { guide, categories, topics, map };
}

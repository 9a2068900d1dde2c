/**
 * SQL of the guest read side. A guest knows a guide only by its unguessable share token: the
 * token resolves to the guide and its owner, and every other read is scoped by that owner.
 */
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, filesPublic, guides, guideTopics, type DbCategory, type DbTopic } from '../../db/schema.ts';

export type GuestCategoryRow = DbCategory;
export type GuestTopicRow = DbTopic & { path_file: string | null; path_thumbnail: string | null };

const PUBLISHED = 1;

/** The guide a share link opens: looked up by the token alone, like a public image by its file id. */
export async function findGuideByToken(
  db: Db,
  token: string,
): Promise<{ id_guide: number; id_workspace: number } | undefined> {
  const rows = await db
    .select({ id_guide: guides.id_guide, id_workspace: guides.id_workspace })
    .from(guides)
    .where(eq(guides.share_token, token))
    .limit(1);
  return rows[0];
}

/**
 * The guide's published categories and their published topics, each in the host's order. With
 * `drafts` (the host's drafts preview only): every category and topic, Drafts included.
 */
export async function loadGuestContent(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<{ categories: GuestCategoryRow[]; topics: GuestTopicRow[] }> {
  const shown = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.id_workspace, idWorkspace),
        eq(categories.id_guide, idGuide),
        drafts ? undefined : eq(categories.id_status, PUBLISHED),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id_guide_content));
  const ids = shown.map((c) => c.id_guide_content);
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
              eq(guideTopics.id_workspace, idWorkspace),
              inArray(guideTopics.id_guide_content, ids),
              drafts ? undefined : eq(guideTopics.id_status, PUBLISHED),
            ),
          )
          .orderBy(asc(guideTopics.position), asc(guideTopics.id_guide_topic));
  return { categories: shown, topics };
}

/**
 * SQL for the Data tab: reading a whole guide (fields, categories, topics and the
 * library files they use) and writing a whole new one in one transaction. Every query
 * is scoped by the owner's id.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  filesPublic,
  categories,
  guides,
  guideTopics,
  translations,
  type DbCategory,
  type DbFile,
  type DbGuide,
  type DbTopic,
} from '../../db/schema.ts';
import type { GuideRow } from '../guides/guides.service.ts';
import { newShareToken } from '../../lib/tokens.ts';

export type GuideContentSource = { guide: GuideRow; categories: DbCategory[]; topics: DbTopic[]; files: DbFile[] };

/** The guide's every category and topic (drafts too) in the host's order, and the files they use. */
export async function loadGuideContent(db: Db, guide: GuideRow): Promise<GuideContentSource> {
  const { id_workspace: idWorkspace, id_guide: idGuide } = guide;
  const categoryRows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide, idGuide)))
    .orderBy(asc(categories.position), asc(categories.id_guide_content));
  const categoryIds = categoryRows.map((c) => c.id_guide_content);
  const topics =
    categoryIds.length === 0
      ? []
      : await db
          .select()
          .from(guideTopics)
          .where(and(eq(guideTopics.id_workspace, idWorkspace), inArray(guideTopics.id_guide_content, categoryIds)))
          .orderBy(asc(guideTopics.position), asc(guideTopics.id_guide_topic));
  const fileIds = new Set<number>();
  if (guide.id_file_logo) fileIds.add(guide.id_file_logo);
  if (guide.id_file_cover) fileIds.add(guide.id_file_cover);
  for (const topic of topics) if (topic.id_file_public) fileIds.add(topic.id_file_public);
  const files =
    fileIds.size === 0
      ? []
      : await db
          .select()
          .from(filesPublic)
          .where(and(eq(filesPublic.id_workspace, idWorkspace), inArray(filesPublic.id_file_public, [...fileIds])))
          .orderBy(asc(filesPublic.id_file_public));
  return { guide, categories: categoryRows, topics, files };
}

/** The owner's library files with these file_IDs (the images a topic's content shows by URL). */
export async function filesByFileId(db: Db, idWorkspace: number, fileIds: string[]): Promise<DbFile[]> {
  if (fileIds.length === 0) return [];
  return db
    .select()
    .from(filesPublic)
    .where(and(eq(filesPublic.id_workspace, idWorkspace), inArray(filesPublic.file_ID, fileIds)))
    .orderBy(asc(filesPublic.id_file_public));
}

/** The guide columns a copy carries over; ids, owner, share token and dates are the new guide's own. */
export type NewGuideFields = Pick<
  DbGuide,
  | 'title'
  | 'subtitle'
  | 'host'
  | 'phone'
  | 'phone_id_contact_type'
  | 'phone2'
  | 'phone2_id_contact_type'
  | 'email'
  | 'address'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'country'
  | 'timezone'
  | 'id_address_view'
  | 'id_map'
  | 'comment'
  | 'welcome'
  | 'id_file_logo'
  | 'id_file_cover'
  | 'font'
  | 'color'
  | 'branding_follows'
> &
  Partial<
    Pick<
      DbGuide,
      | 'default_language'
      | 'languages'
      | 'wifi_name'
      | 'wifi_password'
      | 'wifi_security'
      | 'wifi_view'
      | 'check_in_time'
      | 'check_out_time'
    >
  > & { translations?: NewTranslation[] };
/** A translation a copy carries: its language, texts and the digest of the original it was made from. */
export type NewTranslation = { language: string; fields: Record<string, unknown>; source_digest: string };
export type NewTopic = Partial<Pick<DbTopic, 'id_shared_topic'>> &
  Pick<
    DbTopic,
    'name' | 'description' | 'image' | 'content' | 'comment' | 'id_status' | 'id_topic_view' | 'id_file_public'
  > & { translations?: NewTranslation[] };
export type NewCategory = Pick<DbCategory, 'name' | 'description' | 'image' | 'id_status' | 'comment' | 'kind'> & {
  topics: NewTopic[];
  translations?: NewTranslation[];
};

/**
 * Creates the guide, its categories and topics in the given order, all or nothing. The
 * file ids must already be the host's (the service checks or has just stored them).
 */
export async function insertGuideWithContent(
  db: Db,
  idWorkspace: number,
  fields: NewGuideFields,
  newCategories: NewCategory[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const { translations: guideTranslations = [], ...guideFields } = fields;
    const [guide] = await tx
      .insert(guides)
      .values({ ...guideFields, id_workspace: idWorkspace, share_token: newShareToken() })
      .returning({ id: guides.id_guide });
    const idGuide = (guide as { id: number }).id;
    // The translations of the copy, with the ids of what they translate.
    const copies: (typeof translations.$inferInsert)[] = guideTranslations.map((t) => ({
      ...t,
      id_workspace: idWorkspace,
      id_guide: idGuide,
    }));
    const insertTranslations = async () => {
      for (let start = 0; start < copies.length; start += 500)
        await tx.insert(translations).values(copies.slice(start, start + 500));
    };
    if (newCategories.length === 0) {
      await insertTranslations();
      return idGuide;
    }
    const created = await tx
      .insert(categories)
      .values(
        newCategories.map(({ topics: _topics, translations: _translations, ...category }, index) => ({
          ...category,
          id_guide: idGuide,
          id_workspace: idWorkspace,
          position: index + 1,
        })),
      )
      .returning({ id: categories.id_guide_content, position: categories.position });
    // RETURNING order is not promised; the position says which category each id is.
    const idOfPosition = new Map(created.map((c) => [c.position, c.id]));
    const topics = newCategories.flatMap((category, index) =>
      category.topics.map(({ translations: _translations, ...topic }, topicIndex) => ({
        ...topic,
        id_guide_content: idOfPosition.get(index + 1) as number,
        id_workspace: idWorkspace,
        position: topicIndex + 1,
      })),
    );
    // Large guides: insert in batches to stay under PostgreSQL's parameter limit.
    const idOfTopic = new Map<string, number>();
    for (let start = 0; start < topics.length; start += 500) {
      const made = await tx
        .insert(guideTopics)
        .values(topics.slice(start, start + 500))
        .returning({
          id: guideTopics.id_guide_topic,
          category: guideTopics.id_guide_content,
          position: guideTopics.position,
        });
      for (const t of made) idOfTopic.set(`${t.category}/${t.position}`, t.id);
    }
    newCategories.forEach((category, index) => {
      const idCategory = idOfPosition.get(index + 1) as number;
      for (const t of category.translations ?? [])
        copies.push({ ...t, id_workspace: idWorkspace, id_guide_content: idCategory });
      category.topics.forEach((topic, topicIndex) => {
        const idTopic = idOfTopic.get(`${idCategory}/${topicIndex + 1}`) as number;
        for (const t of topic.translations ?? [])
          copies.push({ ...t, id_workspace: idWorkspace, id_guide_topic: idTopic });
      });
    });
    await insertTranslations();
    return idGuide;
  });
}

/**
 * SQL of translations: one row per translated thing and language, naming exactly one of
 * a guide, a category, a topic or a map; deleting the thing deletes its translations (foreign keys).
 * Also the reads a translation needs of its original (texts and the guide's languages). Every
 * function is scoped by the workspace's id.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, guides, guideTopics, maps, mapPins, translations, type DbTranslation } from '../../db/schema.ts';

export type { DbTranslation } from '../../db/schema.ts';

/** What a translation is of. */
export type TranslationTarget =
  | { kind: 'guide'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'topic'; id: number }
  | { kind: 'map'; id: number };

const COLUMN = {
  guide: translations.id_guide,
  category: translations.id_guide_content,
  topic: translations.id_guide_topic,
  map: translations.id_map,
} as const;

const COLUMN_NAME = {
  guide: 'id_guide',
  category: 'id_guide_content',
  topic: 'id_guide_topic',
  map: 'id_map',
} as const;

/** The guide's languages, for checking a translation's language. */
export type GuideLanguagesRow = { id_guide: number; default_language: string; languages: string[] };

/** The original texts of a translatable thing, with the languages of the guide it belongs to (none for a map). */
/** `shared`: a topic that shows a shared topic, translated through the shared topic only. */
export type Original = { texts: Record<string, unknown>; guide: GuideLanguagesRow | null; shared?: boolean };

const guideLanguageColumns = {
  id_guide: guides.id_guide,
  default_language: guides.default_language,
  languages: guides.languages,
};

/** The thing's current texts (what a translation translates), or undefined when it is not the workspace's. */
export async function findOriginal(
  db: Db,
  idWorkspace: number,
  target: TranslationTarget,
): Promise<Original | undefined> {
  switch (target.kind) {
    case 'guide': {
      const rows = await db
        .select({ ...guideLanguageColumns, title: guides.title, subtitle: guides.subtitle, welcome: guides.welcome })
        .from(guides)
        .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, target.id)));
      const r = rows[0];
      return r && { texts: { title: r.title, subtitle: r.subtitle, welcome: r.welcome }, guide: r };
    }
    case 'category': {
      const rows = await db
        .select({ ...guideLanguageColumns, name: categories.name })
        .from(categories)
        .innerJoin(guides, eq(guides.id_guide, categories.id_guide))
        .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide_content, target.id)));
      const r = rows[0];
      return r && { texts: { name: r.name }, guide: r };
    }
    case 'topic': {
      const rows = await db
        .select({
          ...guideLanguageColumns,
          name: guideTopics.name,
          content: guideTopics.content,
          id_shared_topic: guideTopics.id_shared_topic,
        })
        .from(guideTopics)
        .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
        .innerJoin(guides, eq(guides.id_guide, categories.id_guide))
        .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_guide_topic, target.id)));
      const r = rows[0];
      return r && { texts: { name: r.name, content: r.content }, guide: r, shared: r.id_shared_topic !== null };
    }
    case 'map': {
      const rows = await db
        .select({ title: maps.title })
        .from(maps)
        .where(and(eq(maps.id_workspace, idWorkspace), eq(maps.id_map, target.id)));
      if (!rows[0]) return undefined;
      const pins = await db
        .select({ name: mapPins.name, description: mapPins.description })
        .from(mapPins)
        .where(eq(mapPins.id_map, target.id))
        .orderBy(mapPins.position, mapPins.id_pin);
      return { texts: { title: rows[0].title, pins }, guide: null };
    }
  }
}

/** Saves (replaces) the translation of a thing into a language. */
export async function saveTranslation(
  db: Db,
  idWorkspace: number,
  target: TranslationTarget,
  language: string,
  fields: Record<string, unknown>,
  sourceDigest: string,
): Promise<DbTranslation> {
  const column = COLUMN[target.kind];
  // One statement, so two saves at once leave one row: the partial unique index of the target's column.
  const rows = await db
    .insert(translations)
    .values({
      id_workspace: idWorkspace,
      [COLUMN_NAME[target.kind]]: target.id,
      language,
      fields,
      source_digest: sourceDigest,
    })
    .onConflictDoUpdate({
      target: [column, translations.language],
      targetWhere: sql`${column} is not null`,
      set: { fields, source_digest: sourceDigest, date_modified: sql`now()` },
    })
    .returning();
  return rows[0] as DbTranslation;
}

export async function deleteTranslation(
  db: Db,
  idWorkspace: number,
  target: TranslationTarget,
  language: string,
): Promise<void> {
  await db
    .delete(translations)
    .where(
      and(
        eq(translations.id_workspace, idWorkspace),
        eq(COLUMN[target.kind], target.id),
        eq(translations.language, language),
      ),
    );
}

/** Every translation of one thing, in language order. */
export function translationsOf(db: Db, idWorkspace: number, target: TranslationTarget): Promise<DbTranslation[]> {
  return db
    .select()
    .from(translations)
    .where(and(eq(translations.id_workspace, idWorkspace), eq(COLUMN[target.kind], target.id)))
    .orderBy(translations.language);
}

/** The translations of a guide's categories (the categories list carries them). */
export function categoryTranslationsOfGuide(db: Db, idWorkspace: number, idGuide: number): Promise<DbTranslation[]> {
  return db
    .select({ ...getTableColumns(translations) })
    .from(translations)
    .innerJoin(categories, eq(categories.id_guide_content, translations.id_guide_content))
    .where(and(eq(translations.id_workspace, idWorkspace), eq(categories.id_guide, idGuide)))
    .orderBy(translations.language);
}

/** A guide's texts and its categories' and topics' (every status), for digests and progress. */
export type GuideTexts = {
  guide: { title: string; subtitle: string | null; welcome: string | null };
  categories: { id_guide_content: number; name: string }[];
  topics: { id_guide_topic: number; id_guide_content: number; name: string; content: string }[];
};

export async function guideTexts(db: Db, idWorkspace: number, idGuide: number): Promise<GuideTexts | undefined> {
  const guide = await db
    .select({ title: guides.title, subtitle: guides.subtitle, welcome: guides.welcome })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)));
  if (!guide[0]) return undefined;
  const cats = await db
    .select({ id_guide_content: categories.id_guide_content, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide, idGuide)))
    .orderBy(categories.position, categories.id_guide_content);
  const ids = cats.map((c) => c.id_guide_content);
  const topics =
    ids.length === 0
      ? []
      : await db
          .select({
            id_guide_topic: guideTopics.id_guide_topic,
            id_guide_content: guideTopics.id_guide_content,
            name: guideTopics.name,
            content: guideTopics.content,
          })
          .from(guideTopics)
          .where(and(eq(guideTopics.id_workspace, idWorkspace), inArray(guideTopics.id_guide_content, ids)))
          .orderBy(guideTopics.position, guideTopics.id_guide_topic);
  return { guide: guide[0], categories: cats, topics };
}

/**
 * The translations of a guide itself, its categories and its topics (with `languages`, only those
 * languages; with `map`, that map's too).
 */
export function translationsOfGuide(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  { languages, idMap }: { languages?: string[]; idMap?: number | null } = {},
): Promise<DbTranslation[]> {
  const categoryIds = db
    .select({ id: categories.id_guide_content })
    .from(categories)
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide, idGuide)));
  const topicIds = db
    .select({ id: guideTopics.id_guide_topic })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide, idGuide)));
  return db
    .select()
    .from(translations)
    .where(
      and(
        eq(translations.id_workspace, idWorkspace),
        languages ? inArray(translations.language, languages.length ? languages : ['']) : undefined,
        sql`(${translations.id_guide} = ${idGuide}
          or ${translations.id_guide_content} in ${categoryIds}
          or ${translations.id_guide_topic} in ${topicIds}
          ${idMap != null ? sql`or ${translations.id_map} = ${idMap}` : sql``})`,
      ),
    );
}

/**
 * Sets a guide's languages and deletes the translations of its guide, categories and topics in every
 * language it no longer has as a further language, in one transaction. Undefined when the guide is
 * not the workspace's.
 */
export async function setGuideLanguages(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  defaultLanguage: string,
  languages: string[],
  removed: string[],
): Promise<GuideLanguagesRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(guides)
      .set({ default_language: defaultLanguage, languages, date_modified: sql`now()` })
      .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
      .returning(guideLanguageColumns);
    if (!rows[0]) return undefined;
    if (removed.length > 0) {
      const stale = await translationsOfGuide(tx as unknown as Db, idWorkspace, idGuide, { languages: removed });
      if (stale.length > 0)
        await tx.delete(translations).where(
          inArray(
            translations.id_translation,
            stale.map((t) => t.id_translation),
          ),
        );
    }
    return rows[0];
  });
}

/** The guide's languages, or undefined when it is not the workspace's. */
export async function findGuideLanguages(
  db: Db,
  idWorkspace: number,
  idGuide: number,
): Promise<GuideLanguagesRow | undefined> {
  const rows = await db
    .select(guideLanguageColumns)
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)));
  return rows[0];
}

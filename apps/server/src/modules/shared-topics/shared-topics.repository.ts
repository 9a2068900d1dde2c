/**
 * SQL for shared topics (shared_topics, shared_topic_translations), their placements (guide_topics
 * rows with id_shared_topic) and guides' property values (guide_values). A placement holds a copy of
 * its shared topic's texts and translations, written by the same statements that change the shared
 * topic, so every reader of topics (guest payload, PDF, search, translations, export) reads it as a
 * topic. Every function is scoped by the workspace's id.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TTopicFields } from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import { hostColumns } from '../../db/iso-text.ts';
import {
  categories,
  filesPublic,
  guideTopics,
  guideValues,
  guides,
  sharedTopics,
  sharedTopicTranslations,
} from '../../db/schema.ts';

/** The database or a transaction on it. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export type SharedTopicRow = Omit<
  typeof sharedTopics.$inferSelect,
  'id_workspace' | 'date_created' | 'date_modified'
> & {
  path_file: string | null;
  date_created: string;
  date_modified: string;
};
export type SharedTranslationRow = typeof sharedTopicTranslations.$inferSelect;

export type SharedTopicInsert = TTopicFields;
export type SharedTopicPatch = Partial<SharedTopicInsert>;

/** shared_topics.id_file_public's foreign key, as drizzle-kit named it (migration 0023). */
export const SHARED_TOPIC_FILE_FK = 'shared_topics_id_file_public_files_public_id_file_public_fk';

function selectSharedTopics(db: Conn) {
  return db
    .select({ ...hostColumns(sharedTopics), path_file: filesPublic.path_file })
    .from(sharedTopics)
    .leftJoin(filesPublic, eq(filesPublic.id_file_public, sharedTopics.id_file_public));
}

export function listSharedTopics(db: Db, idWorkspace: number): Promise<SharedTopicRow[]> {
  return selectSharedTopics(db)
    .where(eq(sharedTopics.id_workspace, idWorkspace))
    .orderBy(asc(sharedTopics.name), asc(sharedTopics.id_shared_topic));
}

export async function findSharedTopic(db: Db, idWorkspace: number, id: number): Promise<SharedTopicRow | undefined> {
  const rows = await selectSharedTopics(db)
    .where(and(eq(sharedTopics.id_workspace, idWorkspace), eq(sharedTopics.id_shared_topic, id)))
    .limit(1);
  return rows[0];
}

/** Translations of the workspace's shared topics (of `ids`, or all). */
export function sharedTranslations(db: Db, idWorkspace: number, ids?: number[]): Promise<SharedTranslationRow[]> {
  return db
    .select()
    .from(sharedTopicTranslations)
    .where(
      and(
        eq(sharedTopicTranslations.id_workspace, idWorkspace),
        ids ? inArray(sharedTopicTranslations.id_shared_topic, ids) : undefined,
      ),
    )
    .orderBy(asc(sharedTopicTranslations.language));
}

export type PlacementRow = {
  id_shared_topic: number;
  id_guide_topic: number;
  id_guide: number;
  guide_title: string;
  id_guide_content: number;
  category_name: string;
};

/** Where the workspace's shared topics are placed (of `ids`, or all), by guide title. */
export function placements(db: Db, idWorkspace: number, ids?: number[]): Promise<PlacementRow[]> {
  return db
    .select({
      id_shared_topic: sql<number>`${guideTopics.id_shared_topic}`,
      id_guide_topic: guideTopics.id_guide_topic,
      id_guide: guides.id_guide,
      guide_title: guides.title,
      id_guide_content: categories.id_guide_content,
      category_name: categories.name,
    })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .innerJoin(guides, eq(guides.id_guide, categories.id_guide))
    .where(
      and(
        eq(guideTopics.id_workspace, idWorkspace),
        ids ? inArray(guideTopics.id_shared_topic, ids) : isNotNull(guideTopics.id_shared_topic),
      ),
    )
    .orderBy(asc(guides.title), asc(guides.id_guide), asc(guideTopics.id_guide_topic));
}

/** One placement (a topic row showing a shared topic) with its guide, or undefined. */
export async function findPlacement(
  db: Db,
  idWorkspace: number,
  idTopic: number,
): Promise<{ id_guide_topic: number; id_shared_topic: number | null; id_guide: number } | undefined> {
  const rows = await db
    .select({
      id_guide_topic: guideTopics.id_guide_topic,
      id_shared_topic: guideTopics.id_shared_topic,
      id_guide: categories.id_guide,
    })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_guide_topic, idTopic)))
    .limit(1);
  return rows[0];
}

/** True when the guide already shows the shared topic. */
export async function isPlacedInGuide(db: Db, idWorkspace: number, id: number, idGuide: number): Promise<boolean> {
  const rows = await db
    .select({ id: guideTopics.id_guide_topic })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .where(
      and(
        eq(guideTopics.id_workspace, idWorkspace),
        eq(guideTopics.id_shared_topic, id),
        eq(categories.id_guide, idGuide),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** How many guides show the shared topic. */
export async function guidesShowing(db: Db, idWorkspace: number, id: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(distinct ${categories.id_guide})::int` })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_shared_topic, id)));
  return rows[0]?.n ?? 0;
}

export async function insertSharedTopic(db: Db, idWorkspace: number, fields: SharedTopicInsert): Promise<number> {
  const rows = await db
    .insert(sharedTopics)
    .values({ ...fields, id_workspace: idWorkspace })
    .returning({ id: sharedTopics.id_shared_topic });
  return (rows[0] as { id: number }).id;
}

/**
 * Copies the shared topic's texts (and, with `statusAndView`, status and visibility) onto its
 * placements (`idTopic`: that one only): one UPDATE however many guides show it.
 */
export async function copySharedTopicToPlacements(
  tx: Conn,
  idWorkspace: number,
  id: number,
  { statusAndView, idTopic }: { statusAndView: boolean; idTopic?: number },
): Promise<void> {
  await tx.execute(sql`
    update guide_topics gt set
      name = s.name, description = s.description, image = s.image, content = s.content,
      id_file_public = s.id_file_public, date_modified = now()
      ${statusAndView ? sql`, id_status = s.id_status, id_topic_view = s.id_topic_view` : sql``}
    from shared_topics s
    where s.id_shared_topic = ${id} and s.id_workspace = ${idWorkspace}
      and gt.id_shared_topic = s.id_shared_topic and gt.id_workspace = ${idWorkspace}
      ${idTopic === undefined ? sql`` : sql`and gt.id_guide_topic = ${idTopic}`}`);
}

/**
 * Makes the placements' translations (`idTopic`: that one's) exactly the shared topic's: every
 * language it has, with its digest; languages it no longer has are removed.
 */
async function copyTranslationsToPlacements(tx: Conn, idWorkspace: number, id: number, idTopic?: number) {
  const onlyTopic = idTopic === undefined ? sql`` : sql`and gt.id_guide_topic = ${idTopic}`;
  await tx.execute(sql`
    delete from translations tr using guide_topics gt
    where tr.id_guide_topic = gt.id_guide_topic and gt.id_shared_topic = ${id} and gt.id_workspace = ${idWorkspace}
      ${onlyTopic}
      and not exists (select 1 from shared_topic_translations st
                      where st.id_shared_topic = ${id} and st.language = tr.language)`);
  await tx.execute(sql`
    insert into translations (id_workspace, id_guide_topic, language, fields, source_digest, date_modified)
    select gt.id_workspace, gt.id_guide_topic, st.language,
           jsonb_build_object('name', st.name, 'content', st.content), st.source_digest, st.date_modified
    from guide_topics gt
    join shared_topic_translations st on st.id_shared_topic = gt.id_shared_topic
    where gt.id_shared_topic = ${id} and gt.id_workspace = ${idWorkspace} ${onlyTopic}
    on conflict (id_guide_topic, language) where id_guide_topic is not null do update
      set fields = excluded.fields, source_digest = excluded.source_digest, date_modified = excluded.date_modified`);
}

/**
 * Changes the given fields and, in the same transaction, hands the copy onto the placements to
 * `fanOut` (which queues it: see jobs/shared-topic-copy.job.ts); `statusAndView` says whether
 * status or visibility changed. False: no such topic.
 */
export async function updateSharedTopic(
  db: Db,
  idWorkspace: number,
  id: number,
  patch: SharedTopicPatch,
  fanOut: (tx: Tx, statusAndView: boolean) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sharedTopics)
      .set({ ...patch, date_modified: sql`now()` })
      .where(and(eq(sharedTopics.id_workspace, idWorkspace), eq(sharedTopics.id_shared_topic, id)))
      .returning({ id: sharedTopics.id_shared_topic });
    if (rows.length === 0) return false;
    await fanOut(tx, patch.id_status !== undefined || patch.id_topic_view !== undefined);
    return true;
  });
}

/** Deletes the shared topic; its placements (and their translations) go with it. */
export async function deleteSharedTopic(db: Db, idWorkspace: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(sharedTopics)
    .where(and(eq(sharedTopics.id_workspace, idWorkspace), eq(sharedTopics.id_shared_topic, id)))
    .returning({ id: sharedTopics.id_shared_topic });
  return rows.length > 0;
}

/** Saves (or, with no text, removes) one language of the shared topic and copies it onto every placement. */
export async function saveSharedTranslation(
  db: Db,
  idWorkspace: number,
  id: number,
  language: string,
  texts: { name: string | null; content: string | null } | null,
  sourceDigest: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (texts === null)
      await tx
        .delete(sharedTopicTranslations)
        .where(
          and(
            eq(sharedTopicTranslations.id_workspace, idWorkspace),
            eq(sharedTopicTranslations.id_shared_topic, id),
            eq(sharedTopicTranslations.language, language),
          ),
        );
    else
      await tx
        .insert(sharedTopicTranslations)
        .values({ id_shared_topic: id, id_workspace: idWorkspace, language, ...texts, source_digest: sourceDigest })
        .onConflictDoUpdate({
          target: [sharedTopicTranslations.id_shared_topic, sharedTopicTranslations.language],
          set: { ...texts, source_digest: sourceDigest, date_modified: sql`now()` },
        });
    await copyTranslationsToPlacements(tx, idWorkspace, id);
  });
}

/**
 * The insert of a placement: a topic row with the shared topic `s`'s texts, status and visibility,
 * last in category `c`. The statement that uses it goes on with `from shared_topics s`, joins `c`
 * and names the shared topic.
 */
const INSERT_PLACEMENT = sql`
  insert into guide_topics (id_guide_content, id_workspace, name, description, image, content, id_status,
                            id_topic_view, id_file_public, position, id_shared_topic)
  select c.id_guide_content, c.id_workspace, s.name, s.description, s.image, s.content, s.id_status,
         s.id_topic_view, s.id_file_public,
         (select coalesce(max(position), 0) + 1 from guide_topics where id_guide_content = c.id_guide_content),
         s.id_shared_topic`;

/**
 * Places the shared topic last in the category (a topic row with the shared topic's texts, status,
 * visibility and translations); undefined when the topic or the category is not the workspace's.
 */
export async function placeSharedTopic(
  db: Db,
  idWorkspace: number,
  id: number,
  idCategory: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ id_guide_topic: number }>(sql`
      ${INSERT_PLACEMENT}
      from shared_topics s
      join guide_contents c on c.id_workspace = s.id_workspace and c.id_guide_content = ${idCategory}
      where s.id_workspace = ${idWorkspace} and s.id_shared_topic = ${id}
      returning id_guide_topic`);
    const idTopic = rows.rows[0]?.id_guide_topic;
    if (idTopic === undefined) return undefined;
    await copyTranslationsToPlacements(tx, idWorkspace, id, idTopic);
    return idTopic;
  });
}

/**
 * Each guide's category a bulk placement goes into: the one named `category` (case and accents as
 * typed; the first of that name), else its first category; a guide without one is absent.
 */
export async function bulkTargets(
  db: Db,
  idWorkspace: number,
  idGuides: readonly number[],
  category: string | null,
): Promise<{ id_guide: number; title: string; id_guide_content: number | null }[]> {
  const rows = await db.execute<{ id_guide: number; title: string; id_guide_content: number | null }>(sql`
    select g.id_guide, g.title, c.id_guide_content
    from guides g
    left join lateral (
      select id_guide_content from guide_contents c
      where c.id_guide = g.id_guide and c.id_workspace = g.id_workspace
        ${category === null ? sql`` : sql`and lower(c.name) = lower(${category})`}
      order by c.position, c.id_guide_content limit 1
    ) c on true
    where g.id_workspace = ${idWorkspace} and g.id_guide = any(${`{${idGuides.map(Number).join(',')}}`}::int[])
    order by g.id_guide`);
  return rows.rows;
}

/**
 * Places the shared topic last in each of the categories whose guide does not show it yet, and
 * copies its translations, in one transaction; answers the guides it was placed in.
 */
export async function placeInCategories(
  db: Db,
  idWorkspace: number,
  id: number,
  idCategories: readonly number[],
): Promise<number[]> {
  if (idCategories.length === 0) return [];
  const list = `{${idCategories.map(Number).join(',')}}`;
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ id_guide: number }>(sql`
      with placed as (
        ${INSERT_PLACEMENT}
        from shared_topics s
        join guide_contents c on c.id_workspace = s.id_workspace and c.id_guide_content = any(${list}::int[])
        where s.id_workspace = ${idWorkspace} and s.id_shared_topic = ${id}
          and not exists (
            select 1 from guide_topics gt join guide_contents gc on gc.id_guide_content = gt.id_guide_content
            where gt.id_shared_topic = s.id_shared_topic and gc.id_guide = c.id_guide)
        returning id_guide_content
      )
      select c.id_guide from placed p join guide_contents c on c.id_guide_content = p.id_guide_content
      order by c.id_guide`);
    await copyTranslationsToPlacements(tx, idWorkspace, id);
    return rows.rows.map((r) => r.id_guide);
  });
}

/** The guide topic `idTopic` of the workspace, if it is a placement (it follows a shared topic). */
function isPlacement(idWorkspace: number, idTopic: number) {
  return and(
    eq(guideTopics.id_workspace, idWorkspace),
    eq(guideTopics.id_guide_topic, idTopic),
    isNotNull(guideTopics.id_shared_topic),
  );
}

/** Removes one placement; false when the row is not a placement of the workspace. */
export async function unplace(db: Db, idWorkspace: number, idTopic: number): Promise<boolean> {
  const rows = await db
    .delete(guideTopics)
    .where(isPlacement(idWorkspace, idTopic))
    .returning({ id: guideTopics.id_guide_topic });
  return rows.length > 0;
}

/**
 * Ends following: the row keeps the shared topic's current texts (written here, as a copy of an
 * edit may still be queued) and its copied translations as the guide's own.
 */
export async function detach(db: Db, idWorkspace: number, idTopic: number): Promise<boolean> {
  const rows = await db.execute<{ id: number }>(sql`
    update guide_topics gt set
      name = s.name, description = s.description, image = s.image, content = s.content,
      id_file_public = s.id_file_public, id_shared_topic = null, date_modified = now()
    from shared_topics s
    where gt.id_guide_topic = ${idTopic} and gt.id_workspace = ${idWorkspace}
      and s.id_shared_topic = gt.id_shared_topic and s.id_workspace = ${idWorkspace}
    returning gt.id_guide_topic as id`);
  return rows.rows.length > 0;
}

/** Writes the current texts and translations of their shared topics onto a guide's placements (an imported guide). */
export async function syncGuidePlacements(db: Db, idWorkspace: number, idGuide: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.execute<{ id_guide_topic: number; id_shared_topic: number }>(sql`
      update guide_topics gt set
        name = s.name, description = s.description, image = s.image, content = s.content,
        id_file_public = s.id_file_public
      from shared_topics s, guide_contents c
      where c.id_guide_content = gt.id_guide_content and c.id_guide = ${idGuide} and c.id_workspace = ${idWorkspace}
        and gt.id_workspace = ${idWorkspace} and s.id_shared_topic = gt.id_shared_topic and s.id_workspace = ${idWorkspace}
      returning gt.id_guide_topic, gt.id_shared_topic`);
    for (const row of rows.rows)
      await copyTranslationsToPlacements(tx, idWorkspace, row.id_shared_topic, row.id_guide_topic);
  });
}

/** Of the ids, those that are the workspace's shared topics. */
export async function ownedSharedTopics(db: Db, idWorkspace: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sharedTopics.id_shared_topic })
    .from(sharedTopics)
    .where(and(eq(sharedTopics.id_workspace, idWorkspace), inArray(sharedTopics.id_shared_topic, ids)));
  return new Set(rows.map((r) => r.id));
}

// ---- Property values -----------------------------------------------------------------------------

export type ValueRow = { language: string; name: string; value: string };

/** A guide's values in every language ('' the main one). */
export function valuesOfGuide(db: Db, idWorkspace: number, idGuide: number): Promise<ValueRow[]> {
  return db
    .select({ language: guideValues.language, name: guideValues.name, value: guideValues.value })
    .from(guideValues)
    .where(and(eq(guideValues.id_workspace, idWorkspace), eq(guideValues.id_guide, idGuide)))
    .orderBy(asc(guideValues.language), asc(guideValues.name));
}

/** The guide's values of the main language ('') and of `language`. */
export function valuesIn(db: Db, idWorkspace: number, idGuide: number, language: string): Promise<ValueRow[]> {
  return db
    .select({ language: guideValues.language, name: guideValues.name, value: guideValues.value })
    .from(guideValues)
    .where(
      and(
        eq(guideValues.id_workspace, idWorkspace),
        eq(guideValues.id_guide, idGuide),
        inArray(guideValues.language, ['', language]),
      ),
    );
}

/** The main-language value names of each of the guides. */
export async function mainValueNames(
  db: Db,
  idWorkspace: number,
  idGuides: number[],
): Promise<Map<number, Set<string>>> {
  const byGuide = new Map<number, Set<string>>();
  if (idGuides.length === 0) return byGuide;
  const rows = await db
    .select({ id_guide: guideValues.id_guide, name: guideValues.name })
    .from(guideValues)
    .where(
      and(
        eq(guideValues.id_workspace, idWorkspace),
        eq(guideValues.language, ''),
        inArray(guideValues.id_guide, idGuides),
      ),
    );
  for (const row of rows) {
    const names = byGuide.get(row.id_guide) ?? new Set<string>();
    names.add(row.name);
    byGuide.set(row.id_guide, names);
  }
  return byGuide;
}

/** Replaces the guide's values of one language ('' the main one) with `values`, in one transaction. */
export async function replaceValues(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  language: string,
  values: ReadonlyArray<{ name: string; value: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(guideValues)
      .where(
        and(
          eq(guideValues.id_workspace, idWorkspace),
          eq(guideValues.id_guide, idGuide),
          eq(guideValues.language, language),
        ),
      );
    if (values.length > 0)
      await tx
        .insert(guideValues)
        .values(values.map((v) => ({ id_guide: idGuide, id_workspace: idWorkspace, language, ...v })));
  });
}

/** Copies every value of one guide to another (export/import and duplicate). */
export async function copyValues(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  values: ReadonlyArray<ValueRow>,
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(guideValues)
    .values(values.map((v) => ({ id_guide: idGuide, id_workspace: idWorkspace, ...v })))
    .onConflictDoNothing();
}

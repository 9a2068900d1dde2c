/** SQL for topics (table guide_topics). Every function is scoped by the owner's id. */
import { and, eq, sql } from 'drizzle-orm';
import type { TTopicFields } from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import { storeOrder } from '../../db/ordering.ts';
import { hostColumns } from '../../db/iso-text.ts';
import { hotRows } from '../../db/prepared.ts';
import { filesPublic, guideTopics, type DbTopic } from '../../db/schema.ts';

/** A topic as the host sees it: its featured image's path, dates as ISO text (made by PostgreSQL). */
export type TopicRow = Omit<DbTopic, 'id_workspace' | 'date_created' | 'date_modified'> & {
  path_file: string | null;
  date_created: string;
  date_modified: string;
};

export type TopicInsert = TTopicFields & { id_guide_content: number };
export type TopicPatch = Partial<Omit<TopicInsert, 'id_guide_content'>>;

/** guide_topics.id_file_public's foreign key, as drizzle-kit named it (migration 0001). */
export const TOPIC_FILE_FK = 'guide_topics_id_file_public_files_public_id_file_public_fk';

/** The next free place at the end of a category's topics. */
const lastPosition = (idCategory: number) =>
  sql<number>`(select coalesce(max(${guideTopics.position}), 0) + 1 from ${guideTopics} where ${guideTopics.id_guide_content} = ${idCategory})`;

/** One whole topic (the host's view: no owner), dates as ISO text like the list's. */
function selectTopics(db: Db) {
  return db
    .select({ ...hostColumns(guideTopics), path_file: filesPublic.path_file })
    .from(guideTopics)
    .leftJoin(filesPublic, eq(filesPublic.id_file_public, guideTopics.id_file_public));
}

/**
 * A category's whole topics in order (also run by the API benchmark's baseline). Content is small:
 * inline images live in the library (inline-images.ts). The host's category left-joined to its
 * topics: one query tells an empty category (one row without a topic) from someone else's or a
 * missing one (no row).
 */
export const TOPICS_LIST_SQL = `select t.id_guide_topic, t.id_guide_content, t.name, t.description, t.image,
    t.content, t.comment, t.id_status, t.id_topic_view, t.id_file_public, t.id_shared_topic, t.position, f.path_file,
    (t.date_created at time zone 'UTC') as date_created, (t.date_modified at time zone 'UTC') as date_modified
  from guide_contents c
  left join guide_topics t on t.id_guide_content = c.id_guide_content and t.id_workspace = c.id_workspace
  left join files_public f on f.id_file_public = t.id_file_public
  where c.id_workspace = $1 and c.id_guide_content = $2
  order by t.position, t.id_guide_topic`;

/** The category's topics, or undefined when the host has no such category. */
export async function listTopics(db: Db, idWorkspace: number, idCategory: number): Promise<TopicRow[] | undefined> {
  const rows = await hotRows<TopicRow | { id_guide_topic: null }>(db, 'topics_list', TOPICS_LIST_SQL, [
    idWorkspace,
    idCategory,
  ]);
  if (rows.length === 0) return undefined;
  return rows.filter((r): r is TopicRow => r.id_guide_topic !== null);
}

export async function findTopic(db: Db, idWorkspace: number, idTopic: number): Promise<TopicRow | undefined> {
  const rows = await selectTopics(db)
    .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_guide_topic, idTopic)))
    .limit(1);
  return rows[0];
}

/** A new topic goes last in its category. */
export async function createTopic(db: Db, idWorkspace: number, fields: TopicInsert): Promise<number> {
  const rows = await db
    .insert(guideTopics)
    .values({ ...fields, id_workspace: idWorkspace, position: lastPosition(fields.id_guide_content) })
    .returning({ id: guideTopics.id_guide_topic });
  return (rows[0] as { id: number }).id;
}

/** Changes the given fields; a new category puts the topic at its end. */
export async function updateTopic(
  db: Db,
  idWorkspace: number,
  idTopic: number,
  patch: TopicPatch,
  moveToCategory: number | null,
): Promise<boolean> {
  const rows = await db
    .update(guideTopics)
    .set({
      ...patch,
      ...(moveToCategory !== null ? { id_guide_content: moveToCategory, position: lastPosition(moveToCategory) } : {}),
      date_modified: sql`now()`,
    })
    .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_guide_topic, idTopic)))
    .returning({ id: guideTopics.id_guide_topic });
  return rows.length > 0;
}

export async function deleteTopic(db: Db, idWorkspace: number, idTopic: number): Promise<boolean> {
  const rows = await db
    .delete(guideTopics)
    .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_guide_topic, idTopic)))
    .returning({ id: guideTopics.id_guide_topic });
  return rows.length > 0;
}

/**
 * Topics whose content still holds inline (data URI) images, every account's: the start-up
 * migration's work list (inline-images-migration.ts), the one read here not scoped by an owner.
 * One sequential read of the table; after the migration it finds nothing.
 */
export async function topicsWithInlineImages(db: Db): Promise<{ id_guide_topic: number; id_workspace: number }[]> {
  return db
    .select({ id_guide_topic: guideTopics.id_guide_topic, id_workspace: guideTopics.id_workspace })
    .from(guideTopics)
    .where(sql`strpos(${guideTopics.content}, 'src="data:image/') > 0`)
    .orderBy(guideTopics.id_guide_topic);
}

/** The stored content and title of one of the owner's topics. */
export async function findTopicContent(
  db: Db,
  idWorkspace: number,
  idTopic: number,
): Promise<{ name: string; content: string } | undefined> {
  const rows = await db
    .select({ name: guideTopics.name, content: guideTopics.content })
    .from(guideTopics)
    .where(and(eq(guideTopics.id_workspace, idWorkspace), eq(guideTopics.id_guide_topic, idTopic)))
    .limit(1);
  return rows[0];
}

/**
 * Replaces the content only if it is still `from` (nobody saved the topic meanwhile); keeps
 * date_modified, since what the topic shows has not changed. False when it was not replaced.
 */
export async function replaceTopicContent(
  db: Db,
  idWorkspace: number,
  idTopic: number,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(guideTopics)
    .set({ content: to })
    .where(
      and(
        eq(guideTopics.id_workspace, idWorkspace),
        eq(guideTopics.id_guide_topic, idTopic),
        eq(guideTopics.content, from),
      ),
    )
    .returning({ id: guideTopics.id_guide_topic });
  return rows.length > 0;
}

/** Stores positions 1..n in the order of `ids` (exactly the category's topics). */
export async function reorderTopics(db: Db, idWorkspace: number, idCategory: number, ids: number[]): Promise<boolean> {
  return storeOrder(
    db,
    {
      table: guideTopics,
      id: guideTopics.id_guide_topic,
      parent: guideTopics.id_guide_content,
      owner: guideTopics.id_workspace,
    },
    idWorkspace,
    idCategory,
    ids,
  );
}

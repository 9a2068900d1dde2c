/**
 * SQL for topics (table guide_topics), and the one read this feature makes of the file
 * library: whether a featured image belongs to the host. Every function is scoped by
 * the owner's id.
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeOrder } from '../../db/ordering.ts';
import { isoText } from '../../db/iso-text.ts';
import { prepared } from '../../db/prepared.ts';
import { filesPublic, guideContents, guideTopics, type DbTopic } from '../../db/schema.ts';

/** A topic as the host sees it: its featured image's path, dates as ISO text (made by PostgreSQL). */
export type TopicRow = Omit<DbTopic, 'id_user' | 'date_created' | 'date_modified'> & {
  path_file: string | null;
  date_created: string;
  date_modified: string;
};
/** A topic in a list: without its content. */
export type TopicListRow = Omit<TopicRow, 'content'>;

export type TopicInsert = {
  id_guide_content: number;
  name: string;
  description: string | null;
  image: string | null;
  content: string;
  comment: string | null;
  id_status: number;
  id_file_public: number;
};
export type TopicPatch = Partial<Omit<TopicInsert, 'id_guide_content'>>;

/** The next free place at the end of a category's topics. */
const lastPosition = (idCategory: number) =>
  sql<number>`(select coalesce(max(${guideTopics.position}), 0) + 1 from ${guideTopics} where ${guideTopics.id_guide_content} = ${idCategory})`;

/** A topic's columns as lists give them (no content, no owner), dates as ISO text. */
function listColumns() {
  const { id_user: _owner, content: _content, date_created, date_modified, ...columns } = getTableColumns(guideTopics);
  return {
    ...columns,
    path_file: filesPublic.path_file,
    date_created: isoText(date_created),
    date_modified: isoText(date_modified),
  };
}

function selectTopics(db: Db) {
  return db
    .select({ ...listColumns(), content: guideTopics.content })
    .from(guideTopics)
    .leftJoin(filesPublic, eq(filesPublic.id_file_public, guideTopics.id_file_public));
}

/**
 * A category's topics in order, or undefined when the host has no such category. One query
 * (a prepared statement): the category's row left-joined to its topics, so an empty category
 * gives one row without a topic and someone else's category gives none.
 */
export async function listTopics(db: Db, idUser: number, idCategory: number): Promise<TopicListRow[] | undefined> {
  const statement = prepared(db, 'topics_list', (d) =>
    d
      .select({ category: guideContents.id_guide_content, topic: listColumns() })
      .from(guideContents)
      .leftJoin(
        guideTopics,
        and(
          eq(guideTopics.id_guide_content, guideContents.id_guide_content),
          eq(guideTopics.id_user, guideContents.id_user),
        ),
      )
      .leftJoin(filesPublic, eq(filesPublic.id_file_public, guideTopics.id_file_public))
      .where(
        and(
          eq(guideContents.id_user, sql.placeholder('idUser')),
          eq(guideContents.id_guide_content, sql.placeholder('idCategory')),
        ),
      )
      .orderBy(asc(guideTopics.position), asc(guideTopics.id_guide_topic))
      .prepare('topics_list'),
  );
  const rows = await statement.execute({ idUser, idCategory });
  if (rows.length === 0) return undefined;
  // Left-joined columns are nullable in the row's type; a row with an id is a whole topic.
  return rows.flatMap((r) => (r.topic?.id_guide_topic == null ? [] : [r.topic as TopicListRow]));
}

export async function findTopic(db: Db, idUser: number, idTopic: number): Promise<TopicRow | undefined> {
  const rows = await selectTopics(db)
    .where(and(eq(guideTopics.id_user, idUser), eq(guideTopics.id_guide_topic, idTopic)))
    .limit(1);
  return rows[0];
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

/** A new topic goes last in its category. */
export async function createTopic(db: Db, idUser: number, fields: TopicInsert): Promise<number> {
  const rows = await db
    .insert(guideTopics)
    .values({ ...fields, id_user: idUser, position: lastPosition(fields.id_guide_content) })
    .returning({ id: guideTopics.id_guide_topic });
  return (rows[0] as { id: number }).id;
}

/** Changes the given fields; a new category puts the topic at its end. */
export async function updateTopic(
  db: Db,
  idUser: number,
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
    .where(and(eq(guideTopics.id_user, idUser), eq(guideTopics.id_guide_topic, idTopic)))
    .returning({ id: guideTopics.id_guide_topic });
  return rows.length > 0;
}

export async function deleteTopic(db: Db, idUser: number, idTopic: number): Promise<boolean> {
  const rows = await db
    .delete(guideTopics)
    .where(and(eq(guideTopics.id_user, idUser), eq(guideTopics.id_guide_topic, idTopic)))
    .returning({ id: guideTopics.id_guide_topic });
  return rows.length > 0;
}

/** Stores positions 1..n in the order of `ids` (exactly the category's topics). */
export async function reorderTopics(db: Db, idUser: number, idCategory: number, ids: number[]): Promise<boolean> {
  return storeOrder(
    db,
    {
      table: guideTopics,
      id: guideTopics.id_guide_topic,
      parent: guideTopics.id_guide_content,
      owner: guideTopics.id_user,
    },
    idUser,
    idCategory,
    ids,
  );
}

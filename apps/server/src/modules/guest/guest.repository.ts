/**
 * SQL of the guest read side. A guest knows a guide only by its unguessable share token: the
 * token resolves to the guide and its owner, and every other read is scoped by that owner.
 */
import { and, asc, eq, getTableColumns, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, filesPublic, guides, guideTopics, type DbCategory, type DbTopic } from '../../db/schema.ts';
import type { GuideRow } from '../guides/guides.service.ts';

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

/**
 * A table's columns as one SQL `json_build_array` of `alias`'s row, and the decoder of such an array
 * into the row Drizzle's select gives. Dates go as PostgreSQL's text of them (`::text`), the very
 * text the driver hands Drizzle, and become values through their column's own `mapFromDriverValue`;
 * every other column's JSON value (numbers, text, booleans, arrays of text) is already what Drizzle
 * gives, so a decoded row equals a selected one field for field.
 */
function rowAsJson<T extends PgTable>(table: T, alias: string, extra: string[] = []) {
  const columns = (Object.entries(getTableColumns(table)) as [string, Column][]).map(([key, column]) => ({
    key,
    column,
    dated: /^(timestamp|date|time|interval)/.test(column.getSQLType()),
  }));
  const sql = `json_build_array(${[
    ...columns.map(({ column, dated }) => `${alias}."${column.name}"${dated ? '::text' : ''}`),
    ...extra,
  ].join(', ')})`;
  const decode = (values: unknown[]): Record<string, unknown> => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i += 1) {
      const { key, column, dated } = columns[i]!;
      const value = values[i] ?? null;
      row[key] = dated && value !== null ? column.mapFromDriverValue(value) : value;
    }
    return row;
  };
  return { sql, decode, width: columns.length };
}

const GUIDE_JSON = rowAsJson(guides, 'g', [
  'logo.path_file',
  'cover.path_file',
  'cover.path_thumbnail',
  'cover.path_cover',
  'cover.width',
  'cover.height',
]);
const CATEGORY_JSON = rowAsJson(categories, 'c');
const TOPIC_JSON = rowAsJson(guideTopics, 't', ['f.path_file', 'f.path_thumbnail']);

/**
 * Everything a guest payload is built from, in one statement (one round trip, planned once per
 * connection): the guide of the share token with its logo and cover paths, its published categories
 * and their published topics in the host's order (as loadGuestContent), and its property values in
 * `$2` (null: the guide's default language) and in no language (''). Rows travel as JSON arrays.
 */
export const GUEST_SOURCE_SQL = `with g as (
    select ${GUIDE_JSON.sql} as row, g.id_guide, g.id_workspace, g.default_language
    from guides g
    left join files_public logo on logo.id_file_public = g.id_file_logo
    left join files_public cover on cover.id_file_public = g.id_file_cover
    where g.share_token = $1
    limit 1
  ), c as (
    select c.*
    from guide_contents c join g on c.id_workspace = g.id_workspace and c.id_guide = g.id_guide
    where c.id_status = ${PUBLISHED}
  )
  select g.row as guide,
    (select coalesce(json_agg(${CATEGORY_JSON.sql} order by c.position, c.id_guide_content), '[]') from c)
      as categories,
    (select coalesce(json_agg(${TOPIC_JSON.sql} order by t.position, t.id_guide_topic), '[]')
      from guide_topics t left join files_public f on f.id_file_public = t.id_file_public
      where t.id_workspace = g.id_workspace and t.id_guide_content in (select id_guide_content from c)
        and t.id_status = ${PUBLISHED}) as topics,
    (select coalesce(json_agg(json_build_array(v.language, v.name, v.value)), '[]') from guide_values v
      where v.id_workspace = g.id_workspace and v.id_guide = g.id_guide
        and v.language in ('', coalesce($2, g.default_language))) as value_rows
  from g`;

export type GuestSourceRows = {
  guide: GuideRow;
  categories: GuestCategoryRow[];
  topics: GuestTopicRow[];
  /** The guide's values in the language asked for (else its default) and in none (''). */
  values: { language: string; name: string; value: string }[];
};

type GuestSourceJson = { guide: unknown[]; categories: unknown[][]; topics: unknown[][]; value_rows: string[][] };

/**
 * The rows of a share token's guest payload (GUEST_SOURCE_SQL), equal field for field to what
 * findGuide, loadGuestContent and the values read give; undefined for an unknown token.
 */
export async function loadGuestSourceByToken(
  db: Db,
  token: string,
  language: string | undefined,
): Promise<GuestSourceRows | undefined> {
  const { rows } = await db.$client.query<GuestSourceJson>({
    name: 'guest_source',
    text: GUEST_SOURCE_SQL,
    values: [token, language ?? null],
  });
  const row = rows[0];
  if (!row) return undefined;
  const at = GUIDE_JSON.width;
  const [logo, coverFile, coverThumbnail, coverRendition, coverWidth, coverHeight] = row.guide.slice(at) as [
    string | null,
    string | null,
    string | null,
    string | null,
    number | null,
    number | null,
  ];
  const guide = {
    ...GUIDE_JSON.decode(row.guide),
    logo_path: logo,
    cover:
      coverFile === null
        ? null
        : {
            path_file: coverFile,
            path_thumbnail: coverThumbnail,
            path_cover: coverRendition,
            width: coverWidth ?? 0,
            height: coverHeight ?? 0,
          },
  } as GuideRow;
  const topicWidth = TOPIC_JSON.width;
  return {
    guide,
    categories: row.categories.map((values) => CATEGORY_JSON.decode(values) as GuestCategoryRow),
    topics: row.topics.map(
      (values) =>
        ({
          ...TOPIC_JSON.decode(values),
          path_file: values[topicWidth] ?? null,
          path_thumbnail: values[topicWidth + 1] ?? null,
        }) as GuestTopicRow,
    ),
    values: row.value_rows.map(([language, name, value]) => ({ language: language!, name: name!, value: value! })),
  };
}

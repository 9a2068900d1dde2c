/** SQL for guides. Every function is scoped by the owner's id. */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hotRows, prepared } from '../../db/prepared.ts';
import { categories, filesPublic, guides, guideTags, guideTopics, type DbGuide } from '../../db/schema.ts';
import {
  BRANDING,
  STATUS,
  type TGuideCreateRequest,
  type TGuideListSort,
  type TTemplateCategory,
} from '@guidebook/contract';
import { GUIDE_FIELD_NAMES } from './guides.presenter.ts';
import { newShareToken } from '../../lib/tokens.ts';

/** The row as stored, for this module's presenter. */
export type { DbGuide } from '../../db/schema.ts';

export type GuideFields = Omit<TGuideCreateRequest, 'with_template'>;

/** What a create without the field stores (the columns' defaults): the prepared INSERT binds every field. */
const FIELD_DEFAULTS: Partial<Record<string, unknown>> = { wifi_security: 'WPA', wifi_view: 1 };

/** The library file a guide shows as its cover photo: its paths and displayed size. */
export type GuideCover = {
  path_file: string;
  path_thumbnail: string | null;
  /** The cover rendition; null until made (or when it could not be). */
  path_cover: string | null;
  width: number;
  height: number;
};

/** A guide with its logo's library path (null without a logo) and its cover photo (null without one). */
export type GuideRow = DbGuide & { logo_path: string | null; cover: GuideCover | null };

const coverFile = alias(filesPublic, 'cover_file');

function selectWithImages(db: Db) {
  return db
    .select({
      ...getTableColumns(guides),
      logo_path: filesPublic.path_file,
      cover_path_file: coverFile.path_file,
      cover_path_thumbnail: coverFile.path_thumbnail,
      cover_path_cover: coverFile.path_cover,
      cover_width: coverFile.width,
      cover_height: coverFile.height,
    })
    .from(guides)
    .leftJoin(filesPublic, eq(filesPublic.id_file_public, guides.id_file_logo))
    .leftJoin(coverFile, eq(coverFile.id_file_public, guides.id_file_cover));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectWithImages>['execute']>>[number];

function guideRowOf(row: JoinedRow): GuideRow {
  const { cover_path_file, cover_path_thumbnail, cover_path_cover, cover_width, cover_height, ...guide } = row;
  const cover =
    cover_path_file === null
      ? null
      : {
          path_file: cover_path_file,
          path_thumbnail: cover_path_thumbnail,
          path_cover: cover_path_cover,
          width: cover_width ?? 0,
          height: cover_height ?? 0,
        };
  return { ...guide, cover };
}

/** A row of the guides list: the listed fields only, dates already as ISO text. */
export type GuideListRow = {
  id_guide: number;
  title: string;
  subtitle: string | null;
  address: string | null;
  city: string | null;
  timezone: string | null;
  /** The logo's library path. */
  image: string | null;
  date_created: string;
  date_modified: string;
};

/** The guides list: a host's guides, newest first (also run by the API benchmark's baseline). */
export const GUIDES_LIST_SQL = `select g.id_guide, g.title, g.subtitle, g.address, g.city, g.timezone,
    f.path_file as image,
    (g.date_created at time zone 'UTC') as date_created, (g.date_modified at time zone 'UTC') as date_modified
  from guides g left join files_public f on f.id_file_public = g.id_file_logo
  where g.id_workspace = $1
  order by g.id_guide desc`;

export function listGuides(db: Db, idWorkspace: number): Promise<GuideListRow[]> {
  return hotRows<GuideListRow>(db, 'guides_list', GUIDES_LIST_SQL, [idWorkspace]);
}

/** A row of a paged guides list: the listed fields and what the paged list adds. */
export type GuidePageRow = GuideListRow & {
  default_language: string;
  languages: string[];
  topics_published: number;
  tags: string[];
  /** How many guides match, on every row (the same number). */
  total: number;
};

/**
 * Each order of the paged list: its key expressions on `g` (the guides table) and their direction.
 * Title and city sort as the search matches them, ignoring case and accents (the first and second
 * line of `search_text`), so "Ábaco" sorts with the A's; a guide without a city comes last.
 */
const TITLE_KEY = `split_part(g.search_text, E'\\n', 1)`;
const CITY_KEY = `nullif(split_part(g.search_text, E'\\n', 2), '')`;
const PAGE_ORDERS: Record<TGuideListSort, string> = {
  title: `${TITLE_KEY} asc, g.id_guide asc`,
  '-title': `${TITLE_KEY} desc, g.id_guide desc`,
  city: `${CITY_KEY} asc nulls last, g.id_guide asc`,
  '-city': `${CITY_KEY} desc nulls last, g.id_guide desc`,
  updated: 'g.date_modified asc, g.id_guide asc',
  '-updated': 'g.date_modified desc, g.id_guide desc',
  created: 'g.date_created asc, g.id_guide asc',
  '-created': 'g.date_created desc, g.id_guide desc',
};

/**
 * One page of the guides list in `sort` order ($1 workspace, $2 the search or '', $3 the tag or '',
 * $4 the member's guides or null for all, $5 limit, $6 offset); the total of matches on every row.
 * The filters and the order run on the guides alone; the logo, published topics and tags are read
 * for the page's rows only. The search is folded once per query (a sub-select), not once per row as
 * a generic plan would. Also run by the portfolio benchmark's plain-pg baseline.
 */
export function guidesPageSql(sort: TGuideListSort): string {
  const order = PAGE_ORDERS[sort];
  return `with page as (
    select g.id_guide, g.title, g.subtitle, g.address, g.city, g.timezone, g.id_file_logo, g.default_language,
      g.languages, g.date_created, g.date_modified, g.search_text, count(*) over () as total
    from guides g
    where g.id_workspace = $1
      and ($2::text = '' or strpos(g.search_text, (select guidebook_fold($2::text))) > 0)
      and ($3::text = '' or exists (select 1 from guide_tags gt
        where gt.id_guide = g.id_guide and gt.id_workspace = $1 and lower(gt.name) = lower($3::text)))
      and ($4::int[] is null or g.id_guide = any($4::int[]))
    order by ${order}
    limit $5 offset $6
  )
  select g.id_guide, g.title, g.subtitle, g.address, g.city, g.timezone, f.path_file as image,
    (g.date_created at time zone 'UTC') as date_created, (g.date_modified at time zone 'UTC') as date_modified,
    g.default_language, g.languages,
    (select count(*)::int from guide_contents c join guide_topics t on t.id_guide_content = c.id_guide_content
      where c.id_guide = g.id_guide and t.id_status = ${STATUS.PUBLISHED}) as topics_published,
    coalesce((select array_agg(gt.name order by gt.position) from guide_tags gt where gt.id_guide = g.id_guide),
      '{}') as tags,
    g.total::int as total
  from page g left join files_public f on f.id_file_public = g.id_file_logo
  order by ${order}`;
}

const pageSqlOf = new Map<TGuideListSort, string>();

/** What a paged list asks for, as the repository takes it. */
export type GuidePageQuery = {
  sort: TGuideListSort;
  /** The search as typed, trimmed ('' for none). */
  q: string;
  /** The tag ('' for none). */
  tag: string;
  /** The member's guides (null: every guide of the workspace). */
  scope: readonly number[] | null;
  limit: number;
  offset: number;
};

/** guidesPageSql's parameters for `query`. */
export function guidesPageParams(idWorkspace: number, query: GuidePageQuery): unknown[] {
  return [idWorkspace, query.q, query.tag, query.scope, query.limit, query.offset];
}

/** One page of matching guides and how many match (also when the page is past the last one). */
export async function listGuidesPage(
  db: Db,
  idWorkspace: number,
  query: GuidePageQuery,
): Promise<{ rows: GuidePageRow[]; total: number }> {
  let text = pageSqlOf.get(query.sort);
  if (!text) {
    text = guidesPageSql(query.sort);
    pageSqlOf.set(query.sort, text);
  }
  const name = `guides_page_${query.sort.replace('-', 'desc_')}`;
  const rows = await hotRows<GuidePageRow>(db, name, text, guidesPageParams(idWorkspace, query));
  if (rows.length > 0 || query.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the last one: the first row tells the total.
  const first = await hotRows<GuidePageRow>(
    db,
    name,
    text,
    guidesPageParams(idWorkspace, { ...query, limit: 1, offset: 0 }),
  );
  return { rows, total: first[0]?.total ?? 0 };
}

/** A guide's tags in the host's order. */
export async function tagsOfGuide(db: Db, idWorkspace: number, idGuide: number): Promise<string[]> {
  const rows = await db
    .select({ name: guideTags.name })
    .from(guideTags)
    .where(and(eq(guideTags.id_workspace, idWorkspace), eq(guideTags.id_guide, idGuide)))
    .orderBy(asc(guideTags.position), asc(guideTags.id_guide_tag));
  return rows.map((r) => r.name);
}

/**
 * Replaces a guide's tags with `tags` (already checked: trimmed, unique ignoring case), in one
 * transaction; false when the workspace has no such guide. Two tags the same for PostgreSQL's
 * `lower` but not for the contract's check fail on the unique index (the caller's to answer).
 */
export async function setGuideTags(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  tags: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const guide = await tx
      .select({ id: guides.id_guide })
      .from(guides)
      .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
      .for('update');
    if (guide.length === 0) return false;
    await tx.delete(guideTags).where(and(eq(guideTags.id_workspace, idWorkspace), eq(guideTags.id_guide, idGuide)));
    if (tags.length > 0)
      await tx
        .insert(guideTags)
        .values(tags.map((name, i) => ({ id_guide: idGuide, id_workspace: idWorkspace, name, position: i + 1 })));
    return true;
  });
}

/**
 * The workspace's tags (of `scope`'s guides, or all) and how many guides carry each, by name
 * ignoring case; a tag written two ways shows the way it was first written.
 */
export async function listTags(
  db: Db,
  idWorkspace: number,
  scope: readonly number[] | null,
): Promise<{ tag: string; guides: number }[]> {
  const rows = await db.$client.query<{ tag: string; guides: number }>(
    `select (array_agg(name order by id_guide_tag))[1] as tag, count(distinct id_guide)::int as guides
      from guide_tags
      where id_workspace = $1 and ($2::int[] is null or id_guide = any($2::int[]))
      group by lower(name) order by lower(name)`,
    [idWorkspace, scope],
  );
  return rows.rows;
}

export async function findGuide(db: Db, idWorkspace: number, idGuide: number): Promise<GuideRow | undefined> {
  const rows = await selectWithImages(db)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .limit(1);
  return rows[0] && guideRowOf(rows[0]);
}

/**
 * The INSERT of a guide without template: every create field (the contract's) a placeholder, the
 * row returned. Also run by the API benchmark's plain-pg baseline (its SQL text and parameters),
 * so both measure the same statement.
 */
export function guideInsertQuery(db: Db) {
  const placeholders = Object.fromEntries(GUIDE_FIELD_NAMES.map((name) => [name, sql.placeholder(name)]));
  return db
    .insert(guides)
    .values({
      ...placeholders,
      ...workspaceBrandingOf(sql.placeholder('idWorkspace')),
      title: sql.placeholder('title'),
      default_language: sql.placeholder('defaultLanguage'),
      id_workspace: sql.placeholder('idWorkspace'),
      share_token: sql.placeholder('shareToken'),
    })
    .returning();
}

/**
 * A new guide follows its workspace's branding (`branding_follows` defaults to true), so it starts
 * with the workspace's logo, cover, font and colour when the workspace has set them (in the INSERT
 * itself: no second statement), else the columns' defaults.
 */
function workspaceBrandingOf(idWorkspace: unknown) {
  const of = (column: string) =>
    sql.raw(`(select ${column} from workspace_branding wb where wb.id_workspace = `).append(sql`${idWorkspace})`);
  return {
    id_file_logo: of('id_file_logo'),
    id_file_cover: of('id_file_cover'),
    font: sql`coalesce(${of('font')}, ${BRANDING.FONT})`,
    color: sql`coalesce(${of('color')}, ${BRANDING.COLOR})`,
  };
}

function insertGuideStatement(db: Db) {
  return prepared(db, 'guides_create', (d) => guideInsertQuery(d).prepare('guides_create'));
}

/** A new guide's row: the fields given, the columns' defaults for the rest, a new share token. */
function newGuideValues(idWorkspace: number, fields: GuideFields) {
  return {
    ...Object.fromEntries(GUIDE_FIELD_NAMES.map((name) => [name, fields[name] ?? FIELD_DEFAULTS[name] ?? null])),
    title: fields.title,
    default_language: fields.default_language ?? 'en',
    id_workspace: idWorkspace,
    share_token: newShareToken(),
  };
}

/** guideInsertQuery's placeholder values for a new guide of `fields`. */
export function guideInsertParams(idWorkspace: number, fields: GuideFields): Record<string, unknown> {
  const values = newGuideValues(idWorkspace, fields);
  return {
    ...values,
    idWorkspace,
    shareToken: values.share_token,
    defaultLanguage: values.default_language,
  };
}

/**
 * Creates the guide and, with a `template` (the service's `guideTemplate`, in the guide's language),
 * its categories with their starter topics (Drafts) in the same transaction. Without one it is one
 * prepared INSERT (the common call, and a hot one).
 */
export async function createGuide(
  db: Db,
  idWorkspace: number,
  fields: GuideFields,
  template: readonly TTemplateCategory[] | undefined,
): Promise<GuideRow> {
  if (!template) {
    const rows = await insertGuideStatement(db).execute(guideInsertParams(idWorkspace, fields));
    return withBrandingFiles(db, rows[0] as DbGuide);
  }
  const values = { ...newGuideValues(idWorkspace, fields), ...workspaceBrandingOf(idWorkspace) };
  const made = await db.transaction(async (tx) => {
    const guide = (await tx.insert(guides).values(values).returning())[0] as DbGuide;
    const created = await tx
      .insert(categories)
      .values(
        template.map((c, i) => ({
          id_guide: guide.id_guide,
          id_workspace: idWorkspace,
          name: c.name,
          description: c.description,
          image: c.icon,
          kind: c.kind,
          id_status: STATUS.PUBLISHED,
          position: i + 1,
        })),
      )
      .returning({ id: categories.id_guide_content, position: categories.position });
    // Each category's starter topics, as Drafts: guests see none of them until the host publishes.
    const idOfPosition = new Map(created.map((c) => [c.position, c.id]));
    await tx.insert(guideTopics).values(
      template.flatMap((c, i) =>
        c.starterTopics.map((topic, t) => ({
          id_guide_content: idOfPosition.get(i + 1) as number,
          id_workspace: idWorkspace,
          name: topic.name,
          description: topic.description,
          content: topic.content,
          id_status: STATUS.DRAFT,
          position: t + 1,
        })),
      ),
    );
    return guide;
  });
  return withBrandingFiles(db, made);
}

/** A new guide's row as GuideRow: the library paths of a logo and cover it took from its workspace. */
async function withBrandingFiles(db: Db, guide: DbGuide): Promise<GuideRow> {
  if (guide.id_file_logo === null && guide.id_file_cover === null) return { ...guide, logo_path: null, cover: null };
  return (await findGuide(db, guide.id_workspace, guide.id_guide)) ?? { ...guide, logo_path: null, cover: null };
}

/** An absent field (`welcome`, WiFi, stay times: older clients do not send them) keeps the stored value. */
export async function updateGuide(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  fields: GuideFields,
): Promise<GuideRow | undefined> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const rows = await db
    .update(guides)
    .set({ ...given, date_modified: sql`now()` })
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  if (rows.length === 0) return undefined;
  return findGuide(db, idWorkspace, idGuide);
}

export async function deleteGuide(db: Db, idWorkspace: number, idGuide: number): Promise<boolean> {
  const rows = await db
    .delete(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
    .returning({ id: guides.id_guide });
  return rows.length > 0;
}

/** What a change of many guides found: the guides it changed, or why it changed none. */
export type ManyGuidesChange =
  { changed: number[] } | { missing: number } | { full: { id_guide: number; title: string } };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the workspace's guides among `ids` (in id order, so two such changes never deadlock) and
 * answers the first id, in the order given, that is not one of them; null when all are.
 */
async function lockGuides(tx: Tx, idWorkspace: number, ids: readonly number[]): Promise<number | null> {
  const rows = await tx
    .select({ id: guides.id_guide })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), inArray(guides.id_guide, [...ids])))
    .orderBy(asc(guides.id_guide))
    .for('update');
  const found = new Set(rows.map((r) => r.id));
  return ids.find((id) => !found.has(id)) ?? null;
}

/**
 * Every guide of the workspace that the guides list's search and tag match, within `scope` (null:
 * all), by id; at most `limit` (the caller asks for one more than it takes, to tell "too many").
 */
export async function matchingGuideIds(
  db: Db,
  idWorkspace: number,
  filter: { q: string; tag: string; scope: readonly number[] | null },
  limit: number,
): Promise<number[]> {
  const rows = await db.$client.query<{ id_guide: number }>(
    `select g.id_guide from guides g
      where g.id_workspace = $1
        and ($2::text = '' or strpos(g.search_text, (select guidebook_fold($2::text))) > 0)
        and ($3::text = '' or exists (select 1 from guide_tags gt
          where gt.id_guide = g.id_guide and gt.id_workspace = $1 and lower(gt.name) = lower($3::text)))
        and ($4::int[] is null or g.id_guide = any($4::int[]))
      order by g.id_guide limit $5`,
    [idWorkspace, filter.q, filter.tag, filter.scope, limit],
  );
  return rows.rows.map((r) => r.id_guide);
}

/**
 * Adds the tag (ignoring case: a guide that has it keeps its spelling) after each guide's last tag,
 * in one transaction: nothing when a guide is missing or already has `maxTags` other tags.
 */
export async function addTagToGuides(
  db: Db,
  idWorkspace: number,
  ids: readonly number[],
  tag: string,
  maxTags: number,
): Promise<ManyGuidesChange> {
  return db.transaction(async (tx) => {
    const missing = await lockGuides(tx, idWorkspace, ids);
    if (missing !== null) return { missing };
    const counts = await tx
      .select({
        id_guide: guides.id_guide,
        title: guides.title,
        tags: sql<number>`count(${guideTags.id_guide_tag})::int`,
        has: sql<boolean>`coalesce(bool_or(lower(${guideTags.name}) = lower(${tag})), false)`,
      })
      .from(guides)
      .leftJoin(guideTags, eq(guideTags.id_guide, guides.id_guide))
      .where(and(eq(guides.id_workspace, idWorkspace), inArray(guides.id_guide, [...ids])))
      .groupBy(guides.id_guide, guides.title);
    const byId = new Map(counts.map((c) => [c.id_guide, c]));
    const lacking = ids.filter((id) => !byId.get(id)!.has);
    const full = lacking.map((id) => byId.get(id)!).find((c) => c.tags >= maxTags);
    if (full) return { full: { id_guide: full.id_guide, title: full.title } };
    if (lacking.length === 0) return { changed: [] };
    const added = await tx.execute<{ id_guide: number }>(sql`
      insert into guide_tags (id_guide, id_workspace, name, position)
      select g.id_guide, ${idWorkspace}::int, ${tag}::text,
        coalesce((select max(t.position) from guide_tags t where t.id_guide = g.id_guide), 0) + 1
      from guides g
      where g.id_workspace = ${idWorkspace} and ${inArray(sql`g.id_guide`, lacking)}
      returning id_guide`);
    return { changed: added.rows.map((r) => Number(r.id_guide)) };
  });
}

/** Removes the tag (ignoring case) from each guide, in one transaction; nothing when a guide is missing. */
export async function removeTagFromGuides(
  db: Db,
  idWorkspace: number,
  ids: readonly number[],
  tag: string,
): Promise<ManyGuidesChange> {
  return db.transaction(async (tx) => {
    const missing = await lockGuides(tx, idWorkspace, ids);
    if (missing !== null) return { missing };
    const removed = await tx
      .delete(guideTags)
      .where(
        and(
          eq(guideTags.id_workspace, idWorkspace),
          inArray(guideTags.id_guide, [...ids]),
          sql`lower(${guideTags.name}) = lower(${tag})`,
        ),
      )
      .returning({ id_guide: guideTags.id_guide });
    return { changed: [...new Set(removed.map((r) => r.id_guide))] };
  });
}

/** Deletes the guides (with what cascades from them) in one transaction; nothing when one is missing. */
export async function deleteGuides(db: Db, idWorkspace: number, ids: readonly number[]): Promise<ManyGuidesChange> {
  return db.transaction(async (tx) => {
    const missing = await lockGuides(tx, idWorkspace, ids);
    if (missing !== null) return { missing };
    const rows = await tx
      .delete(guides)
      .where(and(eq(guides.id_workspace, idWorkspace), inArray(guides.id_guide, [...ids])))
      .returning({ id: guides.id_guide });
    return { changed: rows.map((r) => r.id) };
  });
}

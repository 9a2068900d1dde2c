/**
 * Rules for shared topics and property values. A shared topic is written like a topic (plain-text
 * title, sanitised rich text, a featured image from the workspace's library) and placed into guides'
 * categories; every save copies it onto its placements in the same transaction and announces the
 * change to the guest caches of the whole workspace (every instance), so each guide that shows it
 * serves the new text at once. Property values are a guide's `{{name}}` fillings, per language.
 */
import {
  englishLanguageName,
  fieldCodesOf,
  isEmptyRichText,
  MESSAGES,
  GUIDE_VALUES_MAX,
  RESULT,
  type TGuideValuesAnswer,
  type TGuideValuesRequest,
  type TSharedTopic,
  type TSharedTopicCreateRequest,
  type TSharedTopicListItem,
  type TSharedTopicModifyRequest,
  type TSharedTopicPlaceRequest,
  type TSharedTopicTranslateRequest,
  type TTopic,
  type TTopicTranslation,
} from '@guidebook/contract';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { guestContentChanged } from '../../lib/events.ts';
import { requireOwned, withinScope, type GuideScope } from '../../lib/owned.ts';
import { sanitiseRichText } from '../content-safety/rich-text-sanitiser.ts';
import { toPlainText } from '../content-safety/plain-text.ts';
import { requireCategory } from '../categories/categories.service.ts';
import { requireGuide } from '../guides/guides.service.ts';
import { selectTopic, storedFields, storedPatch } from '../topics/topics.service.ts';
import { withInlineImages } from '../topics/inline-images.ts';
import { digestOf } from '../translations/translations.service.ts';
import { queueSharedTopicCopy, sharedTopicCopyQueued } from './jobs/shared-topic-copy.job.ts';
import * as repo from './shared-topics.repository.ts';
import { presentMissingValues, presentSharedTopic, presentSharedTranslation } from './shared-topics.presenter.ts';

const s = MESSAGES.shared;
const t = MESSAGES.topic;

async function requireSharedTopic(deps: Deps, idWorkspace: number, id: number): Promise<repo.SharedTopicRow> {
  return requireOwned(repo.findSharedTopic(deps.database.db, idWorkspace, id), s.topicNotFound);
}

/** A file deleted between the check and the write answers as if the check had seen it. */
function translateRace(error: unknown): never {
  if (isForeignKeyViolation(error, repo.SHARED_TOPIC_FILE_FK)) throw AppError.notFound(t.imageNotInLibrary);
  throw error;
}

/** The codes a shared topic uses: its title's, content's and every translation's. */
function codesOf(topic: repo.SharedTopicRow, translations: repo.SharedTranslationRow[]): string[] {
  const texts = [topic.name, topic.content, ...translations.flatMap((tr) => [tr.name ?? '', tr.content ?? ''])];
  return [...new Set(texts.flatMap(fieldCodesOf))];
}

/**
 * Every shared topic with where it is placed and the guides that lack a value it uses (in their
 * main language). A member limited to chosen guides sees the placements in those guides only.
 */
export async function listSharedTopics(
  deps: Deps,
  idWorkspace: number,
  scope: GuideScope,
): Promise<TSharedTopicListItem[]> {
  const { db } = deps.database;
  const [topics, translations, placed] = await Promise.all([
    repo.listSharedTopics(db, idWorkspace),
    repo.sharedTranslations(db, idWorkspace),
    repo.placements(db, idWorkspace),
  ]);
  const visible = withinScope(placed, scope);
  const names = await repo.mainValueNames(db, idWorkspace, [...new Set(visible.map((p) => p.id_guide))]);
  return topics.map((topic) => {
    const own = translations.filter((tr) => tr.id_shared_topic === topic.id_shared_topic);
    const codes = codesOf(topic, own);
    const where = visible.filter((p) => p.id_shared_topic === topic.id_shared_topic);
    return {
      ...presentSharedTopic(topic, codes),
      placements: where.map(({ id_shared_topic: _id, ...p }) => p),
      missing_values: presentMissingValues(codes, where, names),
    };
  });
}

export async function selectSharedTopic(deps: Deps, idWorkspace: number, id: number): Promise<TSharedTopic> {
  const topic = await requireSharedTopic(deps, idWorkspace, id);
  const translations = await repo.sharedTranslations(deps.database.db, idWorkspace, [id]);
  const digest = digestOf({ name: topic.name, content: topic.content });
  return {
    ...presentSharedTopic(topic, codesOf(topic, translations)),
    translations: translations.map((tr) => presentSharedTranslation(tr, digest)),
  };
}

/** Inline images of the content go to the library first (as a topic's), then the shared topic is written. */
export async function createSharedTopic(
  deps: Deps,
  idWorkspace: number,
  input: TSharedTopicCreateRequest,
): Promise<TSharedTopic> {
  const { db } = deps.database;
  const fields: repo.SharedTopicInsert = await storedFields(deps, idWorkspace, input);
  const id = await withInlineImages(
    deps,
    idWorkspace,
    fields.content,
    { name: fields.name, unreadable: 'refuse' },
    (content) => repo.insertSharedTopic(db, idWorkspace, { ...fields, content }),
  ).catch(translateRace);
  return selectSharedTopic(deps, idWorkspace, id);
}

/**
 * Changes the shared topic and answers it; every guide's copy of it follows in a job queued in the
 * same transaction (jobs/shared-topic-copy.job.ts), which then drops the workspace's guest caches.
 * Status and visibility reach the placements only when given.
 */
export async function modifySharedTopic(
  deps: Deps,
  idWorkspace: number,
  input: TSharedTopicModifyRequest,
): Promise<TSharedTopic> {
  const { db } = deps.database;
  const current = await requireSharedTopic(deps, idWorkspace, input.id_shared_topic);
  const patch: repo.SharedTopicPatch = await storedPatch(deps, idWorkspace, input);
  const name = patch.name ?? current.name;
  await withInlineImages(deps, idWorkspace, patch.content, { name, unreadable: 'refuse' }, async (content) => {
    const changes = content === undefined ? patch : { ...patch, content };
    const updated = await repo.updateSharedTopic(
      db,
      idWorkspace,
      current.id_shared_topic,
      changes,
      (tx, statusAndView) =>
        queueSharedTopicCopy(deps, tx, { idWorkspace, idSharedTopic: current.id_shared_topic, statusAndView }),
    );
    if (!updated) throw AppError.notFound(s.topicNotFound);
  }).catch(translateRace);
  sharedTopicCopyQueued(deps);
  return selectSharedTopic(deps, idWorkspace, current.id_shared_topic);
}

/** Removes the shared topic from every guide: while placed, only with `confirm` (13 names how many guides). */
export async function deleteSharedTopic(
  deps: Deps,
  idWorkspace: number,
  input: { id_shared_topic: number; confirm?: boolean | undefined },
): Promise<void> {
  const { db } = deps.database;
  await requireSharedTopic(deps, idWorkspace, input.id_shared_topic);
  const guides = await repo.guidesShowing(db, idWorkspace, input.id_shared_topic);
  if (guides > 0 && input.confirm !== true) throw new AppError(RESULT.CONFLICT, s.topicPlacedNeedsConfirm(guides));
  if (!(await repo.deleteSharedTopic(db, idWorkspace, input.id_shared_topic))) throw AppError.notFound(s.topicNotFound);
  if (guides > 0) guestContentChanged(deps, idWorkspace);
}

/** A translation in any language (a shared topic serves guides of many languages); empty removes it. */
export async function translateSharedTopic(
  deps: Deps,
  idWorkspace: number,
  input: TSharedTopicTranslateRequest,
): Promise<TTopicTranslation> {
  const { db } = deps.database;
  const topic = await requireSharedTopic(deps, idWorkspace, input.id_shared_topic);
  const name = input.name === null ? null : toPlainText(input.name).trim() || null;
  const content = input.content == null ? undefined : sanitiseRichText(input.content);
  const digest = digestOf({ name: topic.name, content: topic.content });
  await withInlineImages(
    deps,
    idWorkspace,
    content,
    { name: name ?? topic.name, unreadable: 'refuse' },
    async (html) => {
      const texts = { name, content: html && !isEmptyRichText(html) ? html : null };
      const keep = texts.name !== null || texts.content !== null;
      await repo.saveSharedTranslation(
        db,
        idWorkspace,
        topic.id_shared_topic,
        input.language,
        keep ? texts : null,
        digest,
      );
    },
  );
  guestContentChanged(deps, idWorkspace);
  const rows = await repo.sharedTranslations(db, idWorkspace, [topic.id_shared_topic]);
  const row = rows.find((r) => r.language === input.language);
  return row
    ? presentSharedTranslation(row, digest)
    : {
        language: input.language,
        original_changed: false,
        name: null,
        content: null,
        date_modified: new Date().toISOString(),
      };
}

/** Places the shared topic last in a category of one of the workspace's guides (once per guide). */
export async function placeSharedTopic(
  deps: Deps,
  idWorkspace: number,
  input: TSharedTopicPlaceRequest,
): Promise<TTopic> {
  const { db } = deps.database;
  await requireSharedTopic(deps, idWorkspace, input.id_shared_topic);
  const category = await requireCategory(deps, idWorkspace, input.id_guide_content);
  if (await repo.isPlacedInGuide(db, idWorkspace, input.id_shared_topic, category.id_guide))
    throw AppError.invalid('id_shared_topic', s.alreadyPlaced);
  const idTopic = await repo.placeSharedTopic(db, idWorkspace, input.id_shared_topic, input.id_guide_content);
  if (idTopic === undefined) throw AppError.notFound(MESSAGES.category.notFound);
  guestContentChanged(deps, idWorkspace);
  return selectTopic(deps, idWorkspace, idTopic);
}

/**
 * The bulk action place_shared_topic: the shared topic goes last into each guide's category named
 * `category` (else its first category), all or nothing: a guide without such a category refuses the
 * whole call (12 naming it). Guides that show it already stay as they are; answers the guides it was
 * placed in.
 */
export async function placeSharedTopicInGuides(
  deps: Deps,
  idWorkspace: number,
  idGuides: readonly number[],
  fields: { id_shared_topic: number; category?: string | undefined },
): Promise<number[]> {
  const { db } = deps.database;
  await requireSharedTopic(deps, idWorkspace, fields.id_shared_topic);
  const category = fields.category ?? null;
  const targets = await repo.bulkTargets(db, idWorkspace, idGuides, category);
  const lacking = targets.find((target) => target.id_guide_content === null);
  if (lacking)
    throw AppError.invalid(
      'category',
      category === null ? s.bulkNoCategory(lacking.title) : s.bulkCategoryMissing(lacking.title, category),
    );
  const placed = await repo.placeInCategories(
    db,
    idWorkspace,
    fields.id_shared_topic,
    targets.map((target) => target.id_guide_content!),
  );
  if (placed.length > 0) guestContentChanged(deps, idWorkspace);
  return placed;
}

async function requirePlacement(deps: Deps, idWorkspace: number, idTopic: number) {
  const row = await requireOwned(repo.findPlacement(deps.database.db, idWorkspace, idTopic), t.notFound);
  if (row.id_shared_topic === null) throw AppError.invalid('id_guide_topic', s.notPlaced);
  return row;
}

export async function unplaceSharedTopic(deps: Deps, idWorkspace: number, idTopic: number): Promise<void> {
  await requirePlacement(deps, idWorkspace, idTopic);
  if (!(await repo.unplace(deps.database.db, idWorkspace, idTopic))) throw AppError.notFound(t.notFound);
  guestContentChanged(deps, idWorkspace);
}

/** The placement becomes the guide's own topic: its texts and translations stay, it follows no more. */
export async function detachSharedTopic(deps: Deps, idWorkspace: number, idTopic: number): Promise<TTopic> {
  await requirePlacement(deps, idWorkspace, idTopic);
  if (!(await repo.detach(deps.database.db, idWorkspace, idTopic))) throw AppError.notFound(t.notFound);
  return selectTopic(deps, idWorkspace, idTopic);
}

// ---- Property values -----------------------------------------------------------------------------

/** The guide's values: the main language's, and each further language's own. */
export async function guideValues(deps: Deps, idWorkspace: number, idGuide: number): Promise<TGuideValuesAnswer> {
  const guide = await requireGuide(deps, idWorkspace, idGuide);
  const rows = await repo.valuesOfGuide(deps.database.db, idWorkspace, idGuide);
  const values: Record<string, string> = {};
  const translations: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    if (row.language === '') values[row.name] = row.value;
    else (translations[row.language] ??= {})[row.name] = row.value;
  }
  return { id_guide: idGuide, default_language: guide.default_language, values, translations };
}

/**
 * Replaces the guide's values in one language (its main language when absent or the default): at
 * most GUIDE_VALUES_MAX names over all its languages. A further language must be the guide's.
 */
export async function setGuideValues(
  deps: Deps,
  idWorkspace: number,
  input: TGuideValuesRequest,
): Promise<TGuideValuesAnswer> {
  const { db } = deps.database;
  const guide = await requireGuide(deps, idWorkspace, input.id_guide);
  let language = '';
  if (input.language !== undefined && input.language !== guide.default_language) {
    if (!guide.languages.includes(input.language))
      throw AppError.invalid('language', MESSAGES.language.notOfGuide(englishLanguageName(input.language)));
    language = input.language;
  }
  const values = Object.entries(input.values)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => ({ name, value }));
  const current = await repo.valuesOfGuide(db, idWorkspace, input.id_guide);
  const names = new Set(current.filter((r) => r.language !== language).map((r) => r.name));
  for (const v of values) names.add(v.name);
  if (names.size > GUIDE_VALUES_MAX) throw AppError.invalid('values', s.valuesTooMany(GUIDE_VALUES_MAX));
  await repo.replaceValues(db, idWorkspace, input.id_guide, language, values);
  guestContentChanged(deps, idWorkspace);
  return guideValues(deps, idWorkspace, input.id_guide);
}

/**
 * The values a guide's guests read in `language`: the main language's, each replaced by the
 * language's own where it has one.
 */
export async function valuesForGuests(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  language: string,
): Promise<Record<string, string>> {
  return guestValuesOf(await repo.valuesIn(deps.database.db, idWorkspace, idGuide, language), language);
}

/** valuesForGuests of rows already read: a guide's values in no language ('') and in `language`. */
export function guestValuesOf(
  rows: ReadonlyArray<{ language: string; name: string; value: string }>,
  language: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const row of rows) if (row.language === '') values[row.name] = row.value;
  for (const row of rows) if (row.language !== '' && row.language === language) values[row.name] = row.value;
  return values;
}

/** Every value of a guide, for a copy of it (export, duplicate). */
export function allValuesOf(deps: Deps, idWorkspace: number, idGuide: number): Promise<repo.ValueRow[]> {
  return repo.valuesOfGuide(deps.database.db, idWorkspace, idGuide);
}

/** Gives a guide (a copy) the values. */
export function copyValuesTo(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  values: ReadonlyArray<repo.ValueRow>,
): Promise<void> {
  return repo.copyValues(deps.database.db, idWorkspace, idGuide, values);
}

/** A guide's placements show their shared topics' current texts and translations (after an import). */
export function syncGuidePlacements(deps: Deps, idWorkspace: number, idGuide: number): Promise<void> {
  return repo.syncGuidePlacements(deps.database.db, idWorkspace, idGuide);
}

/** Of the ids, those that are the workspace's shared topics (a copy keeps only these placements). */
export function ownedSharedTopics(deps: Deps, idWorkspace: number, ids: number[]): Promise<Set<number>> {
  return repo.ownedSharedTopics(deps.database.db, idWorkspace, ids);
}

/**
 * Languages of a guide and translations of what guests read: the guide's title,
 * subtitle and welcome text, category names, topic titles and contents, a map's title and pin
 * texts. A translation remembers a digest of its original's texts when saved, so "original
 * changed" is a comparison, not a flag every writer must remember to set. Guests get the guide in
 * a language through `translateGuestSource`: field by field, falling back to the original.
 */
import crypto from 'node:crypto';
import {
  RESULT,
  englishLanguageList,
  englishLanguageName,
  MESSAGES,
  type TCategoryTranslateRequest,
  type TCategoryTranslation,
  type TGuideLanguages,
  type TGuideLanguagesRequest,
  type TGuideTranslateRequest,
  type TGuideTranslation,
  type TGuideTranslations,
  type TMapTranslateRequest,
  type TMapTranslation,
  type TTopicTranslateRequest,
  type TTopicTranslation,
  type TTranslationProgress,
} from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { guestContentChanged } from '../../lib/events.ts';
import { sanitiseRichText } from '../content-safety/rich-text-sanitiser.ts';
import { toPlainText } from '../content-safety/plain-text.ts';
import { withInlineImages } from '../topics/inline-images.ts';
import * as repo from './translations.repository.ts';

type Target = repo.TranslationTarget;
type Texts = Record<string, unknown>;

const NOT_FOUND: Record<Target['kind'], string> = {
  guide: MESSAGES.guide.notFound,
  category: MESSAGES.category.notFound,
  topic: MESSAGES.topic.notFound,
  map: MESSAGES.map.notFound,
};

/** A short digest of an original's texts: a translation saved against other texts is "original changed". */
export function digestOf(texts: Texts): string {
  return crypto.createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, 22);
}

const plain = (value: string | null): string | null => {
  if (value === null) return null;
  const text = toPlainText(value).trim();
  return text === '' ? null : text;
};

const hasAny = (fields: Texts) => Object.values(fields).some((v) => v != null && !(Array.isArray(v) && !v.length));

async function requireOriginal(deps: Deps, idWorkspace: number, target: Target): Promise<repo.Original> {
  const original = await repo.findOriginal(deps.database.db, idWorkspace, target);
  if (!original) throw AppError.notFound(NOT_FOUND[target.kind]);
  return original;
}

/** A translation's language must be one of its guide's further languages (a map's: any language). */
function checkLanguage(guide: repo.GuideLanguagesRow | null, language: string): void {
  if (!guide) return;
  const name = englishLanguageName(language);
  if (language === guide.default_language) throw AppError.invalid('language', MESSAGES.language.isDefault(name));
  if (!guide.languages.includes(language)) throw AppError.invalid('language', MESSAGES.language.notOfGuide(name));
}

/**
 * Saves a translation (every field given replaces the stored one; all empty removes the
 * translation) and tells the guest cache.
 */
async function save(
  deps: Deps,
  idWorkspace: number,
  target: Target,
  language: string,
  original: repo.Original,
  fields: Texts,
): Promise<repo.DbTranslation | null> {
  const { db } = deps.database;
  let row: repo.DbTranslation | null = null;
  if (hasAny(fields))
    row = await repo.saveTranslation(db, idWorkspace, target, language, fields, digestOf(original.texts));
  else await repo.deleteTranslation(db, idWorkspace, target, language);
  guestContentChanged(deps, idWorkspace);
  return row;
}

function meta(row: repo.DbTranslation | null, language: string, original: Texts) {
  return {
    language,
    original_changed: row !== null && row.source_digest !== digestOf(original),
    date_modified: (row?.date_modified ?? new Date()).toISOString(),
  };
}

const text = (row: repo.DbTranslation | null, key: string): string | null => {
  const value = row?.fields[key];
  return typeof value === 'string' ? value : null;
};

function presentGuideTranslation(row: repo.DbTranslation | null, language: string, original: Texts): TGuideTranslation {
  return {
    ...meta(row, language, original),
    title: text(row, 'title'),
    subtitle: text(row, 'subtitle'),
    welcome: text(row, 'welcome'),
  };
}

function presentCategoryTranslation(
  row: repo.DbTranslation | null,
  language: string,
  original: Texts,
): TCategoryTranslation {
  return { ...meta(row, language, original), name: text(row, 'name') };
}

function presentTopicTranslation(row: repo.DbTranslation | null, language: string, original: Texts): TTopicTranslation {
  return { ...meta(row, language, original), name: text(row, 'name'), content: text(row, 'content') };
}

type PinText = TMapTranslation['pins'][number];

function pinsOf(row: repo.DbTranslation | null): PinText[] {
  const pins = row?.fields.pins;
  return Array.isArray(pins) ? (pins as PinText[]) : [];
}

function presentMapTranslation(row: repo.DbTranslation | null, language: string, original: Texts): TMapTranslation {
  return { ...meta(row, language, original), title: text(row, 'title'), pins: pinsOf(row) };
}

// ---- The calls -----------------------------------------------------------------------------------

export async function translateGuide(
  deps: Deps,
  idWorkspace: number,
  input: TGuideTranslateRequest,
): Promise<TGuideTranslation> {
  const target: Target = { kind: 'guide', id: input.id_guide };
  const original = await requireOriginal(deps, idWorkspace, target);
  checkLanguage(original.guide, input.language);
  const fields = {
    title: plain(input.title ?? null),
    subtitle: plain(input.subtitle ?? null),
    welcome: input.welcome ?? null,
  };
  const row = await save(deps, idWorkspace, target, input.language, original, fields);
  return presentGuideTranslation(row, input.language, original.texts);
}

export async function translateCategory(
  deps: Deps,
  idWorkspace: number,
  input: TCategoryTranslateRequest,
): Promise<TCategoryTranslation> {
  const target: Target = { kind: 'category', id: input.id_guide_content };
  const original = await requireOriginal(deps, idWorkspace, target);
  checkLanguage(original.guide, input.language);
  const row = await save(deps, idWorkspace, target, input.language, original, { name: plain(input.name ?? null) });
  return presentCategoryTranslation(row, input.language, original.texts);
}

/** The content is sanitised like the original's, and its pasted images go to the library like the original's. */
export async function translateTopic(
  deps: Deps,
  idWorkspace: number,
  input: TTopicTranslateRequest,
): Promise<TTopicTranslation> {
  const target: Target = { kind: 'topic', id: input.id_guide_topic };
  const original = await requireOriginal(deps, idWorkspace, target);
  if (original.shared) throw AppError.invalid('id_guide_topic', MESSAGES.shared.followsShared);
  checkLanguage(original.guide, input.language);
  const name = plain(input.name ?? null);
  const content = input.content == null ? undefined : sanitiseRichText(input.content);
  const row = await withInlineImages(
    deps,
    idWorkspace,
    content,
    { name: name ?? String(original.texts.name), unreadable: 'refuse' },
    (html) => save(deps, idWorkspace, target, input.language, original, { name, content: html ?? null }),
  );
  return presentTopicTranslation(row, input.language, original.texts);
}

export async function translateMap(
  deps: Deps,
  idWorkspace: number,
  input: TMapTranslateRequest,
): Promise<TMapTranslation> {
  const target: Target = { kind: 'map', id: input.id_map };
  const original = await requireOriginal(deps, idWorkspace, target);
  const names = new Set((original.texts.pins as { name: string }[]).map((p) => p.name));
  const pins = (input.pins ?? [])
    .filter((p) => names.has(p.original) && (p.name != null || p.description != null))
    .map((p) => ({ original: p.original, name: plain(p.name ?? null), description: plain(p.description ?? null) }));
  const fields = { title: plain(input.title ?? null), pins };
  const row = await save(deps, idWorkspace, target, input.language, original, fields);
  return presentMapTranslation(row, input.language, original.texts);
}

// ---- Languages and progress ------------------------------------------------------------------------

function progressOf(texts: repo.GuideTexts, rows: repo.DbTranslation[], language: string): TTranslationProgress {
  const mine = rows.filter((r) => r.language === language);
  const byCategory = new Map(mine.filter((r) => r.id_guide_content !== null).map((r) => [r.id_guide_content, r]));
  const byTopic = new Map(mine.filter((r) => r.id_guide_topic !== null).map((r) => [r.id_guide_topic, r]));
  const guideRow = mine.find((r) => r.id_guide !== null) ?? null;
  let topicsTranslated = 0;
  let topicsOutdated = 0;
  for (const t of texts.topics) {
    const row = byTopic.get(t.id_guide_topic);
    if (!row) continue;
    topicsTranslated += 1;
    if (row.source_digest !== digestOf({ name: t.name, content: t.content })) topicsOutdated += 1;
  }
  let categoriesTranslated = 0;
  let categoriesOutdated = 0;
  for (const c of texts.categories) {
    const row = byCategory.get(c.id_guide_content);
    if (!row) continue;
    categoriesTranslated += 1;
    if (row.source_digest !== digestOf({ name: c.name })) categoriesOutdated += 1;
  }
  return {
    language,
    topics_total: texts.topics.length,
    topics_translated: topicsTranslated,
    topics_outdated: topicsOutdated,
    categories_total: texts.categories.length,
    categories_translated: categoriesTranslated,
    categories_outdated: categoriesOutdated,
    guide_translated: guideRow !== null,
    guide_outdated: guideRow !== null && guideRow.source_digest !== digestOf(texts.guide),
  };
}

/** Per further language of the guide, how much is translated (for the select answer and the Content tab). */
export async function translationProgress(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  languages: string[],
): Promise<TTranslationProgress[]> {
  if (languages.length === 0) return [];
  const { db } = deps.database;
  const [texts, rows] = await Promise.all([
    repo.guideTexts(db, idWorkspace, idGuide),
    repo.translationsOfGuide(db, idWorkspace, idGuide, { languages }),
  ]);
  if (!texts) return [];
  return languages.map((language) => progressOf(texts, rows, language));
}

/** What /guides/select adds: the guide's own translations and each language's progress. */
export async function guideTranslationFields(
  deps: Deps,
  idWorkspace: number,
  guide: { id_guide: number; title: string; subtitle: string | null; welcome: string | null; languages: string[] },
): Promise<{ translations: TGuideTranslation[]; translation_progress: TTranslationProgress[] }> {
  const rows = await repo.translationsOf(deps.database.db, idWorkspace, { kind: 'guide', id: guide.id_guide });
  const original = { title: guide.title, subtitle: guide.subtitle, welcome: guide.welcome };
  return {
    translations: rows.map((r) => presentGuideTranslation(r, r.language, original)),
    translation_progress: await translationProgress(deps, idWorkspace, guide.id_guide, guide.languages),
  };
}

export async function categoryTranslations(
  deps: Deps,
  idWorkspace: number,
  category: { id_guide_content: number; name: string },
): Promise<TCategoryTranslation[]> {
  const rows = await repo.translationsOf(deps.database.db, idWorkspace, {
    kind: 'category',
    id: category.id_guide_content,
  });
  return rows.map((r) => presentCategoryTranslation(r, r.language, { name: category.name }));
}

/** Each category's translations, by category id (for the categories list). */
export async function categoryTranslationsOfGuide(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  categories: { id_guide_content: number; name: string }[],
): Promise<Map<number, TCategoryTranslation[]>> {
  const rows = await repo.categoryTranslationsOfGuide(deps.database.db, idWorkspace, idGuide);
  const byCategory = new Map<number, TCategoryTranslation[]>();
  for (const c of categories) {
    const mine = rows.filter((r) => r.id_guide_content === c.id_guide_content);
    byCategory.set(
      c.id_guide_content,
      mine.map((r) => presentCategoryTranslation(r, r.language, { name: c.name })),
    );
  }
  return byCategory;
}

export async function topicTranslations(
  deps: Deps,
  idWorkspace: number,
  topic: { id_guide_topic: number; name: string; content: string },
): Promise<TTopicTranslation[]> {
  const rows = await repo.translationsOf(deps.database.db, idWorkspace, { kind: 'topic', id: topic.id_guide_topic });
  return rows.map((r) => presentTopicTranslation(r, r.language, { name: topic.name, content: topic.content }));
}

export async function mapTranslations(
  deps: Deps,
  idWorkspace: number,
  map: { id_map: number; title: string; pins: { name: string; description: string | null }[] },
): Promise<TMapTranslation[]> {
  const rows = await repo.translationsOf(deps.database.db, idWorkspace, { kind: 'map', id: map.id_map });
  const original = { title: map.title, pins: map.pins.map((p) => ({ name: p.name, description: p.description })) };
  return rows.map((r) => presentMapTranslation(r, r.language, original));
}

async function languagesAnswer(
  deps: Deps,
  idWorkspace: number,
  guide: repo.GuideLanguagesRow,
): Promise<TGuideLanguages> {
  return {
    id_guide: guide.id_guide,
    default_language: guide.default_language,
    languages: guide.languages,
    translation_progress: await translationProgress(deps, idWorkspace, guide.id_guide, guide.languages),
  };
}

/**
 * Sets the default and further languages. A language that leaves the further languages takes its
 * translations with it, but only when the call says so (`remove_translations`): otherwise 13 names
 * what would be lost and nothing changes.
 */
export async function setLanguages(
  deps: Deps,
  idWorkspace: number,
  input: TGuideLanguagesRequest & { default_language: string; languages: string[] },
): Promise<TGuideLanguages> {
  const { db } = deps.database;
  const current = await repo.findGuideLanguages(db, idWorkspace, input.id_guide);
  if (!current) throw AppError.notFound(MESSAGES.guide.notFound);
  const removed = current.languages.filter((l) => !input.languages.includes(l));
  if (removed.length > 0 && !input.remove_translations) {
    const lost = await repo.translationsOfGuide(db, idWorkspace, input.id_guide, { languages: removed });
    if (lost.length > 0) {
      const names = englishLanguageList([...new Set(lost.map((t) => t.language))]);
      throw new AppError(RESULT.CONFLICT, MESSAGES.language.removeNeedsConfirm(names, lost.length));
    }
  }
  const saved = await repo.setGuideLanguages(
    db,
    idWorkspace,
    input.id_guide,
    input.default_language,
    input.languages,
    removed,
  );
  if (!saved) throw AppError.notFound(MESSAGES.guide.notFound);
  guestContentChanged(deps, idWorkspace);
  return languagesAnswer(deps, idWorkspace, saved);
}

type GuideOwnTexts = { title: string; subtitle: string | null; welcome: string | null };

/** A guide's own texts in a translation's language, each field falling back to the original. */
function guideTextsOf(row: repo.DbTranslation | null, original: GuideOwnTexts): GuideOwnTexts {
  return {
    title: text(row, 'title') ?? original.title,
    subtitle: text(row, 'subtitle') ?? original.subtitle,
    welcome: text(row, 'welcome') ?? original.welcome,
  };
}

/**
 * A guide's title, subtitle and welcome text in `language` (one of its languages), falling back like
 * the guest answer: for the flyer, which needs no category or topic.
 */
export async function guideTextsIn(
  deps: Deps,
  idWorkspace: number,
  guide: GuideOwnTexts & { id_guide: number },
  language: string,
): Promise<GuideOwnTexts> {
  const rows = await repo.translationsOf(deps.database.db, idWorkspace, { kind: 'guide', id: guide.id_guide });
  return guideTextsOf(rows.find((r) => r.language === language) ?? null, guide);
}

/** One language's translation rows by what they translate (each row translates exactly one thing). */
function indexRows(rows: repo.DbTranslation[]) {
  const by = <K extends 'id_guide_content' | 'id_guide_topic' | 'id_map'>(key: K) =>
    new Map(rows.flatMap((r) => (r[key] === null ? [] : [[r[key], r] as const])));
  return {
    guideRow: rows.find((r) => r.id_guide !== null) ?? null,
    byCategory: by('id_guide_content'),
    byTopic: by('id_guide_topic'),
    byMap: by('id_map'),
  };
}

/** Everything of one language, for the Content tab's side-by-side editor. */
export async function guideTranslations(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  language: string,
): Promise<TGuideTranslations> {
  const { db } = deps.database;
  const guide = await repo.findGuideLanguages(db, idWorkspace, idGuide);
  if (!guide) throw AppError.notFound(MESSAGES.guide.notFound);
  checkLanguage(guide, language);
  const [texts, rows] = await Promise.all([
    repo.guideTexts(db, idWorkspace, idGuide),
    repo.translationsOfGuide(db, idWorkspace, idGuide, { languages: [language] }),
  ]);
  if (!texts) throw AppError.notFound(MESSAGES.guide.notFound);
  const { guideRow, byCategory, byTopic } = indexRows(rows);
  const categories = texts.categories.flatMap((c) => {
    const row = byCategory.get(c.id_guide_content);
    return row
      ? [{ id_guide_content: c.id_guide_content, ...presentCategoryTranslation(row, language, { name: c.name }) }]
      : [];
  });
  const topics = texts.topics.flatMap((t) => {
    const row = byTopic.get(t.id_guide_topic);
    return row
      ? [
          {
            id_guide_topic: t.id_guide_topic,
            id_guide_content: t.id_guide_content,
            ...presentTopicTranslation(row, language, { name: t.name, content: t.content }),
          },
        ]
      : [];
  });
  return {
    language,
    guide: guideRow && presentGuideTranslation(guideRow, language, texts.guide),
    categories,
    topics,
    progress: progressOf(texts, rows, language),
  };
}

// ---- Copies (export, import, duplicate) -------------------------------------------------------------

/** A translation as a copy carries it: the original may have changed since it was saved. */
export type CopiedTranslation = {
  language: string;
  fields: Record<string, unknown>;
  source_digest: string;
  original_changed: boolean;
};

/** Every translation of a guide, its categories and its topics, by what they translate. */
export async function translationsForCopy(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
): Promise<{
  guide: CopiedTranslation[];
  byCategory: Map<number, CopiedTranslation[]>;
  byTopic: Map<number, CopiedTranslation[]>;
}> {
  const { db } = deps.database;
  const [texts, rows] = await Promise.all([
    repo.guideTexts(db, idWorkspace, idGuide),
    repo.translationsOfGuide(db, idWorkspace, idGuide),
  ]);
  const digests = new Map<string, string>();
  if (texts) {
    digests.set(`g${idGuide}`, digestOf(texts.guide));
    for (const c of texts.categories) digests.set(`c${c.id_guide_content}`, digestOf({ name: c.name }));
    for (const t of texts.topics) digests.set(`t${t.id_guide_topic}`, digestOf({ name: t.name, content: t.content }));
  }
  const copy = (row: repo.DbTranslation, key: string): CopiedTranslation => ({
    language: row.language,
    fields: row.fields,
    source_digest: row.source_digest,
    original_changed: row.source_digest !== digests.get(key),
  });
  const guide: CopiedTranslation[] = [];
  const byCategory = new Map<number, CopiedTranslation[]>();
  const byTopic = new Map<number, CopiedTranslation[]>();
  const push = <K>(map: Map<K, CopiedTranslation[]>, key: K, value: CopiedTranslation) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const row of rows) {
    if (row.id_guide !== null) guide.push(copy(row, `g${row.id_guide}`));
    else if (row.id_guide_content !== null)
      push(byCategory, row.id_guide_content, copy(row, `c${row.id_guide_content}`));
    else if (row.id_guide_topic !== null) push(byTopic, row.id_guide_topic, copy(row, `t${row.id_guide_topic}`));
  }
  return { guide, byCategory, byTopic };
}

/**
 * The digest a copied translation is stored with: its original's, unless the original had changed
 * after the translation was saved (then one that matches no text, so the copy shows it too).
 */
export function copiedDigest(originalChanged: boolean, original: Texts): string {
  return originalChanged ? 'original-changed' : digestOf(original);
}

// ---- The guest side ------------------------------------------------------------------------------

/** The texts a guest reads, as the guest presenter's source has them. */
export type TranslatableSource = {
  guide: { id_guide: number; title: string; subtitle: string | null; welcome: string | null };
  categories: { id_guide_content: number; name: string }[];
  topics: { id_guide_topic: number; name: string; content: string }[];
  map: { id_map: number; title: string; pins: { name: string; description: string | null }[] } | null;
};

/**
 * The source with every text the guest reads in `language`, each field falling back to the
 * original when it has no translation. The ids, order, images and everything else stay.
 */
export async function translateGuestSource<S extends TranslatableSource>(
  deps: Deps,
  idWorkspace: number,
  source: S,
  language: string,
): Promise<S> {
  const rows = await repo.translationsOfGuide(deps.database.db, idWorkspace, source.guide.id_guide, {
    languages: [language],
    idMap: source.map?.id_map ?? null,
  });
  if (rows.length === 0) return source;
  const { guideRow, byCategory, byTopic, byMap } = indexRows(rows);
  const mapRow = source.map ? (byMap.get(source.map.id_map) ?? null) : null;
  const pinTexts = new Map(pinsOf(mapRow).map((p) => [p.original, p]));
  return {
    ...source,
    guide: { ...source.guide, ...guideTextsOf(guideRow, source.guide) },
    categories: source.categories.map((c) => ({
      ...c,
      name: text(byCategory.get(c.id_guide_content) ?? null, 'name') ?? c.name,
    })),
    topics: source.topics.map((t) => {
      const row = byTopic.get(t.id_guide_topic) ?? null;
      return { ...t, name: text(row, 'name') ?? t.name, content: text(row, 'content') ?? t.content };
    }),
    map: source.map && {
      ...source.map,
      title: text(mapRow, 'title') ?? source.map.title,
      pins: source.map.pins.map((p) => {
        const translated = pinTexts.get(p.name);
        return {
          ...p,
          name: translated?.name ?? p.name,
          description: translated?.description ?? p.description,
        };
      }),
    },
  };
}

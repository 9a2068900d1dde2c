/**
 * The guest read side: what a guest gets for a share link (cached per token, with its House
 * Manual PDF), and the same payload for the host's preview. A guest knows a guide only by its
 * current share token, and sees it only through the guest presenter.
 */
import {
  categoryKindOfName,
  englishLanguageName,
  MESSAGES,
  parseAcceptLanguage,
  pickLanguage,
  type TGuestGuide,
} from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { envelope } from '../../plugins/envelope.ts';
import { renderGuidePdf } from '../../pdf/guide-pdf.ts';
import { printMaker } from '../white-label/white-label.service.ts';
import { fileNameOf, printableImage, type PrintableImage } from '../../pdf/pdf-document.ts';
import { findGuide } from '../guides/guides.service.ts';
import { findMap } from '../maps/maps.service.ts';
import { storeKeyOf } from '../files/files.service.ts';
import { translateGuestSource } from '../translations/translations.service.ts';
import * as repo from './guest.repository.ts';
import { fillGuestFields, presentGuestGuide, type GuestSource } from './guest.presenter.ts';
import {
  guideDetailValues,
  publicFieldValues,
  stayFieldValues,
  type StayFieldStay,
} from '../invitations/stay-fields.ts';
import { guestValuesOf, valuesForGuests } from '../shared-topics/shared-topics.service.ts';
import { etagOf, type GuestCache, type GuestEntry } from './guest-cache.ts';

const notFound = () => AppError.notFound(MESSAGES.guide.notFound);

/**
 * The guide with its published categories and topics (with `drafts`, the Drafts too) and its active
 * map: what the presenter picks from.
 */
async function loadGuestSource(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  drafts = false,
  language?: string,
): Promise<GuestSource | undefined> {
  const guide = await findGuide(deps, idWorkspace, idGuide);
  if (!guide) return undefined;
  const { categories, topics } = await repo.loadGuestContent(deps.database.db, idWorkspace, idGuide, { drafts });
  const values = await valuesForGuests(deps, idWorkspace, idGuide, language ?? guide.default_language);
  return completeSource(deps, { guide, categories, topics, values }, language);
}

/**
 * The guest source of a share token, its rows read in one statement (repo.loadGuestSourceByToken):
 * the guests' cold build, which the same guide's loadGuestSource equals field for field.
 */
export async function loadGuestSourceByToken(
  deps: Deps,
  token: string,
  language?: string,
): Promise<GuestSource | undefined> {
  const rows = await repo.loadGuestSourceByToken(deps.database.db, token, language);
  if (!rows) return undefined;
  const { guide, categories, topics } = rows;
  const values = guestValuesOf(rows.values, language ?? guide.default_language);
  return completeSource(deps, { guide, categories, topics, values }, language);
}

/**
 * The source with the guide's active map and each category's kind by name (read before any
 * translation, so from its default-language name), in `language` (translated) unless that is the
 * guide's default.
 */
async function completeSource(
  deps: Deps,
  parts: Omit<GuestSource, 'map' | 'categories'> & { categories: repo.GuestCategoryRow[] },
  language: string | undefined,
): Promise<GuestSource> {
  const { guide } = parts;
  const map = guide.id_map === null ? null : ((await findMap(deps, guide.id_workspace, guide.id_map)) ?? null);
  const categories = parts.categories.map((c) => ({ ...c, name_kind: categoryKindOfName(c.name) }));
  const source = { ...parts, categories, map };
  return language === undefined || language === guide.default_language
    ? source
    : translateGuestSource(deps, guide.id_workspace, source, language);
}

/** What a guest asks for: ?lang= (the link's, or the guest's own choice), and the browser's Accept-Language. */
export type LanguageWish = { lang?: string | undefined; acceptLanguage?: string | undefined };

/**
 * The language a guest is served, of the guide's `languages` (the default first): ?lang=, else the
 * browser's languages, else the default. A ?lang= the guide does not have is not an error: the next
 * choice applies.
 */
export function servedLanguage(languages: readonly string[], wish: LanguageWish): string {
  const wanted = [...(wish.lang ? [wish.lang] : []), ...parseAcceptLanguage(wish.acceptLanguage)];
  return pickLanguage(languages, wanted) ?? languages[0]!;
}

/** The language of the host's preview and print-outs: the one asked for, which must be the guide's, else its default. */
export function hostLanguage(
  guide: { default_language: string; languages: string[] },
  lang: string | undefined,
): string {
  const languages = [guide.default_language, ...guide.languages];
  if (lang === undefined) return guide.default_language;
  const language = pickLanguage(languages, [lang]);
  if (!language) throw AppError.invalid('lang', MESSAGES.language.notOfGuide(englishLanguageName(lang)));
  return language;
}

/** The guide a share link opens (id and owner), or undefined for an unknown or replaced token. */
export function findGuideByToken(
  deps: Deps,
  token: string,
): Promise<{ id_guide: number; id_workspace: number } | undefined> {
  return repo.findGuideByToken(deps.database.db, token);
}

/**
 * The guest payload of one of the host's guides, exactly as guests get it (the host's preview).
 * With `drafts` (the phone preview beside the editor): also the Drafts and the topics only for
 * invited guests, marked; never cached, never a guest's.
 */
export async function previewGuide(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  { drafts = false, lang }: { drafts?: boolean; lang?: string } = {},
): Promise<TGuestGuide> {
  const guide = await findGuide(deps, idWorkspace, idGuide);
  if (!guide) throw notFound();
  const language = hostLanguage(guide, lang);
  const source = await loadGuestSource(deps, idWorkspace, idGuide, drafts, language);
  if (!source) throw notFound();
  return publicGuide(source, { drafts, language });
}

/**
 * The guest payload anyone with the share link reads: the guide's property values and details, the
 * stay's codes as neutral words (publicFieldValues).
 */
function publicGuide(source: GuestSource, options: { drafts?: boolean; language?: string | undefined }): TGuestGuide {
  const guide = presentGuestGuide(source, false, options);
  return fillGuestFields(guide, {
    ...source.values,
    ...guideDetailValues(source.guide, { showHidden: false }),
    ...publicFieldValues(source.guide, guide.language ?? source.guide.default_language),
  });
}

/**
 * The whole guide as an invited guest inside their access window sees it (guest.presenter
 * `showHidden`), its field codes filled with the stay's values at `now` (stayFieldValues).
 */
export async function invitedGuide(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  language: string,
  stay: StayFieldStay,
  now: Date,
): Promise<TGuestGuide | undefined> {
  const source = await loadGuestSource(deps, idWorkspace, idGuide, false, language);
  if (!source) return undefined;
  const guide = presentGuestGuide(source, true, { language });
  return fillGuestFields(guide, {
    ...source.values,
    ...guideDetailValues(source.guide, { showHidden: true }),
    ...stayFieldValues(stay, source.guide, language, now),
  });
}

/** A library image by its served path, made printable (null when missing or unreadable). */
function printable(deps: Deps, pathFile: string | null, maxPx: number, as: 'png' | 'jpeg') {
  return printableImage(deps.store, pathFile === null ? null : storeKeyOf(pathFile), maxPx, as);
}

/** The House Manual of a guest payload: the same PDF for the guest and for the host's download. */
export async function guestGuidePdf(deps: Deps, idWorkspace: number, guide: TGuestGuide): Promise<Buffer> {
  const images = new Map<number, PrintableImage>();
  for (const category of guide.categories) {
    for (const topic of category.topics) {
      const image = await printable(deps, topic.image_path, 1000, 'jpeg');
      if (image) images.set(topic.id, image);
    }
  }
  const logo = await printable(deps, guide.branding.logo_path, 400, 'png');
  const cover = await printableCover(deps, guide.cover?.path ?? null);
  const maker = await printMaker(deps, idWorkspace);
  return renderGuidePdf({ guide, logo, cover, images, maker, ...(guide.language ? { lang: guide.language } : {}) });
}

/** A printable cover photo (the flyer's strip and the House Manual's first page). */
export function printableCover(deps: Deps, pathFile: string | null): Promise<PrintableImage | null> {
  return printable(deps, pathFile, 1400, 'jpeg');
}

/** A printable logo for the host's flyer. */
export function printableLogo(deps: Deps, pathFile: string | null): Promise<PrintableImage | null> {
  return printable(deps, pathFile, 400, 'png');
}

/**
 * The cached guest answer for a share token in the language the guest is served (`wish`), built on
 * a miss. The default language's answer is cached under the token, every other under token and
 * language; a host's change drops them all. Unknown (or replaced) tokens answer 01.
 */
export async function guestGuide(
  deps: Deps,
  cache: GuestCache,
  token: string,
  wish: LanguageWish = {},
): Promise<GuestEntry> {
  const base = await cachedEntry(deps, cache, token, undefined);
  if (base.languages.length < 2) return base;
  const language = servedLanguage(base.languages, wish);
  return language === base.language ? base : cachedEntry(deps, cache, token, language);
}

function cachedEntry(deps: Deps, cache: GuestCache, token: string, language: string | undefined): Promise<GuestEntry> {
  const key = language === undefined ? token : `${token}\n${language}`;
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  const pending = cache.building.get(key);
  if (pending) return pending;
  const build = buildGuestEntry(deps, cache, token, key, language).finally(() => {
    if (cache.building.get(key) === build) cache.building.delete(key);
  });
  cache.building.set(key, build);
  return build;
}

async function buildGuestEntry(
  deps: Deps,
  cache: GuestCache,
  token: string,
  key: string,
  language: string | undefined,
): Promise<GuestEntry> {
  const generation = cache.generation;
  const source = await loadGuestSourceByToken(deps, token, language);
  if (!source || source.guide.share_token !== token) throw notFound();
  // Filled once per cache entry; a personal answer fills its own copy (invitedGuide).
  const guide = publicGuide(source, { language });
  const body = JSON.stringify(envelope(guide));
  const entry: GuestEntry = {
    idWorkspace: source.guide.id_workspace,
    body,
    etag: etagOf(body),
    language: guide.language ?? source.guide.default_language,
    languages: guide.languages ?? [source.guide.default_language],
    wifi: guide.wifi ?? null,
  };
  cache.set(key, entry, generation);
  return entry;
}

/** The House Manual for guests in the language they are served; made once per version of the guide and language. */
export async function guestPdf(
  deps: Deps,
  cache: GuestCache,
  token: string,
  wish: LanguageWish = {},
): Promise<NonNullable<GuestEntry['pdf']>> {
  const entry = await guestGuide(deps, cache, token, wish);
  if (entry.pdf) return entry.pdf;
  const generation = cache.generation;
  const guide = (JSON.parse(entry.body) as { RES_RESULT: TGuestGuide }).RES_RESULT;
  const bytes = await guestGuidePdf(deps, entry.idWorkspace, guide);
  const pdf = { bytes, etag: etagOf(bytes), filename: fileNameOf(guide.title, '', 'pdf') };
  // Stored on the entry only while the guide is unchanged since the entry was built.
  const key = entry.language === entry.languages[0] ? token : `${token}\n${entry.language}`;
  if (cache.get(key) === entry) cache.set(key, { ...entry, pdf }, generation);
  return pdf;
}

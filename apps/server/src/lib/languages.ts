/**
 * The languages people read the product in (packages/i18n/locales/<code>/, found from the disk when
 * the server starts) and the server's texts in each: the `messages` catalog (RES_MESSAGE), `mail`
 * (e-mails to hosts and guests), `print` (the flyer and the House Manual) and `template` (a new
 * guide's starter categories and topics).
 */
import { createLocalizer, textOf, type Catalog, type Namespace } from '@guidebook/i18n';
import { loadLanguages, type LoadedLanguage } from '@guidebook/i18n/node';
import { ENGLISH_MESSAGE_CATALOG, parseAcceptLanguage, pickLanguage } from '@guidebook/contract';

const loaded = await loadLanguages(['messages', 'mail', 'print', 'template']);
const english: LoadedLanguage = (() => {
  const en = loaded.get('en');
  if (!en) throw new Error('packages/i18n/locales/en is missing');
  return en;
})();

/** Every language a host can choose, English first. */
export const UI_LANGUAGES: readonly string[] = ['en', ...[...loaded.keys()].filter((c) => c !== 'en')];

export function languageMeta(code: string): LoadedLanguage {
  return loaded.get(code) ?? english;
}

/** A catalog language, or undefined for anything else (a language a host may not choose). */
export function catalogLanguage(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  return pickLanguage(UI_LANGUAGES, [tag]);
}

/** The best catalog language for an Accept-Language header; undefined when none matches. */
export function acceptedLanguage(header: string | undefined): string | undefined {
  return header ? pickLanguage(UI_LANGUAGES, parseAcceptLanguage(header)) : undefined;
}

const localizeMessage = createLocalizer(ENGLISH_MESSAGE_CATALOG);

/**
 * A message of the `messages` catalog (English, as MESSAGES makes it) in `language`. A text the
 * catalog does not hold comes back unchanged; so does every text for English.
 */
export function localize(text: string, language: string): string {
  if (language === 'en') return text;
  const target = loaded.get(language);
  const catalog = target?.catalogs.messages;
  if (!target || !catalog) return text;
  return localizeMessage(text, { locale: target.locale, catalog });
}

/**
 * A text of a namespace in `language`, values filled in, plural form by `count`; English when the
 * language lacks the key. Throws for a key English does not have (a programming error).
 */
export function t(
  namespace: Exclude<Namespace, 'messages'>,
  language: string,
  key: string,
  values?: Readonly<Record<string, unknown>>,
): string {
  const target: LoadedLanguage = loaded.get(language) ?? english;
  const hit = textOf(target.catalogs[namespace] ?? {}, target.locale, key, values);
  if (hit !== undefined) return hit;
  const fallback = textOf(english.catalogs[namespace] ?? ({} as Catalog), english.locale, key, values);
  if (fallback === undefined) throw new Error(`No text ${namespace}:${key} in English`);
  return fallback;
}

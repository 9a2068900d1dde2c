/**
 * The languages the admin app can be shown in: every folder of packages/i18n/locales with a
 * meta.ts (nothing lists them here; a twelfth language is a folder of files). The meta files are
 * a few bytes each and read eagerly; the catalogs themselves are loaded by admin-i18n.ts.
 */
import { pickLanguage } from '@guidebook/contract';
import type { LanguageMeta } from '../../../../../packages/i18n/src/catalog.ts';

const metas = import.meta.glob<{ default: LanguageMeta }>('./*/meta.ts', {
  base: '../../../../../packages/i18n/locales',
  eager: true,
});

/** Every language, English first, then by code. */
export const HOST_LANGUAGES: readonly LanguageMeta[] = Object.values(metas)
  .map((m) => m.default)
  .sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : a.code.localeCompare(b.code)));

const ENGLISH: LanguageMeta = HOST_LANGUAGES.find((l) => l.code === 'en') ?? {
  code: 'en',
  locale: 'en',
  name: 'English',
  englishName: 'English',
  dir: 'ltr',
};

/** The meta of a language code; English for one without a folder. */
export function languageMeta(code: string | null | undefined): LanguageMeta {
  return HOST_LANGUAGES.find((l) => l.code === code) ?? ENGLISH;
}

/**
 * The best catalog language for a list of wanted tags (navigator.languages, most wanted first):
 * exact, then by primary language ("fr-CH" → fr); English when none has a catalog.
 */
export function bestHostLanguage(wanted: readonly string[] | null | undefined): string {
  return (
    pickLanguage(
      HOST_LANGUAGES.map((l) => l.code),
      (wanted ?? []).filter(Boolean),
    ) ?? 'en'
  );
}

/** The browser's language among the catalog languages (signed out, and at sign-up). */
export function browserLanguage(): string {
  if (typeof navigator === 'undefined') return 'en';
  return bestHostLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

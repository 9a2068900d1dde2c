/**
 * The guest guide's message catalogs: English (en.ts, the source, always in the bundle) and one
 * module per further language, each loaded only when a guide is shown in it (its own Vite chunk).
 * The labels follow the language the guide is served in; a language without a catalog (Korean…)
 * gets English labels.
 */
import { primaryLanguage } from '@guidebook/contract';
import en from './catalogs/en.ts';

export type CatalogKey = keyof typeof en;

/** Keys counted with i18next's plural suffixes (`_one`, `_other`, … by Intl.PluralRules). */
export const PLURAL_KEYS = ['resultsFound'] as const;
type PluralKey = (typeof PLURAL_KEYS)[number];
/** Plural forms English does not use: a catalog has those its language needs (Arabic all six). */
type ExtraPluralForm = `${PluralKey}_${'zero' | 'two' | 'few' | 'many'}`;

/** Exactly the English keys (checked by `satisfies Catalog` and catalogs.test.ts), plus plural forms. */
export type Catalog = Record<CatalogKey, string> & Partial<Record<ExtraPluralForm, string>>;

/** What t() takes: a catalog key, or a plural key's base (with `count`). */
export type MessageKey = Exclude<CatalogKey, `${PluralKey}_${string}`> | PluralKey;

export const CATALOG_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'zh', 'ar'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

export const englishCatalog: Catalog = en;

/** The catalog for a guide language: by its primary language ("pt-BR" → pt), else English. */
export function catalogLanguageOf(tag: string | null | undefined): CatalogLanguage {
  if (!tag) return 'en';
  const primary = primaryLanguage(tag);
  return (CATALOG_LANGUAGES as readonly string[]).includes(primary) ? (primary as CatalogLanguage) : 'en';
}

/** One literal import() per language, so Vite makes one chunk each. */
export async function loadCatalog(language: CatalogLanguage): Promise<Catalog> {
  switch (language) {
    case 'en':
      return en;
    case 'es':
      return (await import('./catalogs/es.ts')).default;
    case 'fr':
      return (await import('./catalogs/fr.ts')).default;
    case 'de':
      return (await import('./catalogs/de.ts')).default;
    case 'it':
      return (await import('./catalogs/it.ts')).default;
    case 'pt':
      return (await import('./catalogs/pt.ts')).default;
    case 'nl':
      return (await import('./catalogs/nl.ts')).default;
    case 'pl':
      return (await import('./catalogs/pl.ts')).default;
    case 'ja':
      return (await import('./catalogs/ja.ts')).default;
    case 'zh':
      return (await import('./catalogs/zh.ts')).default;
    case 'ar':
      return (await import('./catalogs/ar.ts')).default;
  }
}

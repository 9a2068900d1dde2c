/**
 * The guest guide's message catalogs (packages/i18n/locales/<language>/guest.ts): English, the
 * source, always in the bundle, and every further language found there, each loaded only when a
 * guide is shown in it (its own Vite chunk). The labels follow the language the guide is served
 * in; a language without a catalog (Korean…) gets English labels.
 */
import { primaryLanguage } from '@guidebook/contract';
import en from '../../../../../packages/i18n/locales/en/guest.ts';
import {
  GUEST_PLURAL_KEYS,
  type GuestCatalog,
  type GuestKey,
  type GuestMessageKey,
} from '../../../../../packages/i18n/src/guest.ts';

export type CatalogKey = GuestKey;
export type Catalog = GuestCatalog;
export type MessageKey = GuestMessageKey;
export const PLURAL_KEYS = GUEST_PLURAL_KEYS;

// English is imported above, so the glob leaves it out: every other language is its own chunk.
const loaders = import.meta.glob<{ default: Catalog }>([
  '../../../../../packages/i18n/locales/*/guest.ts',
  '!../../../../../packages/i18n/locales/en/guest.ts',
]);
const languageOfPath = (file: string) => file.split('/').at(-2)!;

/** Every language with a guest catalog, English first. */
export const CATALOG_LANGUAGES: readonly string[] = [
  'en',
  ...Object.keys(loaders)
    .map(languageOfPath)
    .filter((l) => l !== 'en')
    .sort(),
];
export type CatalogLanguage = string;

export const englishCatalog: Catalog = en;

/** The catalog for a guide language: by its primary language ("pt-BR" → pt), else English. */
export function catalogLanguageOf(tag: string | null | undefined): CatalogLanguage {
  if (!tag) return 'en';
  const primary = primaryLanguage(tag);
  return CATALOG_LANGUAGES.includes(primary) ? primary : 'en';
}

export async function loadCatalog(language: CatalogLanguage): Promise<Catalog> {
  if (language === 'en') return en;
  const load = Object.entries(loaders).find(([file]) => languageOfPath(file) === language)?.[1];
  if (!load) return en;
  return (await load()).default;
}

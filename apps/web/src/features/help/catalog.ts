/**
 * The Help Center in the host's language. English is in the Help Center's chunk (./articles.ts);
 * every other language found in packages/i18n/locales/<language>/help.ts is its own chunk,
 * downloaded the first time the Help Center is shown in it. A language without a help catalog
 * (Korean…) gets the English Help Center.
 */
import { useQuery } from '@tanstack/react-query';
import { primaryLanguage } from '@guidebook/contract';
import type { HelpCatalog } from '../../../../../packages/i18n/src/help.ts';
import { ENGLISH_HELP, helpArticlesIn, type HelpArticles } from './articles.ts';

const loaders = import.meta.glob<{ default: HelpCatalog }>([
  '../../../../../packages/i18n/locales/*/help.ts',
  '!../../../../../packages/i18n/locales/en/help.ts',
]);
const languageOfPath = (file: string) => file.split('/').at(-2)!;
const LOADERS = new Map(Object.entries(loaders).map(([file, load]) => [languageOfPath(file), load]));

/** Every language with a help catalog, English first. */
export const HELP_LANGUAGES: readonly string[] = ['en', ...[...LOADERS.keys()].sort()];

/** The help catalog for a language tag: by its primary language ("fr-CA" → fr), else English. */
export function helpLanguageOf(tag: string | null | undefined): string {
  const primary = tag ? primaryLanguage(tag) : 'en';
  return HELP_LANGUAGES.includes(primary) ? primary : 'en';
}

/** The Help Center in a language (a BCP 47 tag), its catalog downloaded when it is not English. */
export async function loadHelpArticles(tag: string | null | undefined): Promise<HelpArticles> {
  const language = helpLanguageOf(tag);
  const load = LOADERS.get(language);
  if (!load) return ENGLISH_HELP;
  return helpArticlesIn(language, (await load()).default);
}

/**
 * The Help Center in `language` (the host's): at once in English, undefined while another
 * language's catalog downloads, English if it cannot be downloaded (offline).
 */
export function useHelpArticles(language: string | null | undefined): HelpArticles | undefined {
  const wanted = helpLanguageOf(language);
  const query = useQuery({
    queryKey: ['help-articles', wanted],
    queryFn: () => loadHelpArticles(wanted),
    enabled: wanted !== 'en',
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (wanted === 'en') return ENGLISH_HELP;
  return query.data ?? (query.isError ? ENGLISH_HELP : undefined);
}

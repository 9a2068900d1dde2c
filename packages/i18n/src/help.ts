/**
 * The Help Center's catalog type (`locales/<language>/help.ts`). Unlike the other namespaces, a
 * language may leave out whole articles: every key of an article id (`<id>.title`, `<id>.b0.text`…)
 * or none of them. Such an article is shown in English with the language's `notTranslated` note.
 * The keys of no article (`notTranslated`, `section.<id>`) every language has.
 */
import type en from '../locales/en/help.ts';
import type { Catalog } from './catalog.ts';

export type HelpKey = keyof typeof en;

/** The keys every language has: those of no article. */
export type HelpSharedKey = Extract<HelpKey, 'notTranslated' | `section.${string}`>;

/** A help catalog: the shared keys, and the keys of the articles translated so far. */
export type HelpCatalog = Record<HelpSharedKey, string> & Partial<Record<Exclude<HelpKey, HelpSharedKey>, string>>;

/** A help catalog with every article translated. */
export type CompleteHelpCatalog = Record<HelpKey, string>;

/** The article of a key: `maps.b2.i0` → "maps"; undefined for a key of no article. */
export function helpArticleOf(key: string, articleIds: ReadonlySet<string>): string | undefined {
  const dot = key.indexOf('.');
  const id = dot === -1 ? undefined : key.slice(0, dot);
  return id !== undefined && articleIds.has(id) ? id : undefined;
}

/** The articles of the English help catalog: the ids with a `<id>.title`, in the catalog's order. */
export function helpArticleIds(english: Catalog): string[] {
  return Object.keys(english)
    .filter((k) => k.endsWith('.title') && k.indexOf('.') === k.length - '.title'.length)
    .map((k) => k.slice(0, -'.title'.length));
}

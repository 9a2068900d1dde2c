/**
 * The shape of every catalog. A catalog is one file per language and namespace,
 * `locales/<language>/<namespace>.ts`, whose default export maps a key to a text: `{{name}}` marks
 * a value filled in when shown, and a key counted by a number has one entry per plural form its
 * language uses (`_one`, `_other`; Arabic `_zero` … `_many`), as i18next and Intl.PluralRules name
 * them. English (`locales/en/`) is the source: every other language has exactly its keys.
 *
 * A language is a folder: `locales/<code>/meta.ts` says its name and direction. Nothing lists the
 * languages in code; the apps and the server find them from the folders (a twelfth language is a
 * folder of files).
 */

/** Where the texts are read. Each app loads only the namespaces it shows. */
export const NAMESPACES = ['messages', 'guest', 'print', 'mail', 'account', 'admin', 'help', 'template'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A catalog: flat keys (dots and colons in a key are plain characters). */
export type Catalog = Readonly<Record<string, string>>;

/** What a language folder says of itself. */
export type LanguageMeta = {
  /** The folder's name: a BCP 47 primary language ("pt", "zh"). */
  code: string;
  /** The tag Intl formats with ("pt-BR", "zh-Hans"). */
  locale: string;
  /** The language's own name, shown in the language menus ("Français"). */
  name: string;
  /** Its name in English ("French"). */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /**
   * A label set inside a sentence ("Choose {{noun}}") keeps its capital letter: German writes every
   * noun with one ("Logo auswählen"). Otherwise the label's first letter is lowered ("Choose logo").
   */
  nounsCapitalised?: boolean;
};

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The placeholders of a text, sorted: `Page {{page}} of {{pages}}` → ["page", "pages"]. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

/** The keys of a catalog counted by a number: those with an `_other` form. */
export function pluralBases(catalog: Catalog): string[] {
  return Object.keys(catalog)
    .filter((k) => k.endsWith('_other'))
    .map((k) => k.slice(0, -'_other'.length));
}

// Filling a text and choosing its plural form: the contract's, which MESSAGES uses too.
export { interpolate, textOf } from '@guidebook/contract';

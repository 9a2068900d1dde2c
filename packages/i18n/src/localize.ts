/**
 * Puts a text written in English from a catalog into another language: the text is looked up among
 * the English catalog's texts (exactly, or as a template with its `{{values}}` read back out of
 * it), and the same key's text of the other language is filled with those values. A text that is
 * not from the catalog (a guide's own title) comes back as it was.
 *
 * This is how the server answers in the caller's language without every message being built for
 * a request: a sentence may be made once, in English, when a module loads (a schema's rule
 * message) and still leave in French.
 */
import { PLURAL_SUFFIX, textOf, type Catalog } from './catalog.ts';

type Pattern = { key: string; regex: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Localizer = (text: string, target: { locale: string; catalog: Catalog }) => string;

export function createLocalizer(english: Catalog): Localizer {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [fullKey, text] of Object.entries(english)) {
    const key = fullKey.replace(PLURAL_SUFFIX, '');
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const source = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escape)
      .join('([\\s\\S]+?)');
    patterns.push({ key, names, regex: new RegExp(`^${source}$`) });
  }
  // The most specific templates first: more literal text leaves less for the values to swallow.
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);

  return (text, { locale, catalog }) => {
    const key = exact.get(text);
    if (key !== undefined) return textOf(catalog, locale, key) ?? text;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: Record<string, string | number> = {};
      pattern.names.forEach((name, i) => {
        const value = match[i + 1]!;
        values[name] = name === 'count' && /^\d+$/.test(value) ? Number(value) : value;
      });
      return textOf(catalog, locale, pattern.key, values) ?? text;
    }
    return text;
  };
}

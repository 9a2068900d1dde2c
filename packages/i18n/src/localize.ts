/**
 * Puts a text written in English from a catalog into another language: the text is looked up among
 * the English catalog's texts (exactly, or as a template with its `{{values}}` read back out of
 * it), and the same key's text of the other language is filled with those values. A text that is
 * not from the catalog (a guide's own title) comes back as it was.
 *
 * This is how the server answers in the caller's language without every message being built for
 * a request: a sentence may be made once, in English, when a module loads (a schema's rule
 * message) and still leave in French.
 *
 * A value whose placeholder ends in `Text` (`{{roleText}}`, `{{problemText}}`) is itself a text of
 * the catalog ("viewer", a schema's rule message) and is put into the language too; every other
 * value (a guide's title, a number) stays as it was.
 *
 * A value whose placeholder ends in `language` or `Languages` (`{{language}}`, `{{languages}}`) is
 * a language's English name, or a list of them, that the contract's `englishLanguageName` /
 * `englishLanguageList` wrote: it is named in the other language (`languageValueIn`), with a capital
 * when it opens the sentence.
 *
 * A counted text that does not show its count ("the logo of the guides "A", "B"") takes the
 * other language's form for one when the English is the `one` form, else its `other` form.
 */
import { languageValueIn } from '@guidebook/contract';
import { interpolate, PLURAL_SUFFIX, textOf, type Catalog } from './catalog.ts';

/** A text's key, and for a counted text the English form it is ("one", "other"). */
type Source = { key: string; form: string | undefined };
type Pattern = Source & { regex: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholders that hold a language's name or a list of them. */
const LANGUAGE_VALUE = /(^l|L)anguages?$/;

/** A sentence's first letter as a capital ("français ne fait pas partie…" → "Français …"). */
function capitalizeOpening(text: string, locale: string): string {
  const first = text.charAt(0);
  const upper = first.toLocaleUpperCase(locale);
  return upper === first ? text : upper + text.slice(1);
}

export type Localizer = (text: string, target: { locale: string; catalog: Catalog }) => string;

/** The text of `source` in the catalog, values filled in. */
function textIn(catalog: Catalog, locale: string, { key, form }: Source, values: Record<string, string | number>) {
  if (form === undefined || typeof values.count === 'number') return textOf(catalog, locale, key, values);
  if (form === 'one') return textOf(catalog, locale, key, { ...values, count: 1 });
  const other = catalog[`${key}_other`];
  return other === undefined ? undefined : interpolate(other, values);
}

export function createLocalizer(english: Catalog): Localizer {
  const exact = new Map<string, Source>();
  const patterns: Pattern[] = [];
  for (const [fullKey, text] of Object.entries(english)) {
    const key = fullKey.replace(PLURAL_SUFFIX, '');
    const form = PLURAL_SUFFIX.exec(fullKey)?.[1];
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, { key, form });
      continue;
    }
    const source = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escape)
      .join('([\\s\\S]+?)');
    patterns.push({ key, form, names, regex: new RegExp(`^${source}$`) });
  }
  // The most specific templates first: more literal text leaves less for the values to swallow.
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);

  const localize: Localizer = (text, target) => {
    const { locale, catalog } = target;
    const source = exact.get(text);
    if (source !== undefined) return textIn(catalog, locale, source, {}) ?? text;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: Record<string, string | number> = {};
      const languageValues: string[] = [];
      pattern.names.forEach((name, i) => {
        const value = match[i + 1]!;
        if (name === 'count' && /^\d+$/.test(value)) values[name] = Number(value);
        else if (name.endsWith('Text')) values[name] = localize(value, target);
        else if (LANGUAGE_VALUE.test(name)) {
          const named = languageValueIn(value, locale);
          languageValues.push(named);
          values[name] = named;
        } else values[name] = value;
      });
      const localized = textIn(catalog, locale, pattern, values);
      if (localized === undefined) return text;
      return languageValues.some((v) => localized.startsWith(v)) ? capitalizeOpening(localized, locale) : localized;
    }
    return text;
  };
  return localize;
}

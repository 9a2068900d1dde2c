/**
 * Every language folder has every namespace English has, with exactly its keys: none missing, none
 * extra, none empty; each counted key has every plural form its language uses (Intl.PluralRules);
 * each text has the English placeholders. Languages and namespaces are read from the folders, so a
 * new language or namespace is checked without touching this file.
 *
 * One exception: in the `help` namespace a language may leave out a whole article (all the keys of
 * an article id; it is then shown in English), never part of one.
 *
 * The `template` namespace holds HTML (a new guide's starter topics, stored as the editor writes
 * them): each text has the English tags, in the English order, and as many [blanks] as English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, PLURAL_SUFFIX, type Catalog, type LanguageMeta } from './catalog.ts';
import { helpArticleIds, helpArticleOf } from './help.ts';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
const languages = fs.readdirSync(locales).filter((d) => fs.statSync(path.join(locales, d)).isDirectory());
const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(locales, language))
    .filter((f) => f.endsWith('.ts') && f !== 'meta.ts')
    .map((f) => f.slice(0, -3))
    .sort();
const load = async (language: string, namespace: string): Promise<Catalog> =>
  (await import(path.join(locales, language, `${namespace}.ts`))).default as Catalog;

const englishNamespaces = namespacesOf('en');
/** The namespaces whose texts are HTML, checked tag by tag against English. */
const HTML_NAMESPACES = new Set(['template']);
/** A text's HTML tags in order, attributes and text left out: `<p>a <strong>b</strong></p>` → p strong /strong /p. */
const tagsOf = (text: string) => [...text.matchAll(/<(\/?[a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => m[1]!.toLowerCase());
/** How many blanks ([…]) a text has. */
const blanksOf = (text: string) => [...text.matchAll(/\[[^\]]+\]/g)].length;
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * The English keys (plural forms apart) a catalog lacks. Help articles a language leaves out whole
 * are shown in English, so their keys are not missing; a key of an article begun is.
 */
function missingKeys(ns: string, english: Catalog, catalog: Catalog): string[] {
  const articles = new Set(ns === 'help' ? helpArticleIds(english) : []);
  const begun = new Set(Object.keys(catalog).map((k) => helpArticleOf(k, articles)));
  const leftOut = (key: string) => {
    const article = helpArticleOf(key, articles);
    return article !== undefined && !begun.has(article);
  };
  return Object.keys(english).filter((k) => !PLURAL_SUFFIX.test(k) && !(k in catalog) && !leftOut(k));
}

describe('missing keys', () => {
  const english = {
    notTranslated: 'Shown in English.',
    'section.build': 'Build',
    'maps.title': 'Maps',
    'maps.b0.text': 'Pins.',
    'offline.title': 'Offline',
    'offline.b0.i0': 'No signal.',
  };

  it('allows a help catalog to leave out whole articles, never part of one or a key of no article', () => {
    expect(missingKeys('help', english, { notTranslated: 'x', 'section.build': 'x' })).toEqual([]);
    expect(missingKeys('help', english, { notTranslated: 'x', 'section.build': 'x', 'maps.title': 'x' })).toEqual([
      'maps.b0.text',
    ]);
    expect(missingKeys('help', english, { 'maps.title': 'x', 'maps.b0.text': 'x' })).toEqual([
      'notTranslated',
      'section.build',
    ]);
  });

  it('allows it in no other namespace', () => {
    expect(missingKeys('admin', english, { notTranslated: 'x', 'section.build': 'x' })).toEqual([
      'maps.title',
      'maps.b0.text',
      'offline.title',
      'offline.b0.i0',
    ]);
  });
});

describe('language folders', () => {
  it('are English and ten more, each with a meta.ts naming itself', async () => {
    expect(languages).toContain('en');
    expect(languages.length).toBeGreaterThanOrEqual(11);
    for (const language of languages) {
      const meta = (await import(path.join(locales, language, 'meta.ts'))).default as LanguageMeta;
      expect(meta.code, language).toBe(language);
      expect(['ltr', 'rtl'], language).toContain(meta.dir);
      expect(() => new Intl.PluralRules(meta.locale), language).not.toThrow();
      expect(meta.name.trim(), language).not.toBe('');
    }
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has every namespace English has, and no other', (language) => {
    expect(namespacesOf(language)).toEqual(englishNamespaces);
  });
});

describe.each(languages.filter((l) => l !== 'en'))('the %s catalogs', (language) => {
  it.each(englishNamespaces)('%s: exactly the English keys, every plural form, the same placeholders', async (ns) => {
    if (!namespacesOf(language).includes(ns)) return; // reported by the test above
    const english = await load('en', ns);
    const catalog = await load(language, ns);
    const englishBases = new Set(Object.keys(english).map(baseOf));
    const pluralBases = new Set(
      Object.keys(english)
        .filter((k) => PLURAL_SUFFIX.test(k))
        .map(baseOf),
    );

    const extra = Object.keys(catalog).filter((k) => !(k in english) && !pluralBases.has(baseOf(k)));
    expect(extra, `${language}/${ns}: keys English does not have`).toEqual([]);
    expect(missingKeys(ns, english, catalog), `${language}/${ns}: keys missing`).toEqual([]);
    for (const [key, text] of Object.entries(catalog)) {
      expect(typeof text, `${language}/${ns}: ${key}`).toBe('string');
      expect(text.trim(), `${language}/${ns}: ${key} is empty`).not.toBe('');
    }

    const meta = (await import(path.join(locales, language, 'meta.ts'))).default as LanguageMeta;
    const forms = new Intl.PluralRules(meta.locale).resolvedOptions().pluralCategories;
    for (const base of pluralBases)
      for (const form of forms)
        expect(catalog[`${base}_${form}`], `${language}/${ns}: ${base}_${form} (a plural form)`).toBeDefined();

    for (const key of englishBases) {
      const want = placeholdersOf(english[key] ?? english[`${key}_other`] ?? '');
      for (const form of pluralBases.has(key) ? forms.map((f) => `${key}_${f}`) : [key]) {
        const text = catalog[form];
        if (text === undefined) continue;
        // A plural form may spell its count out ("نتيجتان", "deux"), so {{count}} may be missing there.
        const have = placeholdersOf(text);
        const expected = pluralBases.has(key) ? want.filter((p) => p !== 'count' || have.includes('count')) : want;
        expect([...new Set(have)], `${language}/${ns}: ${form} placeholders`).toEqual([...new Set(expected)]);
      }
    }

    if (HTML_NAMESPACES.has(ns))
      for (const [key, text] of Object.entries(catalog)) {
        const source = english[key] ?? '';
        expect(tagsOf(text), `${language}/${ns}: ${key} HTML tags`).toEqual(tagsOf(source));
        expect(text.match(/ data-list="bullet"/g)?.length ?? 0, `${language}/${ns}: ${key} bullets`).toBe(
          source.match(/ data-list="bullet"/g)?.length ?? 0,
        );
        expect(blanksOf(text), `${language}/${ns}: ${key} [blanks]`).toBe(blanksOf(source));
      }
  });
});

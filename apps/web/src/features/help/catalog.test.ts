import { describe, expect, it } from 'vitest';
import english from '../../../../../packages/i18n/locales/en/help.ts';
import type { HelpCatalog } from '../../../../../packages/i18n/src/help.ts';
import { ENGLISH_HELP, HELP_ARTICLES, helpArticlesIn, type HelpArticle } from './articles.ts';
import { HELP_LANGUAGES, helpLanguageOf, loadHelpArticles } from './catalog.ts';
import { fold, queryTerms, searchArticles } from './search.ts';

const catalogs = import.meta.glob<{ default: Record<string, string> }>(
  '../../../../../packages/i18n/locales/*/help.ts',
  { eager: true },
);
const catalogOf = (language: string) =>
  Object.entries(catalogs).find(([file]) => file.split('/').at(-2) === language)![1].default;

/** The catalog keys an article's texts come from, as articles.ts reads them. */
function keysOf(article: HelpArticle, withSuggestion: boolean): string[] {
  const fields = ['title', 'summary', 'keywords', ...(withSuggestion ? ['suggestion'] : [])];
  article.blocks.forEach((block, n) => {
    if (block.kind === 'text' || block.kind === 'tip') fields.push(`b${n}.text`);
    else if (block.kind === 'image') fields.push(`b${n}.alt`, ...(block.image.caption ? [`b${n}.caption`] : []));
    else block.items.forEach((_, k) => fields.push(`b${n}.i${k}`));
  });
  if (article.action) fields.push('action');
  return fields.map((f) => `${article.id}.${f}`).sort();
}

const texts = (a: HelpArticle) => [
  a.title,
  a.summary,
  ...a.blocks.flatMap((b) =>
    b.kind === 'image'
      ? [b.image.alt, b.image.caption ?? '']
      : b.kind === 'text' || b.kind === 'tip'
        ? [b.text]
        : b.items,
  ),
];

describe('the Help Center in the host’s language', () => {
  it('finds a help catalog for every language folder, by primary language, else English', () => {
    expect([...HELP_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'zh']);
    expect(HELP_LANGUAGES[0]).toBe('en');
    expect(helpLanguageOf('fr-CA')).toBe('fr');
    expect(helpLanguageOf('DE')).toBe('de');
    expect(helpLanguageOf('ko')).toBe('en');
    expect(helpLanguageOf('')).toBe('en');
    expect(helpLanguageOf(undefined)).toBe('en');
  });

  it('reads every English text from the catalog, and every catalog text is read', () => {
    const articleKeys = Object.keys(english).filter((k) => HELP_ARTICLES.some((a) => k.startsWith(`${a.id}.`)));
    const read = HELP_ARTICLES.flatMap((a) => keysOf(a, `${a.id}.suggestion` in english));
    expect(read.sort()).toEqual(articleKeys.sort());
    expect(Object.keys(english).filter((k) => !articleKeys.includes(k))).toEqual([
      'notTranslated',
      'section.build',
      'section.share',
      'section.insight',
    ]);
  });

  it('loads English at once, and is English for a language without a catalog', async () => {
    expect(await loadHelpArticles('en')).toBe(ENGLISH_HELP);
    expect(await loadHelpArticles('ko')).toBe(ENGLISH_HELP);
    expect(ENGLISH_HELP.articles.some((a) => a.untranslated)).toBe(false);
  });

  it.each(HELP_LANGUAGES)('%s: the English structure, each article in the language or marked English', async (tag) => {
    const help = await loadHelpArticles(tag);
    const catalog = catalogOf(tag);
    expect(help.language).toBe(tag);
    expect(help.articles.map((a) => a.id)).toEqual(HELP_ARTICLES.map((a) => a.id));
    expect(help.notTranslated).toBe(catalog.notTranslated);
    const names = help.sections.map((s) => s.name);
    expect(new Set(names).size).toBe(3);
    for (const [i, article] of help.articles.entries()) {
      const source = HELP_ARTICLES[i]!;
      expect(names).toContain(article.section);
      expect(names.indexOf(article.section)).toBe(ENGLISH_HELP.sections.findIndex((s) => s.name === source.section));
      expect(article.untranslated ?? false, article.id).toBe(catalog[`${article.id}.title`] === undefined);
      // Same blocks, pictures, routes and links; texts of the language.
      expect(article.blocks.map((b) => (b.kind === 'image' ? b.image.src : b.kind))).toEqual(
        source.blocks.map((b) => (b.kind === 'image' ? b.image.src : b.kind)),
      );
      expect(article.action?.to).toBe(source.action?.to);
      expect(article.related).toEqual(source.related);
      if (article.untranslated) expect(texts(article)).toEqual(texts(source));
      for (const t of texts(article)) expect((t.match(/\*\*/g) ?? []).length % 2, `${tag} ${article.id}: ${t}`).toBe(0);
      for (const b of article.blocks) if (b.kind === 'image') expect(b.image.alt.length).toBeGreaterThan(20);
      expect(article.keywords.length, `${tag} ${article.id}`).toBeGreaterThan(3);
    }
  });

  it.each(HELP_LANGUAGES.filter((l) => l !== 'en'))('%s has every article translated', async (tag) => {
    const help = await loadHelpArticles(tag);
    expect(help.articles.filter((a) => a.untranslated).map((a) => a.id)).toEqual([]);
    for (const [i, article] of help.articles.entries()) expect(article.title).not.toBe(HELP_ARTICLES[i]!.title);
  });

  it('shows an article a language does not have yet in English, under its own section names and note', () => {
    // Every language has every article today: a catalog with only the note and the section names
    // stands for a new language whose articles are not written yet.
    const es = catalogOf('es');
    const partial = Object.fromEntries(
      Object.entries(es).filter(([key]) => key === 'notTranslated' || key.startsWith('section.')),
    );
    const help = helpArticlesIn('es', partial as HelpCatalog);
    expect(help.articles.every((a) => a.untranslated)).toBe(true);
    expect(help.articles.map((a) => a.title)).toEqual(HELP_ARTICLES.map((a) => a.title));
    expect(help.sections.map((s) => s.name)).not.toContain('Build your guide');
    expect(help.notTranslated).toMatch(/inglés/);
    expect(help.suggestions).toEqual(ENGLISH_HELP.suggestions);
  });

  it.each(HELP_LANGUAGES)('%s: every search offered when nothing matches finds its article', async (tag) => {
    const help = await loadHelpArticles(tag);
    const offered = help.articles.flatMap((a) => {
      const text = (a.untranslated ? english : catalogOf(tag))[`${a.id}.suggestion` as keyof typeof english];
      return text ? [{ id: a.id, text }] : [];
    });
    expect(help.suggestions.slice().sort()).toEqual(offered.map((o) => o.text).sort());
    expect(new Set(help.suggestions).size).toBe(help.suggestions.length);
    for (const { id, text } of offered)
      expect(
        searchArticles(help.articles, text).map((h) => h.article.id),
        `${tag}: ${text}`,
      ).toContain(id);
  });
});

describe('search in the language shown', () => {
  it('searches the French texts and keywords, with or without accents and typographic apostrophes', async () => {
    const fr = (await loadHelpArticles('fr')).articles;
    const ids = (q: string) => searchArticles(fr, q).map((h) => h.article.id);
    expect(ids('QR')[0]).toBe('qr-code-and-flyer');
    expect(ids('médiathèque')).toContain('images');
    expect(ids('mediatheque')).toEqual(ids('médiathèque'));
    // "l'ancien" typed with a straight apostrophe finds "l’ancien".
    expect(ids("l'ancien code")).toContain('qr-code-and-flyer');
    expect(ids("l'ancien")).toEqual(ids('l’ancien'));
    // A keyword, never shown.
    expect(ids('digicode')).toEqual(['invitations', 'door-codes']);
    // English words are not searched in French.
    expect(ids('Quick Share')).toEqual([]);
  });

  it('searches the German texts, ß as ss', async () => {
    const de = (await loadHelpArticles('de')).articles;
    const ids = (q: string) => searchArticles(de, q).map((h) => h.article.id);
    expect(ids('Gästeführer duplizieren')[0]).toBe('export-import');
    expect(ids('gastefuhrer duplizieren')[0]).toBe('export-import');
    expect(ids('Groesse')).toEqual([]);
    expect(ids('grosse')).toContain('images');
    expect(ids('Flugmodus')).toEqual(['offline']);
  });

  it('folds the letters a host may type another way, and maps matches back', () => {
    expect(fold('Straße').folded).toBe('strasse');
    expect(fold('Œuvre').folded).toBe('oeuvre');
    expect(fold('l’image').folded).toBe("l'image");
    // Kana keep their voicing marks (decomposed on both sides).
    expect(fold('ＱＲコード').folded).toBe('qrコード'.normalize('NFKD'));
    expect(queryTerms('コード')).toEqual([fold('コード').folded]);
    expect(fold('مَرْحَبًا').folded).toBe('مرحبا');
    expect(queryTerms('QR、コード')).toEqual(['qr', fold('コード').folded]);
    const [hit] = searchArticles(
      [{ ...HELP_ARTICLES[0]!, id: 'x', title: 'Die Straße', summary: 'Eine Straße.', keywords: [], blocks: [] }],
      'strasse',
    );
    expect(hit?.titleRanges).toEqual([[4, 10]]);
  });
});

import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, catalogLanguageOf } from './catalog.ts';
import { applyDocumentLanguage, ENGLISH, loadMessages } from './i18n.ts';

// Keys, plural forms and placeholders of every catalog: packages/i18n/src/catalogs.test.ts.
describe('guest labels follow the language the guide is served in', () => {
  it('finds the eleven catalogs in packages/i18n', () => {
    expect([...CATALOG_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'zh']);
  });

  it('uses a catalog by primary language, and English for a language without one', async () => {
    expect(catalogLanguageOf('pt-BR')).toBe('pt');
    expect(catalogLanguageOf('zh-Hant')).toBe('zh');
    expect(catalogLanguageOf('ko')).toBe('en');
    expect(catalogLanguageOf(undefined)).toBe('en');
    expect((await loadMessages('fr')).t('tabHome')).toBe('Accueil');
    expect((await loadMessages('ja-JP')).t('copyPassword')).toBe('パスワードをコピー');
    expect((await loadMessages('ko')).t('tabHome')).toBe('Home');
    expect(await loadMessages('ko')).toBe(ENGLISH);
  });

  it('keeps the English texts (the contract’s messages) and counts in each language’s plural forms', async () => {
    expect(ENGLISH.t('resultsFound', { count: 1 })).toBe('1 result found');
    expect(ENGLISH.t('resultsFound', { count: 2 })).toBe('2 results found');
    expect(ENGLISH.t('noResults', { query: 'empty shelf' })).toBe('No topics match "empty shelf".');
    expect(ENGLISH.t('linkInvalid')).toBe('This guide link is not valid any more. Ask your host for a new link.');
    const ar = await loadMessages('ar');
    expect(ar.t('resultsFound', { count: 2 })).toBe('تم العثور على نتيجتين');
    expect(ar.t('resultsFound', { count: 5 })).toBe('تم العثور على 5 نتائج');
    const pl = await loadMessages('pl');
    expect(pl.t('resultsFound', { count: 5 })).toBe('Znaleziono 5 wyników');
  });

  it('sets <html lang> to the served language, and dir="rtl" for Arabic and Hebrew', () => {
    const root = { lang: '', dir: '' } as HTMLElement;
    applyDocumentLanguage(root, 'ar');
    expect(root).toMatchObject({ lang: 'ar', dir: 'rtl' });
    applyDocumentLanguage(root, 'he-IL');
    expect(root).toMatchObject({ lang: 'he-IL', dir: 'rtl' });
    applyDocumentLanguage(root, 'ja');
    expect(root).toMatchObject({ lang: 'ja', dir: 'ltr' });
  });

  it('writes dates the way the guide’s language does, and English in en-GB style', async () => {
    expect(ENGLISH.formatDate('2026-07-09T14:00:00.000Z', 'Europe/London')).toBe('9 Jul 2026, 15:00');
    expect((await loadMessages('fr')).formatDate('2026-07-09T14:00:00.000Z', 'Europe/London')).toContain('2026');
    // 24-hour times in a language whose own custom is 12-hour ones.
    for (const language of ['ar', 'zh', 'ja'] as const) {
      const text = (await loadMessages(language)).formatDate('2026-07-09T14:00:00.000Z', 'Europe/London');
      expect(text, language).toMatch(/15:00/);
    }
  });
});

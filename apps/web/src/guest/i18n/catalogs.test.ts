import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, catalogLanguageOf, englishCatalog, loadCatalog, PLURAL_KEYS } from './catalog.ts';
import { applyDocumentLanguage, ENGLISH, loadMessages } from './i18n.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const englishKeys = Object.keys(englishCatalog).sort();

describe.each(CATALOG_LANGUAGES.filter((l) => l !== 'en'))('the %s catalog', (language) => {
  it('has exactly the English keys (plus the plural forms its language needs), none empty', async () => {
    const catalog = await loadCatalog(language);
    const extra = Object.keys(catalog).filter((k) => !englishKeys.includes(k));
    for (const key of extra) {
      const base = key.replace(PLURAL_SUFFIX, '');
      expect(PLURAL_KEYS as readonly string[], `${language}: ${key} is not an English key`).toContain(base);
    }
    const missing = englishKeys.filter((k) => !(k in catalog));
    expect(missing, `${language} misses keys`).toEqual([]);
    for (const [key, text] of Object.entries(catalog)) expect(text.trim(), `${language}: ${key}`).not.toBe('');
  });

  it('has every plural form its language uses', async () => {
    const catalog: Record<string, string> = await loadCatalog(language);
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of PLURAL_KEYS)
      for (const form of forms) expect(catalog[`${base}_${form}`], `${language}: ${base}_${form}`).toBeDefined();
  });

  it('keeps the English placeholders ({{name}}), so no value is lost or left raw', async () => {
    const catalog: Record<string, string> = await loadCatalog(language);
    for (const key of englishKeys) {
      if (PLURAL_SUFFIX.test(key)) continue; // a plural form may spell the count out ("نتيجتان")
      expect(placeholders(catalog[key] ?? ''), `${language}: ${key}`).toEqual(
        placeholders((englishCatalog as Record<string, string>)[key] ?? ''),
      );
    }
  });
});

describe('guest labels follow the language the guide is served in', () => {
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
  });
});

import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  languageCandidates,
  languageParam,
  rememberedLanguage,
  rememberLanguage,
  withLanguageParam,
} from './language-choice.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

describe('which language a guest guide is asked for', () => {
  it('wants the link ?lang= first, then the guest’s own choice, then the browser’s languages', () => {
    expect(languageCandidates({ link: 'fr', remembered: 'ja', browser: ['de-DE', 'en'] })).toEqual([
      'fr',
      'ja',
      'de-DE',
      'en',
    ]);
    expect(languageCandidates({ link: null, remembered: 'ja', browser: ['de-DE'] })).toEqual(['ja', 'de-DE']);
    expect(languageCandidates({ link: null, remembered: null, browser: ['de-DE', 'en'] })).toEqual(['de-DE', 'en']);
    // Nothing wanted: the server serves the guide's default.
    expect(languageCandidates({ link: null, remembered: null, browser: [] })).toEqual([]);
  });

  it('drops repeats and values that are not language tags', () => {
    expect(languageCandidates({ link: 'FR', remembered: 'fr', browser: ['fr', '', 'x y', 'ja'] })).toEqual([
      'FR',
      'ja',
    ]);
    expect(languageParam('?lang=fr&invite=abc')).toBe('fr');
    expect(languageParam('?lang=pt-BR')).toBe('pt-BR');
    expect(languageParam('?lang=<script>')).toBeNull();
    expect(languageParam('?invite=abc')).toBeNull();
  });

  it('shows the first wanted language the guide has, by exact tag then by primary language, else its default', () => {
    const languages = ['en', 'fr', 'ja', 'ar'];
    expect(chooseLanguage(languages, ['ko', 'ja', 'fr'])).toBe('ja');
    expect(chooseLanguage(languages, ['fr-CH'])).toBe('fr');
    expect(chooseLanguage(languages, ['ko'])).toBe('en');
    expect(chooseLanguage(['de', 'pt-BR'], ['pt'])).toBe('pt-BR');
    // An answer without languages (an older payload, the sample): nothing to choose.
    expect(chooseLanguage(undefined, ['fr'])).toBeNull();
  });

  it('remembers the guest’s choice per guide, and survives blocked storage', () => {
    const storage = memoryStorage();
    rememberLanguage(storage, 'tokenAAAA', 'ja');
    expect(rememberedLanguage(storage, 'tokenAAAA')).toBe('ja');
    expect(rememberedLanguage(storage, 'tokenBBBB')).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberLanguage(blocked, 'tokenAAAA', 'fr')).not.toThrow();
    expect(rememberedLanguage(blocked, 'tokenAAAA')).toBeNull();
  });

  it('puts the choice in the page URL, keeping the invitation and the open view', () => {
    expect(withLanguageParam('https://x.test/g/tokenAAAA?invite=abc#info/3/4', 'ja')).toBe(
      '/g/tokenAAAA?invite=abc&lang=ja#info/3/4',
    );
    expect(withLanguageParam('https://x.test/g/tokenAAAA?lang=fr', 'ar')).toBe('/g/tokenAAAA?lang=ar');
  });
});

/**
 * The admin app names languages in the host's language: for every language the app is written in,
 * a language's name in a sentence and its label in a list are Intl.DisplayNames' name in that
 * language (with its own name beside it in a label), never the English one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadHostLanguage } from './admin-i18n.ts';
import { languageLabel, languageName } from './language-names.ts';
import { HOST_LANGUAGES } from './languages.ts';

afterEach(() => loadHostLanguage('en'));

const TAGS = ['fr', 'de', 'ja', 'ar', 'pt-BR'];

describe('language names in the host’s language', () => {
  it('English: the English names, a label with the language’s own name first', async () => {
    await loadHostLanguage('en');
    expect(languageName('fr')).toBe('French');
    expect(languageLabel('fr')).toBe('Français — French');
    expect(languageLabel('ja')).toBe('日本語 — Japanese');
    expect(languageLabel('en')).toBe('English');
  });

  it.each(HOST_LANGUAGES.filter((l) => l.code !== 'en').map((l) => [l.code, l.locale] as const))(
    '%s (%s)',
    async (code, locale) => {
      await loadHostLanguage(code);
      const names = new Intl.DisplayNames([locale], { type: 'language' });
      for (const tag of TAGS) {
        const name = names.of(tag)!;
        expect(languageName(tag)).toBe(name);
        const label = languageLabel(tag);
        expect(label.toLocaleLowerCase(locale)).toContain(name.toLocaleLowerCase(locale));
        expect(label.charAt(0)).toBe(label.charAt(0).toLocaleUpperCase(locale));
        if (name !== new Intl.DisplayNames(['en'], { type: 'language' }).of(tag)) {
          expect(label).not.toMatch(/French|German|Japanese|Arabic|Portuguese/);
        }
      }
      // The host's own language is named once, by its own name.
      expect(languageLabel(code)).not.toContain('—');
    },
  );
});

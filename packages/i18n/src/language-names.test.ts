/**
 * A server message that names a language is made in English ("French is not one of this guide's
 * languages") and names the language in the reader's language once localized: for every catalog
 * language and every message of the `messages` catalog with a language placeholder, the localized
 * text holds the name Intl.DisplayNames gives in that language (a list in its list form) and no
 * English name; a name that opens the sentence starts with a capital.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGLISH_MESSAGE_CATALOG,
  englishLanguageList,
  englishLanguageName,
  languageNameIn,
  MESSAGES,
} from '@guidebook/contract';
import { createLocalizer } from './localize.ts';
import { loadLanguages } from './node.ts';

const languages = await loadLanguages(['messages']);
const localize = createLocalizer(ENGLISH_MESSAGE_CATALOG);

const capital = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Each message that names languages, made as the server makes it, with the tags it names. */
const MADE = [
  { what: 'notOfGuide', tags: ['fr'], text: () => MESSAGES.language.notOfGuide(englishLanguageName('fr')) },
  { what: 'isDefault', tags: ['de'], text: () => MESSAGES.language.isDefault(englishLanguageName('de')) },
  {
    what: 'removeNeedsConfirm',
    tags: ['fr', 'ja'],
    text: () => MESSAGES.language.removeNeedsConfirm(englishLanguageList(['fr', 'ja']), 3),
  },
  { what: 'progress', tags: ['it'], text: () => MESSAGES.language.progress(englishLanguageName('it'), 2, 5) },
  {
    what: 'defaultLanguageRequired',
    tags: ['es'],
    text: () => MESSAGES.stayMessages.defaultLanguageRequired(englishLanguageName('es')),
  },
];

describe('a language named in a server message', () => {
  it('every message with a language placeholder is in the table', () => {
    const named = Object.entries(ENGLISH_MESSAGE_CATALOG)
      .filter(([, text]) => /\{\{\s*(language|\w+Language)s?\s*\}\}/.test(text))
      .map(([key]) =>
        key
          .replace(/_(zero|one|two|few|many|other)$/, '')
          .split('.')
          .pop(),
      );
    expect([...new Set(named)].sort()).toEqual(MADE.map((m) => m.what).sort());
  });

  it('reads in English as English names, a list joined as English lists are', () => {
    expect(MESSAGES.language.removeNeedsConfirm(englishLanguageList(['fr', 'ja']), 3)).toBe(
      'Removing French and Japanese deletes 3 translations. Confirm to remove.',
    );
  });

  const cases = [...languages.values()]
    .filter((l) => l.code !== 'en')
    .flatMap((l) => MADE.map((m) => ({ ...m, language: l })));
  it.each(cases.map((c) => [c.language.code, c.what, c] as const))('%s: %s', (_code, _what, c) => {
    const { locale, catalogs } = c.language;
    const text = localize(c.text(), { locale, catalog: catalogs.messages ?? {} });
    expect(text).not.toBe(c.text());
    const names = c.tags.map((tag) => languageNameIn(tag, locale));
    const list = names.length === 1 ? names[0]! : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
    expect(text.includes(list) || text.startsWith(capital(list, locale))).toBe(true);
    for (const tag of c.tags)
      if (languageNameIn(tag, locale) !== englishLanguageName(tag))
        expect(text).not.toMatch(new RegExp(`\\b${englishLanguageName(tag)}\\b`));
    expect(text.charAt(0)).toBe(text.charAt(0).toLocaleUpperCase(locale));
  });
});

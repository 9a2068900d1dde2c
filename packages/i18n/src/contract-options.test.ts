/**
 * Every option the contract offers with a label (an exported list of `{ label }`: *_OPTIONS,
 * INVITATION_PLACEHOLDERS, and any added later) is a text of the `messages` catalog, has that key in
 * every language, and reads in the language MESSAGES is set to when it is shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as contract from '@guidebook/contract';
import { ENGLISH_MESSAGE_CATALOG, setMessagesLanguage } from '@guidebook/contract';
import { loadLanguages } from './node.ts';

const languages = await loadLanguages(['messages']);

type Option = { readonly label: string };

const isOptionList = (value: unknown): value is readonly Option[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((o: unknown) => typeof o === 'object' && o !== null && 'label' in o);

/** The contract's exported lists of options with a label, by export name. */
const OPTION_LISTS: [string, readonly Option[]][] = [];
for (const [name, value] of Object.entries(contract as Record<string, unknown>))
  if (isOptionList(value)) OPTION_LISTS.push([name, value]);

const keyOf = new Map(Object.entries(ENGLISH_MESSAGE_CATALOG).map(([key, text]) => [text, key]));

afterEach(() => setMessagesLanguage(undefined));

describe('the contract’s option labels', () => {
  it('finds the option lists', () => {
    expect(OPTION_LISTS.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'VISIBILITY_OPTIONS',
        'TOPIC_VISIBILITY_OPTIONS',
        'WIFI_SECURITY_OPTIONS',
        'INVITATION_PLACEHOLDERS',
      ]),
    );
  });

  it.each(OPTION_LISTS)('%s: each label is a catalog text', (_name, options) => {
    for (const option of options) expect(keyOf.get(option.label), option.label).toBeDefined();
  });

  const cases = [...languages.values()]
    .filter((l) => l.code !== 'en')
    .flatMap((l) => OPTION_LISTS.map((o) => [l, o] as const));
  it.each(cases.map(([l, [name, options]]) => [l.code, name, l, options] as const))(
    '%s: %s in that language',
    (_code, _name, language, options) => {
      const catalog = language.catalogs.messages ?? {};
      const english = options.map((o) => o.label);
      setMessagesLanguage({ locale: language.locale, catalog });
      options.forEach((option, i) => {
        const key = keyOf.get(english[i]!)!;
        expect(catalog[key], `${language.code} ${key}`).toBeTruthy();
        expect(option.label).toBe(catalog[key]);
      });
    },
  );
});

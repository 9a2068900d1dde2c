/**
 * The localizer reads an English catalog text back into its key and values and writes it in another
 * language: exact texts, templates, counted texts (with and without their count in the text), values
 * that are catalog texts themselves (`…Text`), and texts the catalog does not hold.
 */
import { describe, expect, it } from 'vitest';
import { createLocalizer } from './localize.ts';

const english = {
  'a.plain': 'Not found.',
  'a.max': 'Must be at most {{max}} characters.',
  'a.wait_one': 'Try again in {{count}} second.',
  'a.wait_other': 'Try again in {{count}} seconds.',
  'a.logo_one': 'The logo of the guide {{guides}}.',
  'a.logo_other': 'The logo of the guides {{guides}}.',
  'a.role': 'Your role ({{roleText}}) cannot {{actionText}}.',
  'a.title': 'Title: {{title}}',
  'roles.viewer': 'viewer',
  'actions.topics': 'change topics',
};

const polish = {
  'a.plain': 'Nie znaleziono.',
  'a.max': 'Maksymalna liczba znaków: {{max}}.',
  'a.wait_one': 'Spróbuj za {{count}} sekundę.',
  'a.wait_few': 'Spróbuj za {{count}} sekundy.',
  'a.wait_many': 'Spróbuj za {{count}} sekund.',
  'a.wait_other': 'Spróbuj za {{count}} sekundy.',
  'a.logo_one': 'Logo przewodnika {{guides}}.',
  'a.logo_few': 'Logo przewodników {{guides}} (few).',
  'a.logo_many': 'Logo przewodników {{guides}} (many).',
  'a.logo_other': 'Logo przewodników {{guides}}.',
  'a.role': 'Twoja rola ({{roleText}}) nie pozwala na: {{actionText}}.',
  'a.title': 'Tytuł: {{title}}',
  'roles.viewer': 'przeglądający',
  'actions.topics': 'zmiana tematów',
};

const localize = createLocalizer(english);

describe('createLocalizer', () => {
  it.each([
    ['an exact text', 'Not found.', 'Nie znaleziono.'],
    ['a template', 'Must be at most 60 characters.', 'Maksymalna liczba znaków: 60.'],
    ['a count shown: one', 'Try again in 1 second.', 'Spróbuj za 1 sekundę.'],
    ['a count shown: few', 'Try again in 3 seconds.', 'Spróbuj za 3 sekundy.'],
    ['a count shown: many', 'Try again in 5 seconds.', 'Spróbuj za 5 sekund.'],
    ['a count not shown: one', 'The logo of the guide "A".', 'Logo przewodnika "A".'],
    ['a count not shown: other', 'The logo of the guides "A", "B".', 'Logo przewodników "A", "B".'],
    [
      'values that are catalog texts',
      'Your role (viewer) cannot change topics.',
      'Twoja rola (przeglądający) nie pozwala na: zmiana tematów.',
    ],
    ['a value that is not, even when it reads like one', 'Title: viewer', 'Tytuł: viewer'],
    ['a text the catalog does not hold', 'Beach House', 'Beach House'],
  ])('%s', (_name, text, expected) => {
    expect(localize(text, { locale: 'pl', catalog: polish })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants.ts';
import { PRINT_LABELS, printLabels, type PrintLabels } from './print-labels.ts';

const LANGUAGES = Object.keys(PRINT_LABELS) as (keyof typeof PRINT_LABELS)[];

/** Every key path of a labels object ("contactLabels.host"…), nested objects included. */
function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    v !== null && typeof v === 'object' ? keyPaths(v as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The value at a key path. */
function at(labels: PrintLabels, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], labels);
}

const ENGLISH_KEYS = keyPaths(PRINT_LABELS.en).sort();

describe('print labels', () => {
  it('covers the eleven languages of the guest guide', () => {
    expect(LANGUAGES.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'zh']);
  });

  it('takes English from MESSAGES', () => {
    const en = PRINT_LABELS.en;
    expect(en.flyerInstructions).toBe(MESSAGES.sharing.flyerInstructions);
    expect(en.flyerLinkLabel).toBe(MESSAGES.sharing.flyerLinkLabel);
    expect(en.manualTitle).toBe(MESSAGES.sharing.manualTitle);
    expect(en.contactLabels).toEqual(MESSAGES.sharing.contactLabels);
    expect(en.pageOf(3, 12)).toBe(MESSAGES.sharing.pageOf(3, 12));
    expect(en.wifiTitle).toBe(MESSAGES.stay.flyerWifiTitle);
    expect(en.wifiScan).toBe(MESSAGES.stay.flyerWifiScan);
  });

  describe.each(LANGUAGES)('%s', (lang) => {
    const labels = PRINT_LABELS[lang];

    it('has every key of English and no other', () => {
      expect(keyPaths(labels).sort()).toEqual(ENGLISH_KEYS);
    });

    it.each(ENGLISH_KEYS)('%s is a non-empty text or a function giving one', (path) => {
      const value = at(labels, path);
      if (typeof value === 'function') {
        const text = (value as (...args: number[]) => unknown)(3, 12);
        expect(typeof text).toBe('string');
        expect((text as string).trim()).not.toBe('');
        expect(text).toContain('3');
        expect(text).toContain('12');
      } else {
        expect(typeof value).toBe('string');
        // The label separator may be ': ' (a space), never empty.
        expect((value as string).length).toBeGreaterThan(0);
        if (path !== 'labelSeparator') expect((value as string).trim()).not.toBe('');
      }
    });

    it.skipIf(lang === 'en')('is translated (its instructions differ from English)', () => {
      expect(labels.flyerInstructions).not.toBe(PRINT_LABELS.en.flyerInstructions);
      expect(labels.wifiScan).not.toBe(PRINT_LABELS.en.wifiScan);
    });
  });

  it.each([
    ['fr', 'fr'],
    ['ja', 'ja'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['zh-Hant', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['de-AT', 'de'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['FR', 'fr'],
    ['ar-EG', 'ar'],
    ['ko', 'en'],
    ['he', 'en'],
    ['sr-Latn', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['toString', 'en'],
    ['constructor', 'en'],
  ] as const)('printLabels(%j) picks %s', (tag, expected) => {
    expect(printLabels(tag)).toBe(PRINT_LABELS[expected]);
  });
});

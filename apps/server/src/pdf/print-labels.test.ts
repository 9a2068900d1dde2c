/** The print-outs' labels come from the `print` catalogs, by the document language. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { printLabels, printLanguage } from './print-labels.ts';

describe('print labels', () => {
  it('are English from MESSAGES, word for word', () => {
    const en = printLabels('en');
    expect(en.flyerInstructions).toBe(MESSAGES.sharing.flyerInstructions);
    expect(en.flyerLinkLabel).toBe(MESSAGES.sharing.flyerLinkLabel);
    expect(en.manualTitle).toBe(MESSAGES.sharing.manualTitle);
    expect(en.manualEmpty).toBe(MESSAGES.sharing.manualEmpty);
    expect(en.contactLabels).toEqual(MESSAGES.sharing.contactLabels);
    expect(en.labelSeparator).toBe(': ');
    expect(en.pageOf(3, 12)).toBe(MESSAGES.sharing.pageOf(3, 12));
    expect(en.wifiTitle).toBe(MESSAGES.stay.flyerWifiTitle);
    expect(en.wifiOpen).toBe(MESSAGES.stay.flyerWifiOpen);
    expect(en.wifiScan).toBe(MESSAGES.stay.flyerWifiScan);
  });

  it('fill the page footer in each language', () => {
    expect(printLabels('fr').pageOf(3, 12)).toBe('Page 3 sur 12');
    expect(printLabels('de').pageOf(3, 12)).toBe('Seite 3 von 12');
    expect(printLabels('ja').pageOf(3, 12)).toBe('3 / 12 ページ');
    expect(printLabels('fr').labelSeparator).toBe(' : ');
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
  ] as const)('a document in %j prints in %s', (tag, expected) => {
    expect(printLanguage(tag)).toBe(expected);
    const { pageOf, ...labels } = printLabels(tag);
    const { pageOf: expectedPageOf, ...expectedLabels } = printLabels(expected);
    expect(labels).toEqual(expectedLabels);
    expect(pageOf(2, 5)).toBe(expectedPageOf(2, 5));
  });
});

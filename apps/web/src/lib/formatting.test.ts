import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  truncate,
} from './formatting.ts';
import { HOST_LANGUAGES } from './i18n/languages.ts';
import { loadHostLanguage } from './i18n/admin-i18n.ts';

describe('dates (en-GB, short month, 24-hour clock)', () => {
  it('writes day, short month, year and a 24-hour time', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z', 'UTC')).toBe('22 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-22T00:05:00Z', 'UTC')).toBe('22 Nov 2026, 00:05');
    expect(formatDateTime('2026-06-01T23:59:00Z', 'Europe/London')).toBe('2 Jun 2026, 00:59');
  });

  it('writes a date alone and ignores values that are not dates', () => {
    expect(formatDate('2026-01-09T12:00:00Z')).toBe('9 Jan 2026');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('money (GBP, 2 decimals)', () => {
  it('always shows pounds with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(9.999)).toBe('£10.00');
  });
});

describe('file sizes', () => {
  it('picks a readable unit', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(104_857_600)).toBe('100 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.25 GB');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('truncate', () => {
  it('keeps short texts and cuts long ones with an ellipsis', () => {
    expect(truncate('Seaside', 10)).toBe('Seaside');
    expect(truncate('Seaside Cottage by the pier', 10)).toBe('Seaside C…');
    expect(truncate('abcdefghij', 10)).toBe('abcdefghij');
    expect(truncate('abcdefghijk', 10)).toBe('abcdefghi…');
    expect(truncate('abc', 0)).toBe('');
  });
});

describe('in the host language', () => {
  afterEach(() => loadHostLanguage('en'));

  it('writes dates and numbers as that locale does, stay times still in the guide’s time zone', async () => {
    await loadHostLanguage('fr');
    const instant = '2026-11-22T14:05:00Z';
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
        new Date(instant),
      ),
    );
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat('fr').format(1234567));
    expect(formatFileSize(1536)).toBe(`${new Intl.NumberFormat('fr').format(1.5)} KB`);
  });

  it('is English (en-GB) again without one', async () => {
    await loadHostLanguage('de');
    await loadHostLanguage('en');
    expect(formatDateTime('2026-11-22T14:05:00Z', 'UTC')).toBe('22 Nov 2026, 14:05');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('percentages and lists, in every host language', () => {
  afterEach(() => loadHostLanguage('en'));

  it('English: "42%" and "A, B and C"', () => {
    expect(formatPercent(42)).toBe('42%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatList(['Dune Cottage'])).toBe('Dune Cottage');
    expect(formatList(['A', 'B'])).toBe('A and B');
    expect(formatList(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it.each(HOST_LANGUAGES.filter((l) => l.code !== 'en').map((l) => [l.code, l.locale] as const))(
    '%s: as Intl writes them in %s, never the English forms',
    async (code, locale) => {
      await loadHostLanguage(code);
      expect(formatPercent(42)).toBe(new Intl.NumberFormat(locale, { style: 'percent' }).format(0.42));
      const list = formatList(['A', 'B', 'C']);
      expect(list).toBe(new Intl.ListFormat(locale, { type: 'conjunction' }).format(['A', 'B', 'C']));
      expect(list).not.toContain(' and ');
    },
  );
});

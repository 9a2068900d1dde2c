/**
 * How dates, money, numbers, percentages, lists, file sizes and long texts are written: in English en-GB dates
 * with a short month and a 24-hour clock, GBP with 2 decimals; in another host language (the admin
 * app's language, hostFormattingLocale) as Intl writes them in that language's locale. Stay times are
 * still written in the guide's time zone.
 */
import { FORMATS, formatInTimeZone } from '@guidebook/contract';
import { hostFormattingLocale } from './i18n/admin-i18n.ts';

const dateOnly = new Intl.DateTimeFormat(FORMATS.LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const money = new Intl.NumberFormat(FORMATS.LOCALE, {
  style: 'currency',
  currency: FORMATS.CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();

function cached<F extends Formatter>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * e.g. "22 Nov 2026, 14:05", in `timeZone` or else the browser's: the contract's way of writing
 * an instant, as e-mails and the guest guide write it; '' for a value that is not a date.
 */
export function formatDateTime(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const zone = timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale = hostFormattingLocale();
  if (!locale) return formatInTimeZone(date, zone);
  try {
    return cached(
      `dt|${locale}|${zone}`,
      () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
    ).format(date);
  } catch {
    return formatInTimeZone(date, zone);
  }
}

/** e.g. "22 Nov 2026". */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = hostFormattingLocale();
  if (!locale) return dateOnly.format(date);
  return cached(
    `d|${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(date);
}

/** e.g. "22 Nov" of a calendar day given as UTC midnight (the analytics chart's days). */
export function formatDayMonth(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = hostFormattingLocale() ?? FORMATS.LOCALE;
  return cached(
    `dm|${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ).format(date);
}

/** e.g. "1,234" (in French "1 234"). */
export function formatNumber(value: number): string {
  const locale = hostFormattingLocale() ?? FORMATS.LOCALE;
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A share out of 100 as the host's language writes it: e.g. 42 → "42%" (in French "42 %", in Arabic "٤٢٪"). */
export function formatPercent(percent: number): string {
  const locale = hostFormattingLocale() ?? FORMATS.LOCALE;
  return cached(
    `p|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);
}

/** Items as one list in the host's language: "A, B and C" ("A, B et C", "A、B和C"). */
export function formatList(items: readonly string[]): string {
  const locale = hostFormattingLocale() ?? FORMATS.LOCALE;
  return cached(`l|${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

/** e.g. "£1,234.50". */
export function formatMoney(amount: number): string {
  const locale = hostFormattingLocale();
  if (!locale) return money.format(amount);
  return cached(
    `m|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: FORMATS.CURRENCY,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes in the largest unit that keeps the number at least 1, e.g. "1.5 MB" (1024-based). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const rounded = Number(value.toFixed(digits));
  return `${hostFormattingLocale() ? formatNumber(rounded) : rounded} ${UNITS[unit]}`;
}

/** Shortens a text to at most `max` characters, ending in "…" when cut. */
export function truncate(text: string, max: number): string {
  if (max <= 0) return '';
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

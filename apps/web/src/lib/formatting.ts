/**
 * How dates, money, file sizes and long texts are written: en-GB dates
 * with a short month and a 24-hour clock, GBP with 2 decimals.
 */
import { FORMATS, formatInTimeZone } from '@guidebook/contract';

const dateOnly = new Intl.DateTimeFormat(FORMATS.LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const money = new Intl.NumberFormat(FORMATS.LOCALE, {
  style: 'currency',
  currency: FORMATS.CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

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
  return formatInTimeZone(date, timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** e.g. "22 Nov 2026". */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateOnly.format(date) : '';
}

/** e.g. "£1,234.50". */
export function formatMoney(amount: number): string {
  return money.format(amount);
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
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}

/** Shortens a text to at most `max` characters, ending in "…" when cut. */
export function truncate(text: string, max: number): string {
  if (max <= 0) return '';
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

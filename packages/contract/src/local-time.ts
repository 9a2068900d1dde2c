/**
 * Wall-clock times in a guide's IANA timezone and the instants they name, with Intl only
 * (no date library). Server and web app share these so a check-in typed as
 * 2026-12-01T15:00 means the same instant on both sides.
 */

/** A local date-time as a host types it: YYYY-MM-DDTHH:mm (seconds optional). */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the timezone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What `partsFormatter(...).format()` writes: "03/29/2026, 01:30:00" (en-US, 24 h). */
const EN_US_WALL_CLOCK = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const formatter = partsFormatter(timeZone);
  // format() and a pattern cost a seventh of formatToParts(); formatToParts reads any other shape.
  const m = EN_US_WALL_CLOCK.exec(formatter.format(epochMs));
  if (m) {
    return {
      year: Number(m[3]),
      month: Number(m[1]),
      day: Number(m[2]),
      hour: Number(m[4]),
      minute: Number(m[5]),
      second: Number(m[6]),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(new Date(epochMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich), asked of Intl. */
function exactOffsetAt(epochMs: number, timeZone: string): number {
  const w = wallClockAt(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * Offsets by zone and UTC day: the offset when it is the same at the day's first and last second
 * (no clock change that day), null when the day has a change (then each instant is asked of Intl).
 * Reading a calendar feed or scheduling messages converts many times on few days; Intl costs tens
 * of microseconds a call. Bounded: emptied past DAY_OFFSETS_MAX entries.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
let dayOffsetEntries = 0;
const DAY_OFFSETS_MAX = 100_000;

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(epochMs: number, timeZone: string): number {
  const day = Math.floor(epochMs / DAY_MS);
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  let known = days.get(day);
  if (known === undefined) {
    const first = exactOffsetAt(day * DAY_MS, timeZone);
    const last = exactOffsetAt(day * DAY_MS + DAY_MS - 1000, timeZone);
    known = first === last ? first : null;
    if (++dayOffsetEntries > DAY_OFFSETS_MAX) {
      dayOffsets.clear();
      dayOffsetEntries = 0;
    }
    days.set(day, known);
  }
  return known ?? exactOffsetAt(epochMs, timeZone);
}

/** Splits a local date-time; null when it is not a real calendar date and time. */
export function parseLocalDateTime(local: string): WallClock | null {
  const m = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  return { year, month, day, hour, minute, second };
}

/**
 * The instant a wall-clock time names in `timeZone`. Like Temporal's "compatible"
 * choice: a time that occurs twice (clocks go back) is its earlier occurrence; a time
 * skipped (clocks go forward) moves forward by the gap, as a clock on the wall would.
 * Throws on a malformed time or an unknown zone.
 */
export function localToInstant(local: string, timeZone: string): Date {
  const w = parseLocalDateTime(local);
  if (!w) throw new RangeError(`Not a local date-time: ${local}`);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  // A day either side sees both offsets of any transition near this time.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => instant - asUtc === -offsetAt(instant, timeZone))
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);
  // In the gap: read the time with the offset in force before the jump.
  return new Date(asUtc - before);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock time of an instant in `timeZone`, as YYYY-MM-DDTHH:mm (what a datetime-local input holds). */
export function instantToLocal(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant.getTime(), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const displayFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as people read it in e-mails and tables: en-GB, short month, 24 h, in the guide's timezone ("1 Dec 2026, 15:00"). */
export function formatInTimeZone(instant: Date, timeZone: string): string {
  let formatter = displayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    displayFormatters.set(timeZone, formatter);
  }
  // Some ICU versions write "1 Dec 2026 at 15:00".
  return formatter.format(instant).replace(' at ', ', ');
}

/** Adds whole hours to an instant (access windows are so many hours, not wall-clock hours, from a stay). */
export function addHours(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * HOUR_MS);
}

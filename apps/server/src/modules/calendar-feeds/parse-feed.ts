/**
 * A calendar feed (iCal, RFC 5545) read into stays. ical.js does the RFC's lexing (line folding,
 * escapes, parameters, value types); this file decides which events are stays and when they begin
 * and end:
 * - all-day events (how the platforms export bookings): check-in on the DTSTART day at the guide's
 *   check-in time, check-out on the DTEND day (exclusive in iCal, the departure day for the
 *   platforms) at its check-out time, both in the guide's timezone;
 * - timed events keep their instants (UTC, a TZID, or floating: the guide's timezone);
 * - what each platform's export means: Airbnb ("Reserved" is a booking, with the reservation code and
 *   the phone's last 4 digits in its DESCRIPTION; "Airbnb (Not available)" is a block), Vrbo
 *   ("Reserved - Name" is a booking with the guest's name; "Blocked" a block), Booking.com (every
 *   event, "CLOSED - Not available", is a booking: its export has nothing else).
 * Events that cannot be stays are counted by reason, never lost silently; a body that is not a
 * calendar at all is refused whole, so a sync never reads "no events" out of an error page.
 */
import ICAL from 'ical.js';
import { isTimeZone, localToInstant } from '@guidebook/contract';

export type FeedPlatform = 'airbnb' | 'vrbo' | 'booking' | 'ical';

export type FeedStay = {
  /** The event's UID: with the feed, the key of its stay. */
  uid: string;
  checkIn: Date;
  checkOut: Date;
  platform: FeedPlatform;
  /** Vrbo's "Reserved - Name". */
  guestName?: string;
  /** Airbnb's reservation code (HM…), from the reservation URL in the description. */
  reference?: string;
  /** Airbnb's "Phone Number (Last 4 Digits)". */
  phoneLast4?: string;
  summary: string;
};

export type SkipReason =
  'no_uid' | 'no_dtstart' | 'bad_date' | 'end_before_start' | 'recurring' | 'cancelled' | 'duplicate_uid' | 'block';

export type FeedSkip = { reason: SkipReason; count: number };

export type ParseFeedOptions = {
  /** The guide's IANA timezone (UTC when it has none). */
  timezone?: string | null;
  /** The guide's check-in time, HH:MM (15:00 when unset). */
  checkInTime?: string | null;
  /** The guide's check-out time, HH:MM (11:00 when unset). */
  checkOutTime?: string | null;
  /** `stays`: the host says every event is a stay (no block is recognised). Default `auto`. */
  eventsAre?: 'auto' | 'stays';
};

export type ParseFeedResult =
  | {
      kind: 'ok';
      platform: FeedPlatform;
      stays: FeedStay[];
      skipped: FeedSkip[];
      /**
       * UIDs of events still in the feed but unusable (a bad or missing date, recurring, repeated):
       * their stays are not gone from the calendar, so a sync keeps them. Blocks and cancelled events
       * are not listed: for a sync they are as absent.
       */
      unusableUids: string[];
    }
  | { kind: 'refused'; reason: 'not_calendar' | 'too_many_events'; detail: string };

export const DEFAULT_CHECK_IN_TIME = '15:00';
export const DEFAULT_CHECK_OUT_TIME = '11:00';

/**
 * Most events read from one feed: a year of nightly bookings for a dozen years. More is refused
 * whole (never cut, which would read as cancellations): a 5 MiB feed of distinct dates would
 * otherwise hold the event loop for seconds.
 */
export const MAX_FEED_EVENTS = 5_000;

/** Longest UID kept (an unusable UID counts as none); longest summary and guest name kept. */
const MAX_UID = 1000;
const MAX_SUMMARY = 500;
const MAX_NAME = 200;

/** The order reasons are listed in, most telling first. */
const SKIP_ORDER: SkipReason[] = [
  'no_uid',
  'no_dtstart',
  'bad_date',
  'end_before_start',
  'recurring',
  'duplicate_uid',
  'cancelled',
  'block',
];

/** A control character (C0, DEL, C1) anywhere in a text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

function platformOfProdId(prodId: string): FeedPlatform | null {
  const p = prodId.toLowerCase();
  if (p.includes('airbnb')) return 'airbnb';
  if (p.includes('homeaway') || p.includes('vrbo')) return 'vrbo';
  if (p.includes('booking.com')) return 'booking';
  return null;
}

/** An event's platform when the feed's PRODID does not say: its UID's domain, or Booking.com's one summary. */
function platformOfEvent(uid: string, summary: string): FeedPlatform | null {
  const at = uid.toLowerCase();
  if (at.endsWith('@airbnb.com')) return 'airbnb';
  if (at.endsWith('@vrbo.com') || at.endsWith('@homeaway.com')) return 'vrbo';
  if (at.endsWith('@booking.com') || BOOKING_CLOSED.test(summary)) return 'booking';
  return null;
}

/** Airbnb's reservation URL, current (/hosting/reservations/details/HM…) and older (/reservation/itinerary?code=HM…). */
const AIRBNB_RESERVATION =
  /airbnb\.[a-z.]+\/(?:hosting\/reservations\/details\/|reservation\/itinerary\?code=)([A-Za-z0-9]{4,20})/i;
/** Older Airbnb exports named the guest and the code in the summary: "Jane Doe (HMABC123)". */
const AIRBNB_CODE_IN_SUMMARY = /\((HM[A-Z0-9]{4,18})\)\s*$/;
const AIRBNB_PHONE = /Phone Number \(Last 4 Digits\):\s*(\d{4})\b/i;
/** Vrbo's "Reserved - Name", and its French (Abritel), Spanish, German and Italian sites' words. */
const VRBO_RESERVED = /^(?:Reserved|R[ée]serv[ée]e?|Reservad[oa]|Reserviert|Prenotat[oa])\s*-\s*(.+)$/i;
const BOOKING_CLOSED = /^CLOSED - Not available$/i;
/** Words of a block, in English and the platforms' other big languages (whole words: letters on neither side). */
const GENERIC_BLOCK =
  /(?<!\p{L})(?:blocked|not available|unavailable|bloqu[ée]e?|bloqueado|blockiert|bloccato)(?!\p{L})/iu;

/** Whether an event (in `auto`) is a block rather than a booking, by what its platform writes. */
function isBlock(platform: FeedPlatform, summary: string, description: string): boolean {
  switch (platform) {
    case 'booking':
      return false;
    case 'airbnb':
      // "Airbnb (Not available)"; a reservation URL always means a booking.
      return !AIRBNB_RESERVATION.test(description) && GENERIC_BLOCK.test(summary);
    case 'vrbo':
      return !VRBO_RESERVED.test(summary) && GENERIC_BLOCK.test(summary);
    case 'ical':
      return GENERIC_BLOCK.test(summary);
  }
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

function timeOfDay(value: string | null | undefined, fallback: string): string {
  const m = TIME_OF_DAY.exec(value ?? '');
  return m ? `${m[1]}:${m[2]}` : fallback;
}

/**
 * ical.js's parsed form (jCal, RFC 7265), read directly: a component is [name, properties,
 * components], a property [name, parameters, value type, ...values], values already unescaped and
 * unfolded. Reading it without ical.js's object wrappers takes a third of the time, and a feed is
 * read at every sync.
 */
type JProperty = [string, Record<string, unknown>, string, ...unknown[]];
type JComponent = [string, JProperty[], JComponent[]];

function property(component: JComponent, name: string): JProperty | undefined {
  for (const p of component[1]) if (p[0] === name) return p;
  return undefined;
}

function hasProperty(component: JComponent, name: string): boolean {
  return property(component, name) !== undefined;
}

function textValue(component: JComponent, name: string): string {
  const value = property(component, name)?.[3];
  return typeof value === 'string' ? value : '';
}

/** A DTSTART or DTEND: its wall-clock date and time of day (null for a date), UTC or not, its TZID. */
type DateValue = { date: string; time: string | null; utc: boolean; tzid: string | null };

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(?:(\d{2}):(\d{2}):(\d{2})(Z)?|::))?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Reads a date property; null when absent, 'bad' when unreadable. A DATE-TIME written as a bare date
 * (DTSTART:20261201, without VALUE=DATE, which ical.js leaves as "2026-12-01T::") is read as a date.
 */
function readDate(p: JProperty | undefined): DateValue | null | 'bad' {
  if (!p) return null;
  const m = typeof p[3] === 'string' ? DATE_VALUE.exec(p[3]) : null;
  if (!m) return 'bad';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(year, month, day)) return 'bad';
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[4] === undefined) return { date, time: null, utc: false, tzid: null };
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 60) return 'bad';
  const tzid = typeof p[1].tzid === 'string' ? p[1].tzid.replace(/^\//, '') : null;
  // A leap second (:60) reads as :59.
  return { date, time: `${m[4]}:${m[5]}:${m[6] === '60' ? '59' : m[6]}`, utc: m[7] === 'Z', tzid };
}

/** `value` moved by `seconds` on the wall clock (a DURATION of days keeps the time of day across a clock change). */
function addToWallClock(value: DateValue, seconds: number): DateValue | 'bad' {
  const [y, mo, d] = value.date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = (value.time ?? '00:00:00').split(':').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, mo - 1, d, h, mi, s) + seconds * 1000);
  if (Number.isNaN(moved.getTime())) return 'bad';
  const iso = moved.toISOString();
  if (value.time === null) {
    // A date plus a duration of whole days is a date; plus hours it is not a departure day.
    return seconds % 86_400 === 0 ? { ...value, date: iso.slice(0, 10) } : 'bad';
  }
  return { ...value, date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** The event's end when it has no DTEND: DTSTART + DURATION, else the next day for a date (RFC 5545 §3.6.1). */
function endWithoutDtend(event: JComponent, start: DateValue): DateValue | 'bad' {
  const durationProp = property(event, 'duration');
  if (durationProp) {
    try {
      const seconds = ICAL.Duration.fromString(String(durationProp[3])).toSeconds();
      return Number.isFinite(seconds) ? addToWallClock(start, seconds) : 'bad';
    } catch {
      return 'bad';
    }
  }
  return start.time === null ? addToWallClock(start, 86_400) : start;
}

type Context = {
  timezone: string;
  checkInTime: string;
  checkOutTime: string;
  /** VTIMEZONEs of the feed, by TZID, for a TZID that is not an IANA name. */
  zones: Map<string, ICAL.Timezone>;
};

/**
 * localToInstant by (local text, zone), across feeds: the same days come back in every feed of a
 * guide and at every sync (one stay's check-out day is the next one's check-in day). Bounded.
 */
const instants = new Map<string, number>();
const INSTANTS_MAX = 50_000;

function instantOf(local: string, timeZone: string): number {
  const key = `${local}|${timeZone}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = localToInstant(local, timeZone).getTime();
    if (instants.size >= INSTANTS_MAX) instants.clear();
    instants.set(key, ms);
  }
  return ms;
}

/** The instant a DTSTART or DTEND names; a date is taken at `timeForDate` in the guide's timezone. */
function instantOfDate(value: DateValue, timeForDate: string, ctx: Context): number {
  if (value.time === null) return instantOf(`${value.date}T${timeForDate}`, ctx.timezone);
  const local = `${value.date}T${value.time}`;
  if (value.utc) return Date.parse(`${local}Z`);
  if (value.tzid && isTimeZone(value.tzid)) return instantOf(local, value.tzid);
  const vtimezone = value.tzid ? ctx.zones.get(value.tzid) : undefined;
  if (vtimezone) {
    const offsetSeconds = vtimezone.utcOffset(ICAL.Time.fromDateTimeString(local));
    return Date.parse(`${local}Z`) - offsetSeconds * 1000;
  }
  // Floating time (or a zone the feed does not describe): the guide's wall clock.
  return instantOf(local, ctx.timezone);
}

function text(body: Buffer | string): string {
  const s = typeof body === 'string' ? body : body.toString('utf8');
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

/** Reads a feed's body; see the file's comment. Never throws for what a feed holds. */
export function parseFeed(body: Buffer | string, options: ParseFeedOptions = {}): ParseFeedResult {
  const timezone = options.timezone ?? 'UTC';
  if (!isTimeZone(timezone)) throw new RangeError(`Unknown timezone: ${timezone}`);
  const source = text(body);
  if (!/^\s*BEGIN:VCALENDAR\r?\n/i.test(source)) {
    return { kind: 'refused', reason: 'not_calendar', detail: source.trim() === '' ? 'empty' : 'no BEGIN:VCALENDAR' };
  }
  let calendar: JComponent;
  try {
    const parsed = ICAL.parse(source) as unknown[];
    // Several calendars in one body parse as a list of them: the first is read.
    calendar = (Array.isArray(parsed[0]) ? parsed[0] : parsed) as JComponent;
  } catch (error) {
    return { kind: 'refused', reason: 'not_calendar', detail: error instanceof Error ? error.message : 'unparsable' };
  }
  if (calendar[0] !== 'vcalendar') return { kind: 'refused', reason: 'not_calendar', detail: String(calendar[0]) };

  const ctx: Context = {
    timezone,
    checkInTime: timeOfDay(options.checkInTime, DEFAULT_CHECK_IN_TIME),
    checkOutTime: timeOfDay(options.checkOutTime, DEFAULT_CHECK_OUT_TIME),
    zones: new Map(),
  };
  for (const component of calendar[2]) {
    if (component[0] !== 'vtimezone') continue;
    const tzid = textValue(component, 'tzid').replace(/^\//, '');
    try {
      if (tzid && !isTimeZone(tzid)) ctx.zones.set(tzid, new ICAL.Timezone(new ICAL.Component(component)));
    } catch {
      // An unreadable VTIMEZONE: its times are read as floating.
    }
  }
  let eventCount = 0;
  for (const component of calendar[2]) if (component[0] === 'vevent') eventCount++;
  if (eventCount > MAX_FEED_EVENTS) {
    return { kind: 'refused', reason: 'too_many_events', detail: `${eventCount} events` };
  }
  const feedPlatform = platformOfProdId(cleanText(textValue(calendar, 'prodid'), 200));
  const eventsAre = options.eventsAre ?? 'auto';
  const counts = new Map<SkipReason, number>();
  const unusableUids = new Set<string>();
  let uid = '';
  const skip = (reason: SkipReason) => {
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
    if (uid !== '' && reason !== 'block' && reason !== 'cancelled') unusableUids.add(uid);
  };
  const seen = new Set<string>();
  const stays: FeedStay[] = [];
  let platformSeen: FeedPlatform | null = feedPlatform;

  for (const event of calendar[2]) {
    if (event[0] !== 'vevent') continue;
    uid = cleanText(textValue(event, 'uid'), MAX_UID + 1);
    if (uid === '' || uid.length > MAX_UID) {
      uid = '';
      skip('no_uid');
      continue;
    }
    if (textValue(event, 'status').trim().toUpperCase() === 'CANCELLED') {
      skip('cancelled');
      continue;
    }
    const start = readDate(property(event, 'dtstart'));
    if (start === null) {
      skip('no_dtstart');
      continue;
    }
    if (hasProperty(event, 'rrule') || hasProperty(event, 'rdate') || hasProperty(event, 'recurrence-id')) {
      skip('recurring');
      continue;
    }
    const endProp = property(event, 'dtend');
    const end = start === 'bad' ? 'bad' : endProp ? readDate(endProp) : endWithoutDtend(event, start);
    if (start === 'bad' || end === 'bad' || end === null) {
      skip('bad_date');
      continue;
    }
    let checkIn: number;
    let checkOut: number;
    try {
      checkIn = instantOfDate(start, ctx.checkInTime, ctx);
      checkOut = instantOfDate(end, ctx.checkOutTime, ctx);
    } catch {
      checkIn = checkOut = Number.NaN;
    }
    if (!Number.isFinite(checkIn) || !Number.isFinite(checkOut)) {
      skip('bad_date');
      continue;
    }
    if (checkOut <= checkIn) {
      skip('end_before_start');
      continue;
    }
    const summary = cleanText(textValue(event, 'summary'), MAX_SUMMARY);
    const description = textValue(event, 'description');
    const platform = feedPlatform ?? platformOfEvent(uid, summary) ?? 'ical';
    platformSeen ??= platform === 'ical' ? null : platform;
    if (eventsAre === 'auto' && isBlock(platform, summary, description)) {
      skip('block');
      continue;
    }
    if (seen.has(uid)) {
      skip('duplicate_uid');
      continue;
    }
    seen.add(uid);
    const stay: FeedStay = { uid, checkIn: new Date(checkIn), checkOut: new Date(checkOut), platform, summary };
    if (platform === 'airbnb') {
      const inSummary = AIRBNB_CODE_IN_SUMMARY.exec(summary);
      const reference = AIRBNB_RESERVATION.exec(description)?.[1] ?? inSummary?.[1];
      if (reference) stay.reference = reference.toUpperCase();
      const name = inSummary ? cleanText(summary.slice(0, inSummary.index), MAX_NAME) : '';
      if (name) stay.guestName = name;
      const phone = AIRBNB_PHONE.exec(description)?.[1];
      if (phone) stay.phoneLast4 = phone;
    } else if (platform === 'vrbo') {
      const name = cleanText(VRBO_RESERVED.exec(summary)?.[1], MAX_NAME);
      if (name) stay.guestName = name;
    }
    stays.push(stay);
  }
  const skipped = SKIP_ORDER.filter((reason) => counts.has(reason)).map((reason) => ({
    reason,
    count: counts.get(reason)!,
  }));
  return { kind: 'ok', platform: platformSeen ?? 'ical', stays, skipped, unusableUids: [...unusableUids] };
}

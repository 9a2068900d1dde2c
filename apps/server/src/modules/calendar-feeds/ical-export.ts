/**
 * A guide's stays as an iCal calendar (RFC 5545, written by ical-generator), for the calendar apps of
 * the host and their cleaners: one event per stay, the guest's name (and how many guests) as its
 * summary, the guests and the reservation code in its description, check-in to check-out in the
 * guide's timezone (DTSTART;TZID=…; UTC for a guide without one), and a UID of the stay that stays the same whatever changes. It
 * carries nothing else of the stay: never its door code, e-mail address, phone number or link.
 */
import ical, { escape, type ICalTZDateStub } from 'ical-generator';
import { MESSAGES, instantToLocal } from '@guidebook/contract';
import { catalogLanguage, localize } from '../../lib/languages.ts';

export type ExportGuide = { id_guide: number; title: string; timezone: string | null; default_language: string };

export type ExportStay = {
  id_invitation: number;
  guest_name: string;
  guests: number | null;
  reference: string | null;
  check_in: Date;
  check_out: Date;
  date_created: Date;
};

/** A wall-clock time as ical-generator reads one through withTimeZone: its getters, nothing else. */
type WallClockView = Pick<
  Date,
  | 'getFullYear'
  | 'getMonth'
  | 'getDate'
  | 'getHours'
  | 'getMinutes'
  | 'getSeconds'
  | 'getUTCFullYear'
  | 'getUTCMonth'
  | 'getUTCDate'
  | 'getUTCHours'
  | 'getUTCMinutes'
  | 'getUTCSeconds'
>;

/**
 * An instant that ical-generator writes as its wall-clock time in `zone` whatever the server's own
 * timezone: it reads a value of this shape (date-fns's TZDate) through withTimeZone. A plain Date
 * would be written in the server's timezone under the guide's TZID.
 */
class ZonedInstant extends Date {
  readonly internal: Date;
  readonly zone: string;

  constructor(instant: Date, zone: string) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
    this.zone = zone;
  }

  tzComponents(): WallClockView {
    const local = instantToLocal(this.internal, this.zone);
    const [date = '', time = ''] = local.split('T');
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const second = this.internal.getUTCSeconds();
    const instant = this.internal;
    return {
      // Read first and then replaced by the wall clock, for a value with a TZID.
      getUTCFullYear: () => instant.getUTCFullYear(),
      getUTCMonth: () => instant.getUTCMonth(),
      getUTCDate: () => instant.getUTCDate(),
      getUTCHours: () => instant.getUTCHours(),
      getUTCMinutes: () => instant.getUTCMinutes(),
      getUTCSeconds: () => instant.getUTCSeconds(),
      getFullYear: () => year,
      getMonth: () => month - 1,
      getDate: () => day,
      getHours: () => hour,
      getMinutes: () => minute,
      getSeconds: () => second,
    };
  }

  withTimeZone(): ICalTZDateStub {
    return this.tzComponents() as unknown as ICalTZDateStub;
  }
}

/** The calendar's text; `host`: this server's host name, which makes the events' UIDs its own. */
export function stayCalendar(guide: ExportGuide, stays: readonly ExportStay[], host: string): string {
  // A guide without a timezone: its stays' instants in UTC (DTSTART:…Z).
  const zone = guide.timezone;
  const language = catalogLanguage(guide.default_language) ?? 'en';
  // ical-generator writes the calendar's name as given: escaped here (a title's ";" or line break stays text).
  const calendar = ical({
    name: escape(guide.title, false),
    prodId: { company: 'Guidebook', product: 'Stays', language: 'EN' },
  });
  if (zone) calendar.x([{ key: 'X-WR-TIMEZONE', value: zone }]);
  for (const stay of stays) {
    const guests = stay.guests ? localize(MESSAGES.calendarSync.exportGuests(stay.guests), language) : null;
    const reference = stay.reference ? localize(MESSAGES.calendarSync.exportReference(stay.reference), language) : null;
    calendar.createEvent({
      id: `stay-${stay.id_invitation}@${host}`,
      start: zone ? new ZonedInstant(stay.check_in, zone) : stay.check_in,
      end: zone ? new ZonedInstant(stay.check_out, zone) : stay.check_out,
      timezone: zone,
      stamp: stay.date_created,
      summary: guests ? `${stay.guest_name} (${guests})` : stay.guest_name,
      description: [guests, reference].filter((line) => line !== null).join('\n') || null,
    });
  }
  return calendar.toString();
}

/** Calendar exports as the booking sites write them, for the tests of calendar feeds. */

/** A day `offset` days from today, as iCal writes a date (20261201). */
export const icalDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

/** A booking: its UID, its first and last day as offsets from today, and its guest or its whole summary. */
export type IcalEvent = { uid: string; from: number; to: number; name?: string; summary?: string };

/** A Vrbo-style export of the given events ("Reserved - Name"), CRLF line ends. */
export function vrboCalendar(events: IcalEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//HomeAway.com, Inc.//EN', 'VERSION:2.0'];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20261201T054200Z',
      `DTSTART;VALUE=DATE:${icalDay(e.from)}`,
      `DTEND;VALUE=DATE:${icalDay(e.to)}`,
      `SUMMARY:${e.summary ?? `Reserved - ${e.name ?? 'Guest'}`}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Calendar feeds read into stays (modules/calendar-feeds/parse-feed.ts), table-driven over the
 * fixtures in fixtures/calendar: one export per platform, written as each platform writes them
 * (PRODID, property order, folded lines, CRLF), a generic calendar with timed events, and the bad
 * bodies and bad events a sync must survive. Dates are read in Europe/London across both of its
 * 2026 clock changes (29 March and 25 October).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_FEED_EVENTS,
  parseFeed,
  type FeedStay,
  type ParseFeedOptions,
  type ParseFeedResult,
} from '../src/modules/calendar-feeds/parse-feed.ts';
import { skippedParts, statusText } from '../src/modules/calendar-feeds/sync-status.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/calendar');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const LONDON: ParseFeedOptions = { timezone: 'Europe/London' };

type Expected = Omit<FeedStay, 'checkIn' | 'checkOut' | 'summary'> & { checkIn: string; checkOut: string };

function staysOf(result: ParseFeedResult) {
  expect(result.kind).toBe('ok');
  if (result.kind !== 'ok') return [];
  return result.stays.map(({ checkIn, checkOut, summary: _summary, ...rest }) => ({
    ...rest,
    checkIn: checkIn.toISOString(),
    checkOut: checkOut.toISOString(),
  }));
}

const at = (iso: string) => `${iso}:00.000Z`;

const PLATFORM_FEEDS: {
  file: string;
  platform: string;
  stays: Expected[];
  skipped: { reason: string; count: number }[];
}[] = [
  {
    file: 'airbnb.ics',
    platform: 'airbnb',
    stays: [
      {
        // Leaves on the morning the clocks go forward: 11:00 BST.
        uid: '1418fb94e984-3c1a5e0f2b7d9e8c4a6b2d0f1e3c5a7b@airbnb.com',
        checkIn: at('2026-03-26T15:00'),
        checkOut: at('2026-03-29T10:00'),
        platform: 'airbnb',
        reference: 'HMABC12345',
        phoneLast4: '1234',
      },
      {
        // Arrives that afternoon: 15:00 BST.
        uid: '1418fb94e984-7d2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a@airbnb.com',
        checkIn: at('2026-03-29T14:00'),
        checkOut: at('2026-04-01T10:00'),
        platform: 'airbnb',
        reference: 'HMXK9P2QRT',
        phoneLast4: '0042',
      },
      {
        // Leaves on the morning the clocks go back: 11:00 GMT.
        uid: '1418fb94e984-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d@airbnb.com',
        checkIn: at('2026-10-22T14:00'),
        checkOut: at('2026-10-25T11:00'),
        platform: 'airbnb',
        reference: 'HMZZ77YY88',
        phoneLast4: '9876',
      },
      {
        uid: '1418fb94e984-0f1e2d3c4b5a69788796a5b4c3d2e1f0@airbnb.com',
        checkIn: at('2026-10-25T15:00'),
        checkOut: at('2026-10-28T11:00'),
        platform: 'airbnb',
        reference: 'HMLAST0001',
        phoneLast4: '5555',
      },
    ],
    skipped: [{ reason: 'block', count: 1 }],
  },
  {
    file: 'vrbo.ics',
    platform: 'vrbo',
    stays: [
      {
        uid: '6f49cda7-479e-454b-a6a3-39fa7feee5ed',
        checkIn: at('2026-12-04T15:00'),
        checkOut: at('2026-12-09T11:00'),
        platform: 'vrbo',
        guestName: 'Jane Doe',
      },
      {
        // The name's line is folded in the middle: unfolded whole, accents kept.
        uid: '02292020-0229-2020-0305-202003052020',
        checkIn: at('2026-12-20T15:00'),
        checkOut: at('2026-12-27T11:00'),
        platform: 'vrbo',
        guestName: 'Mélanie Dupont-Laurent de la Cour des Grands Chênes Verts',
      },
    ],
    skipped: [{ reason: 'block', count: 1 }],
  },
  {
    file: 'booking.ics',
    platform: 'booking',
    stays: [
      {
        uid: 'ab8907e00fb0089a06e5acfdea101250@booking.com',
        checkIn: at('2026-12-01T15:00'),
        checkOut: at('2026-12-03T11:00'),
        platform: 'booking',
      },
      {
        uid: '13bcc16d5d6b88c6aa2ea272d6f674a4@booking.com',
        checkIn: at('2026-12-03T15:00'),
        checkOut: at('2026-12-10T11:00'),
        platform: 'booking',
      },
    ],
    skipped: [],
  },
  {
    file: 'generic.ics',
    platform: 'ical',
    stays: [
      // Timed events keep their times: UTC, an IANA zone, an Outlook zone from its VTIMEZONE, floating.
      {
        uid: 'timed-utc@example.com',
        checkIn: at('2026-07-01T13:00'),
        checkOut: at('2026-07-04T09:00'),
        platform: 'ical',
      },
      {
        uid: 'timed-paris@example.com',
        checkIn: at('2026-07-10T14:00'),
        checkOut: at('2026-07-12T08:00'),
        platform: 'ical',
      },
      {
        uid: 'timed-outlook@example.com',
        checkIn: at('2026-01-15T16:00'),
        checkOut: at('2026-01-17T11:00'),
        platform: 'ical',
      },
      {
        uid: 'floating@example.com',
        checkIn: at('2026-08-01T13:00'),
        checkOut: at('2026-08-03T09:00'),
        platform: 'ical',
      },
      // DURATION instead of DTEND: three nights from the check-in day.
      {
        uid: 'duration@example.com',
        checkIn: at('2026-09-01T14:00'),
        checkOut: at('2026-09-04T10:00'),
        platform: 'ical',
      },
    ],
    skipped: [
      { reason: 'cancelled', count: 1 },
      { reason: 'block', count: 1 },
    ],
  },
];

describe('parseFeed: each platform’s export', () => {
  it.each(PLATFORM_FEEDS)('$file', ({ file, platform, stays, skipped }) => {
    const result = parseFeed(fixture(file), LONDON);
    expect(staysOf(result)).toEqual(stays);
    expect(result).toMatchObject({ kind: 'ok', platform, skipped });
  });

  it('keeps the summary of each stay', () => {
    const result = parseFeed(fixture('vrbo.ics'), LONDON);
    expect(result.kind === 'ok' && result.stays.map((s) => s.summary)).toEqual([
      'Reserved - Jane Doe',
      'Réservée - Mélanie Dupont-Laurent de la Cour des Grands Chênes Verts',
    ]);
  });

  it('with eventsAre "stays" every event is a stay, blocks included', () => {
    const airbnb = parseFeed(fixture('airbnb.ics'), { ...LONDON, eventsAre: 'stays' });
    expect(airbnb.kind === 'ok' && [airbnb.stays.length, airbnb.skipped]).toEqual([5, []]);
    const vrbo = parseFeed(fixture('vrbo.ics'), { ...LONDON, eventsAre: 'stays' });
    expect(vrbo.kind === 'ok' && vrbo.stays.map((s) => s.summary)).toContain('Blocked');
    // The bad ones are still skipped.
    const generic = parseFeed(fixture('generic.ics'), { ...LONDON, eventsAre: 'stays' });
    expect(generic.kind === 'ok' && generic.skipped).toEqual([{ reason: 'cancelled', count: 1 }]);
  });

  it('uses the guide’s check-in and check-out times and timezone', () => {
    const result = parseFeed(fixture('booking.ics'), {
      timezone: 'America/New_York',
      checkInTime: '16:30',
      checkOutTime: '10:00:00',
    });
    expect(staysOf(result)[0]).toMatchObject({ checkIn: at('2026-12-01T21:30'), checkOut: at('2026-12-03T15:00') });
    // No timezone: UTC; no times (or unreadable ones): 15:00 and 11:00.
    const plain = parseFeed(fixture('booking.ics'), { checkInTime: null, checkOutTime: '25:99' });
    expect(staysOf(plain)[0]).toMatchObject({ checkIn: at('2026-12-01T15:00'), checkOut: at('2026-12-03T11:00') });
  });

  it('reads a string as well as bytes, with or without a byte-order mark', () => {
    const body = fixture('booking.ics').toString('utf8');
    const fromText = staysOf(parseFeed(body, LONDON));
    expect(staysOf(parseFeed(`\uFEFF${body}`, LONDON))).toEqual(fromText);
    expect(
      staysOf(parseFeed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('booking.ics')]), LONDON)),
    ).toEqual(fromText);
  });

  it('reads blocks in the platforms’ other languages as blocks, and only whole words', () => {
    const feed = (...summaries: string[]) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//HomeAway.com, Inc.//EN',
        ...summaries.flatMap((summary, i) => [
          'BEGIN:VEVENT',
          `UID:${i}`,
          'DTSTART;VALUE=DATE:20261201',
          'DTEND;VALUE=DATE:20261203',
          `SUMMARY:${summary}`,
          'END:VEVENT',
        ]),
        'END:VCALENDAR',
      ].join('\r\n');
    const result = parseFeed(feed('Bloqué', 'Blockiert', 'Reservado - Ana Blocked', 'Unblockedness'), LONDON);
    expect(result.kind === 'ok' && result.stays.map((s) => s.guestName ?? s.summary)).toEqual([
      'Ana Blocked',
      'Unblockedness',
    ]);
    expect(result.kind === 'ok' && result.skipped).toEqual([{ reason: 'block', count: 2 }]);
  });

  it('recognises a platform by its events when the PRODID does not say', () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Channel Manager//EN',
      'BEGIN:VEVENT',
      'UID:1@booking.com',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261203',
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:2@airbnb.com',
      'DTSTART;VALUE=DATE:20261204',
      'DTEND;VALUE=DATE:20261206',
      'SUMMARY:Jane Doe (HMOLDCODE1)',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(
      staysOf(parseFeed(feed, LONDON)).map(({ uid, platform, guestName, reference }) => ({
        uid,
        platform,
        guestName,
        reference,
      })),
    ).toEqual([
      { uid: '1@booking.com', platform: 'booking', guestName: undefined, reference: undefined },
      { uid: '2@airbnb.com', platform: 'airbnb', guestName: 'Jane Doe', reference: 'HMOLDCODE1' },
    ]);
  });
});

describe('parseFeed: bad bodies are refused whole', () => {
  it.each(['not-calendar.html', 'empty.ics', 'truncated.ics'])('%s', (file) => {
    expect(parseFeed(fixture(file), LONDON)).toMatchObject({ kind: 'refused', reason: 'not_calendar' });
  });

  it.each([
    ['whitespace', ' \r\n\r\n'],
    ['JSON', '{"error":"not found"}'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jane\r\nEND:VCARD\r\n'],
    ['garbage after the header', 'BEGIN:VCALENDAR\r\n<html>\r\n'],
    ['bytes', Buffer.from([0xff, 0xfe, 0x00, 0x42, 0x00, 0x45])],
  ])('%s', (_name, body) => {
    expect(parseFeed(body, LONDON)).toMatchObject({ kind: 'refused', reason: 'not_calendar' });
  });

  it('an empty calendar is a calendar with no stays', () => {
    expect(parseFeed('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', LONDON)).toEqual({
      kind: 'ok',
      platform: 'ical',
      stays: [],
      skipped: [],
      unusableUids: [],
    });
  });

  it('refuses a feed of more than 5,000 events whole (never a part of it)', () => {
    const event = (i: number) =>
      `BEGIN:VEVENT\r\nUID:${i}\r\nDTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261203\r\nEND:VEVENT\r\n`;
    const feed = (n: number) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${Array.from({ length: n }, (_, i) => event(i)).join('')}END:VCALENDAR\r\n`;
    expect(parseFeed(feed(MAX_FEED_EVENTS + 1), LONDON)).toMatchObject({ kind: 'refused', reason: 'too_many_events' });
    expect(parseFeed(feed(MAX_FEED_EVENTS), LONDON)).toMatchObject({ kind: 'ok' });
  });
});

describe('parseFeed: events that cannot be stays are counted', () => {
  // A present but unusable event's UID is listed, so a sync keeps the stay it made.
  it.each([
    ['bad-no-uid.ics', 'no_uid', '2 events skipped: no UID', []],
    ['bad-no-dtstart.ics', 'no_dtstart', '2 events skipped: no DTSTART', ['no-start@example.com']],
    [
      'bad-end-before-start.ics',
      'end_before_start',
      '2 events skipped: DTEND not after DTSTART',
      ['backwards@example.com'],
    ],
    ['bad-recurring.ics', 'recurring', '2 events skipped: recurring', ['weekly@example.com']],
  ])('%s', (file, reason, sentence, unusableUids) => {
    const result = parseFeed(fixture(file), LONDON);
    expect(staysOf(result).map((s) => s.uid)).toEqual(['good@example.com']);
    expect(result.kind === 'ok' && result.skipped).toEqual([{ reason, count: 2 }]);
    expect(result.kind === 'ok' && result.unusableUids).toEqual(unusableUids);
    expect(result.kind === 'ok' && statusText(skippedParts(result.skipped), 'en')).toBe(sentence);
  });

  it('unreadable dates, repeated UIDs and a timed event without end', () => {
    const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      ...event('UID:a', 'DTSTART:garbage', 'DTEND;VALUE=DATE:20261203'),
      ...event('UID:b', 'DTSTART;VALUE=DATE:20261301', 'DTEND;VALUE=DATE:20261303'),
      ...event('UID:c', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      ...event('UID:c', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207'),
      ...event('UID:d', 'DTSTART:20261201T150000Z'),
      ...event('UID:e', 'DTSTART;VALUE=DATE:20261210'),
      'END:VCALENDAR',
    ].join('\r\n');
    const result = parseFeed(feed, LONDON);
    // An all-day event without DTEND is one day (RFC 5545): in on the 10th, out on the 11th.
    expect(staysOf(result)).toEqual([
      { uid: 'c', checkIn: at('2026-12-01T15:00'), checkOut: at('2026-12-03T11:00'), platform: 'ical' },
      { uid: 'e', checkIn: at('2026-12-10T15:00'), checkOut: at('2026-12-11T11:00'), platform: 'ical' },
    ]);
    expect(result.kind === 'ok' && result.unusableUids).toEqual(['a', 'b', 'c', 'd']);
    expect(result.kind === 'ok' && result.skipped).toEqual([
      { reason: 'bad_date', count: 2 },
      { reason: 'end_before_start', count: 1 },
      { reason: 'duplicate_uid', count: 1 },
    ]);
    expect(result.kind === 'ok' && statusText(skippedParts(result.skipped), 'en')).toBe(
      '2 events skipped: unreadable date. 1 event skipped: DTEND not after DTSTART. 1 event skipped: UID repeated',
    );
    expect(skippedParts([])).toEqual([]);
  });
});

/** An Airbnb-shaped feed of `n` consecutive three-night stays. */
function airbnbFeed(n: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'VERSION:2.0',
  ];
  const day = (d: number) =>
    new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  for (let i = 0; i < n; i++) {
    lines.push(
      'BEGIN:VEVENT',
      'DTSTAMP:20261201T054200Z',
      `DTEND;VALUE=DATE:${day(i * 3 + 3)}`,
      `DTSTART;VALUE=DATE:${day(i * 3)}`,
      `UID:1418fb94e984-${String(i).padStart(32, '0')}@airbnb.com`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/de`,
      ` tails/HM${String(i).padStart(8, '0')}\\nPhone Number (Last 4 Digits): 1234`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

describe('parseFeed: speed', () => {
  it('reads a feed of 50 events in well under a few milliseconds', () => {
    const body = Buffer.from(airbnbFeed(50));
    for (let i = 0; i < 20; i++) parseFeed(body, LONDON); // warm-up
    const runs = 200;
    const started = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) parseFeed(body, LONDON);
    const perFeedMs = Number(process.hrtime.bigint() - started) / 1e6 / runs;
    expect(staysOf(parseFeed(body, LONDON))).toHaveLength(50);
    // About 0.8 ms on the shared 2-core machine, half of it ical.js's own parse; the bound leaves room.
    expect(perFeedMs).toBeLessThan(5);
  });
});

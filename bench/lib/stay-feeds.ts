/**
 * Calendar feeds for the `stays` bench: iCal files in the shapes the three platforms export (as in
 * apps/server/test/fixtures/calendar/), generated with distinct UIDs and dates, and a loopback HTTP
 * server that serves them with an ETag, answering 304 to a matching If-None-Match, or (mode
 * `always-200`) ignoring the validators, as some exports do.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CleanupStack } from './cleanup.ts';

export type Platform = 'airbnb' | 'vrbo' | 'booking';

const PLATFORMS: Platform[] = ['airbnb', 'vrbo', 'booking'];

/** One generated feed: its path on the server, its platform, body, and how many events are stays. */
export type GeneratedFeed = { path: string; platform: Platform; body: Buffer; stays: number };

const GUEST_NAMES = ['Jane Doe', 'Liam Smith', 'Mélanie Dupont', 'Kenji Sato', 'Ana García', 'Oskar Nowak'];

/** An iCal DATE (all-day) for a day `offset` days after `start`. */
function icalDate(start: Date, offset: number): string {
  const d = new Date(start.getTime() + offset * 86_400_000);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), as the platforms do. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = ' ' + rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n');
}

const HEADERS: Record<Platform, string[]> = {
  airbnb: [
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ],
  vrbo: ['PRODID:-//HomeAway.com, Inc.//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'],
  booking: [
    'VERSION:2.0',
    'PRODID:-//admin.booking.com\\, b.v.//NONSGML v1.0//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ],
};

/**
 * Feed `index` of `platform`: `events` back-to-back bookings of 2 to 5 nights from `start` with a
 * gap of 0 to 2 nights. Airbnb and Vrbo feeds make every fifth event a block (their exports mix both);
 * Booking.com's export has nothing but "CLOSED - Not available", each a stay.
 */
export function generateFeed(platform: Platform, index: number, events: number, start: Date): GeneratedFeed {
  const hex = (i: number, n: number) =>
    crypto.createHash('sha1').update(`${platform}-${index}-${i}`).digest('hex').slice(0, n);
  const lines = ['BEGIN:VCALENDAR', ...HEADERS[platform]];
  let day = index % 7;
  let stays = 0;
  for (let i = 0; i < events; i++) {
    const nights = 2 + ((index + i) % 4);
    const block = platform !== 'booking' && i % 5 === 4;
    if (!block) stays++;
    const dtstart = `DTSTART;VALUE=DATE:${icalDate(start, day)}`;
    const dtend = `DTEND;VALUE=DATE:${icalDate(start, day + nights)}`;
    const stamp = 'DTSTAMP:20261201T054200Z';
    lines.push('BEGIN:VEVENT');
    if (platform === 'airbnb') {
      lines.push(stamp, dtend, dtstart, `UID:${hex(i, 12)}-${hex(i + 1000, 32)}@airbnb.com`);
      if (block) lines.push('SUMMARY:Airbnb (Not available)');
      else {
        const code = `HM${hex(i, 8).toUpperCase()}`;
        const phone = String(1000 + ((index * 31 + i * 7) % 9000));
        lines.push(
          fold(
            `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\\nPhone Number (Last 4 Digits): ${phone}`,
          ),
          'SUMMARY:Reserved',
        );
      }
    } else if (platform === 'vrbo') {
      const uid = hex(i, 32);
      lines.push(
        `UID:${uid.slice(0, 8)}-${uid.slice(8, 12)}-${uid.slice(12, 16)}-${uid.slice(16, 20)}-${uid.slice(20)}`,
        stamp,
        dtstart,
        dtend,
        block ? 'SUMMARY:Blocked' : fold(`SUMMARY:Reserved - ${GUEST_NAMES[(index + i) % GUEST_NAMES.length]}`),
      );
    } else {
      lines.push(stamp, dtstart, dtend, `UID:${hex(i, 32)}@booking.com`, 'SUMMARY:CLOSED - Not available');
    }
    lines.push('END:VEVENT');
    day += nights + ((index + i) % 3);
  }
  lines.push('END:VCALENDAR');
  return { path: `/feeds/${platform}-${index}.ics`, platform, body: Buffer.from(lines.join('\r\n') + '\r\n'), stays };
}

/** `count` feeds, the three platforms in turn. */
export function generateFeeds(count: number, events: number, start: Date): GeneratedFeed[] {
  return Array.from({ length: count }, (_, i) => generateFeed(PLATFORMS[i % PLATFORMS.length]!, i, events, start));
}

export type FeedServerMode = 'etag' | 'always-200';

export type FeedServer = {
  baseUrl: string;
  /** `etag`: 304 when If-None-Match matches; `always-200`: the whole body every time (ETag still sent). */
  setMode: (mode: FeedServerMode) => void;
  /** Answers given since the last reset, by status; and how many requests carried If-None-Match. */
  counts: () => { status: Record<number, number>; conditional: number };
  resetCounts: () => void;
};

/** Serves `feeds` on a free loopback port until the cleanup stack runs. */
export async function startFeedServer(feeds: GeneratedFeed[], cleanup: CleanupStack): Promise<FeedServer> {
  const byPath = new Map(
    feeds.map((f) => [
      f.path,
      { body: f.body, etag: `"${crypto.createHash('sha256').update(f.body).digest('hex').slice(0, 32)}"` },
    ]),
  );
  let mode: FeedServerMode = 'etag';
  let status: Record<number, number> = {};
  let conditional = 0;
  const count = (code: number) => {
    status[code] = (status[code] ?? 0) + 1;
  };
  const server = http.createServer((req, res) => {
    const feed = byPath.get(req.url ?? '');
    if (!feed) {
      count(404);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch) conditional++;
    if (mode === 'etag' && ifNoneMatch === feed.etag) {
      count(304);
      res.writeHead(304, { etag: feed.etag }).end();
      return;
    }
    count(200);
    res
      .writeHead(200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-length': feed.body.length,
        etag: feed.etag,
      })
      .end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add('stop the feed server', () => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    setMode: (m) => {
      mode = m;
    },
    counts: () => ({ status: { ...status }, conditional }),
    resetCounts: () => {
      status = {};
      conditional = 0;
    },
  };
}

/**
 * Calendar feeds read into stays, against a real HTTP server on 127.0.0.1 that serves the platforms'
 * exports (fixtures/calendar/) and feeds the tests change between syncs, with ETags: stays arrive,
 * move, are cancelled and reopened; a stay that has begun and a host's edits are kept; every bad
 * feed leaves the stays as they were and says why; 304 and an unchanged body change nothing; two
 * syncs at once read once; the outbound guard refuses loopback without the allow flag and a
 * redirect to a metadata address with it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, ZCalendarFeed, ZInvitation, type TCalendarFeed } from '@guidebook/contract';
import { icalDay, vrboCalendar } from './helpers/ical.ts';
import { getDatabaseClient, getTestServer } from './helpers/test-app.ts';
import { testClock } from './helpers/clock.ts';
import { api, buildAccount, buildCalendarFeed, buildGuide, resultOf } from './helpers/factories.ts';
import { syncDueFeeds } from '../src/modules/calendar-feeds/calendar-sync.service.ts';
import { stayPlatform } from '../src/modules/invitations/stay-platform.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/calendar');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

/** What the feed server answers at a path. */
type Route = {
  status?: number;
  body?: string | Buffer;
  etag?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};
const routes = new Map<string, Route>();
const hits: { path: string; ifNoneMatch: string | undefined }[] = [];
const server = http.createServer((req, res) => {
  const route = routes.get(req.url ?? '') ?? { status: 404, body: 'Not Found' };
  hits.push({ path: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
  const answer = () => {
    if (route.etag && req.headers['if-none-match'] === route.etag) {
      res.writeHead(304, { etag: route.etag }).end();
      return;
    }
    res.writeHead(route.status ?? 200, {
      'content-type': 'text/calendar; charset=utf-8',
      ...(route.etag && { etag: route.etag }),
      ...route.headers,
    });
    res.end(route.body ?? '');
  };
  if (route.delayMs) setTimeout(answer, route.delayMs);
  else answer();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The server's clock: the fixtures' bookings (2026) are read as they were at the start of that year. */
const clock = testClock();
const t = await getTestServer({}, { now: clock.now });
/**
 * Runs `fn` with the server's clock on 1 January 2026, then back at the real time; the feeds it read
 * are moved to the real time too (read now, due after the interval, not at once: the schedule's test
 * would see them).
 */
async function in2026<T>(fn: () => Promise<T>): Promise<T> {
  const offsetMs = Date.parse('2026-01-01T00:00:00Z') - Date.now();
  clock.offsetMs = offsetMs;
  try {
    return await fn();
  } finally {
    clock.offsetMs = 0;
    await admin.query(
      `UPDATE calendar_feeds SET last_synced_at = last_synced_at - $1 * interval '1 millisecond',
         next_sync_at = next_sync_at - $1 * interval '1 millisecond' WHERE next_sync_at < now()`,
      [offsetMs],
    );
  }
}
const admin = await getDatabaseClient(t);
const host = await buildAccount(t.app);
const guide = await buildGuide(t.app, host, { title: 'Harbour House' });

/** That day at 15:00 / 11:00 UTC (the guide has no timezone): a stay's check-in / check-out. */
const at = (offset: number, time: string) => {
  const d = icalDay(offset);
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${time}:00.000Z`;
};

let version = 0;
/** Serves `body` at `route` with a new ETag. */
function serve(route: string, body: string | Buffer, extra: Route = {}) {
  routes.set(route, { body, etag: `"v${++version}"`, ...extra });
}

/** A stay the host types (no feed). */
const MANUAL = {
  guest_name: 'Ada Host',
  check_in: '2030-05-01T15:00',
  check_out: '2030-05-03T11:00',
  send_email: false,
};

async function sync(idFeed: number, headers: Record<string, string> = {}) {
  return api(t.app, host).post('/calendar_feeds/sync', { id_calendar_feed: idFeed }, { headers });
}

async function syncOk(idFeed: number): Promise<TCalendarFeed> {
  return ZCalendarFeed.parse(resultOf(await sync(idFeed), 'calendar_feeds/sync'));
}

type StayRow = {
  id_invitation: number;
  external_uid: string;
  guest_name: string;
  reference: string | null;
  guest_phone: string | null;
  language: string | null;
  source: string;
  check_in: Date;
  check_out: Date;
  access_from: Date;
  access_to: Date;
  door_code_from: Date | null;
  cancelled_at: Date | null;
  revoked_at: Date | null;
  token: string;
};

async function staysOf(idFeed: number): Promise<Map<string, StayRow>> {
  const { rows } = await admin.query<StayRow>(
    `SELECT id_invitation, external_uid, guest_name, reference, guest_phone, language, source, check_in, check_out,
       access_from, access_to, door_code_from, cancelled_at, revoked_at, token
     FROM invitations WHERE id_calendar_feed = $1 ORDER BY check_in`,
    [idFeed],
  );
  return new Map(rows.map((r) => [r.external_uid, r]));
}

/** Every column of every stay of the feed, to compare before and after. */
async function snapshot(idFeed: number) {
  return (await admin.query('SELECT * FROM invitations WHERE id_calendar_feed = $1 ORDER BY id_invitation', [idFeed]))
    .rows;
}

describe('a calendar feed read into stays', () => {
  it('makes one stay per Airbnb, Vrbo and Booking.com reservation when created, and none of the blocks', async () => {
    serve('/airbnb.ics', fixture('airbnb.ics'));
    serve('/vrbo.ics', fixture('vrbo.ics'));
    serve('/booking.ics', fixture('booking.ics'));
    const [airbnb, vrboFeed, booking] = await in2026(async () => [
      await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/airbnb.ics` }),
      await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/vrbo.ics` }),
      await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/booking.ics` }),
    ]);
    expect(airbnb).toMatchObject({ last_status: 'ok', stays_created: 4, stays_updated: 0, stays_cancelled: 0 });
    expect(vrboFeed).toMatchObject({ last_status: 'ok', stays_created: 2 });
    expect(booking).toMatchObject({ last_status: 'ok', stays_created: 2 });

    const fromAirbnb = await staysOf(airbnb.id_calendar_feed);
    expect(fromAirbnb.size).toBe(4);
    expect(fromAirbnb.get('1418fb94e984-3c1a5e0f2b7d9e8c4a6b2d0f1e3c5a7b@airbnb.com')).toMatchObject({
      guest_name: 'Airbnb guest',
      reference: 'HMABC12345',
      guest_phone: '1234',
      language: 'en',
      source: 'calendar',
      check_in: new Date('2026-03-26T15:00:00Z'),
      check_out: new Date('2026-03-29T11:00:00Z'),
      access_from: new Date('2026-03-26T15:00:00Z'),
      access_to: new Date('2026-03-29T11:00:00Z'),
      cancelled_at: null,
    });
    const names = [...(await staysOf(vrboFeed.id_calendar_feed)).values()].map((s) => s.guest_name);
    expect(names).toEqual(['Jane Doe', 'Mélanie Dupont-Laurent de la Cour des Grands Chênes Verts']);
    const fromBooking = [...(await staysOf(booking.id_calendar_feed)).values()];
    expect(fromBooking.map((s) => s.guest_name)).toEqual(['Booking.com guest', 'Booking.com guest']);
    // Each stay has a personal link of its own.
    const tokens = [...fromAirbnb.values(), ...fromBooking].map((s) => s.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Listed as read, due again after CALENDAR_SYNC_MINUTES (15) plus at most a fifth of it.
    const { rows } = await admin.query(
      `SELECT extract(epoch FROM next_sync_at - last_synced_at) AS gap, lease_owner FROM calendar_feeds
       WHERE id_calendar_feed = $1`,
      [airbnb.id_calendar_feed],
    );
    expect(Number(rows[0].gap)).toBeGreaterThanOrEqual(15 * 60);
    expect(Number(rows[0].gap)).toBeLessThanOrEqual(18 * 60);
    expect(rows[0].lease_owner).toBeNull();
  });

  it('reads dates in the guide’s timezone at its check-in and check-out times, names in its language', async () => {
    const paris = await buildGuide(t.app, host, {
      title: 'Paris flat',
      timezone: 'Europe/Paris',
      check_in_time: '16:00',
      check_out_time: '10:00',
      default_language: 'fr',
    });
    serve('/paris.ics', fixture('booking.ics'));
    const feed = await in2026(() =>
      buildCalendarFeed(t.app, host, { id_guide: paris.id_guide, url: `${base}/paris.ics` }),
    );
    const stay = (await staysOf(feed.id_calendar_feed)).get('13bcc16d5d6b88c6aa2ea272d6f674a4@booking.com');
    expect(stay).toMatchObject({
      check_in: new Date('2026-12-03T15:00:00Z'),
      check_out: new Date('2026-12-10T09:00:00Z'),
      guest_name: 'Voyageur Booking.com',
      language: 'fr',
    });
  });

  it('lists each stay with its platform: by the feed’s address, else the event’s UID, else iCal', async () => {
    const platforms = await buildGuide(t.app, host, { title: 'Platforms' });
    serve('/platform-airbnb.ics', fixture('airbnb.ics'));
    serve('/platform-generic.ics', fixture('generic.ics'));
    // Read as of the start of 2026, when the fixtures' bookings are still ahead.
    await in2026(async () => {
      await buildCalendarFeed(t.app, host, { id_guide: platforms.id_guide, url: `${base}/platform-airbnb.ics` });
      await buildCalendarFeed(t.app, host, { id_guide: platforms.id_guide, url: `${base}/platform-generic.ics` });
    });
    resultOf(await api(t.app, host).post('/invitations/create', { ...MANUAL, id_guide: platforms.id_guide }));
    const listed = ZInvitation.array().parse(
      resultOf(await api(t.app, host).get(`/invitations/list?id_guide=${platforms.id_guide}`)),
    );
    const bySource = (source: string) => new Set(listed.filter((s) => s.source === source).map((s) => s.platform));
    // The local server's address names no platform: the Airbnb UIDs do, the generic ones do not.
    const fromFeeds = listed.filter((s) => s.source === 'calendar');
    expect(new Set(fromFeeds.filter((s) => s.external_uid?.endsWith('@airbnb.com')).map((s) => s.platform))).toEqual(
      new Set(['airbnb']),
    );
    expect(new Set(fromFeeds.filter((s) => s.external_uid?.endsWith('@example.com')).map((s) => s.platform))).toEqual(
      new Set(['ical']),
    );
    expect(bySource('manual')).toEqual(new Set([null]));
    // The platforms' own export addresses name them whatever the UID.
    const of = (url: string, uid = 'x@example.com') =>
      stayPlatform({ source: 'calendar', feed_url: url, external_uid: uid });
    expect(of('https://www.airbnb.co.uk/calendar/ical/123.ics?s=abc')).toBe('airbnb');
    expect(of('http://www.vrbo.com/icalendar/abc.ics')).toBe('vrbo');
    expect(of('https://www.homeaway.com/icalendar/abc.ics')).toBe('vrbo');
    expect(of('https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc')).toBe('booking');
    expect(of('https://notbooking.com/x.ics')).toBe('ical');
    expect(of('not a url', 'abc@booking.com')).toBe('booking');
    expect(stayPlatform({ source: 'import', feed_url: null, external_uid: null })).toBeNull();
  });

  it('moves, cancels and reopens future stays; keeps a begun stay and a host’s edits', async () => {
    const A = { uid: 'a@vrbo', from: 10, to: 13, name: 'Ann' };
    const B = { uid: 'b@vrbo', from: 20, to: 22, name: 'Bob' };
    const C = { uid: 'c@vrbo', from: -1, to: 2, name: 'Cleo' };
    const D = { uid: 'd@vrbo', from: 30, to: 33, name: 'Dan' };
    serve('/live.ics', vrboCalendar([A, B, C, D]));
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/live.ics` });
    expect(feed).toMatchObject({ last_status: 'ok', stays_created: 4 });
    const before = await staysOf(feed.id_calendar_feed);
    // The host renames Bob's stay and sets a door code released at the window's start.
    resultOf(
      await api(t.app, host).put('/invitations/modify', {
        id_invitation: before.get('b@vrbo')!.id_invitation,
        guest_name: 'Robert Smith',
      }),
    );
    await admin.query('UPDATE invitations SET door_code = $2, door_code_from = access_from WHERE id_invitation = $1', [
      before.get('a@vrbo')!.id_invitation,
      '4711',
    ]);

    serve(
      '/live.ics',
      vrboCalendar([
        { ...A, from: 11, to: 14, name: 'Ann Lee' },
        { ...B, from: 21, to: 23, name: 'Bobby' },
        { ...C, from: -2, to: 3, name: 'Someone else' },
      ]),
    );
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({
      last_status: 'ok',
      stays_created: 0,
      stays_updated: 2,
      stays_cancelled: 1,
    });
    const after = await staysOf(feed.id_calendar_feed);
    expect(after.get('a@vrbo')).toMatchObject({
      guest_name: 'Ann Lee',
      check_in: new Date(at(11, '15:00')),
      check_out: new Date(at(14, '11:00')),
      access_from: new Date(at(11, '15:00')),
      access_to: new Date(at(14, '11:00')),
      door_code_from: new Date(at(11, '15:00')),
      token: before.get('a@vrbo')!.token,
    });
    // The host's name is kept; the dates move.
    expect(after.get('b@vrbo')).toMatchObject({
      guest_name: 'Robert Smith',
      check_in: new Date(at(21, '15:00')),
      check_out: new Date(at(23, '11:00')),
    });
    // Begun: neither moved nor renamed.
    expect(after.get('c@vrbo')).toEqual(before.get('c@vrbo'));
    // Gone from the calendar, in the future: cancelled, its link closed.
    expect(after.get('d@vrbo')!.cancelled_at).not.toBeNull();
    expect(after.get('d@vrbo')!.revoked_at).toEqual(after.get('d@vrbo')!.cancelled_at);
    const listed = resultOf(
      await api(t.app, host).get(`/invitations/select?id_invitation=${after.get('d@vrbo')!.id_invitation}`),
    );
    expect(listed).toMatchObject({ status: 'Cancelled' });

    // C gone too: it has begun, so it stays as it was.
    serve(
      '/live.ics',
      vrboCalendar([{ ...A, from: 11, to: 14, name: 'Ann Lee' }, { ...B, from: 21, to: 23, name: 'Bobby' }, D]),
    );
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({
      stays_created: 0,
      stays_updated: 1,
      stays_cancelled: 0,
    });
    const back = await staysOf(feed.id_calendar_feed);
    expect(back.get('c@vrbo')).toEqual(before.get('c@vrbo'));
    // D came back: open again, with the same link.
    expect(back.get('d@vrbo')).toMatchObject({
      cancelled_at: null,
      revoked_at: null,
      token: before.get('d@vrbo')!.token,
    });
  });

  it('does not make again a stay the host deleted while its event is in the feed', async () => {
    const A = { uid: 'gone@vrbo', from: 10, to: 12, name: 'Ann' };
    const B = { uid: 'kept@vrbo', from: 20, to: 22, name: 'Bob' };
    serve('/dismissed.ics', vrboCalendar([A, B]));
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/dismissed.ics` });
    expect(feed).toMatchObject({ stays_created: 2 });
    const deleted = (await staysOf(feed.id_calendar_feed)).get('gone@vrbo')!;
    resultOf(await api(t.app, host).delete('/invitations/delete', { id_invitation: deleted.id_invitation }));
    const dismissed = async () =>
      (
        await admin.query('SELECT external_uid FROM calendar_feed_dismissals WHERE id_calendar_feed = $1', [
          feed.id_calendar_feed,
        ])
      ).rows.map((r) => r.external_uid);
    expect(await dismissed()).toEqual(['gone@vrbo']);

    // Still in the feed (moved, and the feed changed otherwise): not made again.
    const C = { uid: 'new@vrbo', from: 30, to: 32, name: 'Cleo' };
    serve('/dismissed.ics', vrboCalendar([{ ...A, from: 11, to: 13 }, B, C]));
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({ last_status: 'ok', stays_created: 1 });
    expect([...(await staysOf(feed.id_calendar_feed)).keys()].sort()).toEqual(['kept@vrbo', 'new@vrbo']);
    expect(await dismissed()).toEqual(['gone@vrbo']);

    // Gone from the feed: forgotten; a booking under that UID later is a new stay.
    serve('/dismissed.ics', vrboCalendar([B, C]));
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({ stays_created: 0, stays_cancelled: 0 });
    expect(await dismissed()).toEqual([]);
    serve('/dismissed.ics', vrboCalendar([B, C, { ...A, from: 40, to: 42 }]));
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({ stays_created: 1 });
    expect((await staysOf(feed.id_calendar_feed)).get('gone@vrbo')).toMatchObject({ cancelled_at: null });

    // A stay of a deleted feed leaves nothing behind; a deleted feed takes its dismissed UIDs with it.
    const other = (await staysOf(feed.id_calendar_feed)).get('kept@vrbo')!;
    resultOf(await api(t.app, host).delete('/invitations/delete', { id_invitation: other.id_invitation }));
    resultOf(await api(t.app, host).delete('/calendar_feeds/delete', { id_calendar_feed: feed.id_calendar_feed }));
    expect(await dismissed()).toEqual([]);
  });

  it('makes no stay of an event that has already ended when first read, and does not call it a problem', async () => {
    serve(
      '/past.ics',
      vrboCalendar([
        { uid: 'ended@vrbo', from: -10, to: -7, name: 'Past' },
        { uid: 'ends-today@vrbo', from: -3, to: 0, name: 'Left this morning' },
        { uid: 'current@vrbo', from: -1, to: 2, name: 'Here now' },
        { uid: 'future@vrbo', from: 5, to: 8, name: 'Coming' },
      ]),
    );
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/past.ics` });
    // Check-out at 11:00 UTC today: ended once the test runs after it, current before.
    const endedToday = Date.now() >= Date.parse(at(0, '11:00'));
    expect(feed).toMatchObject({ last_status: 'ok', stays_created: endedToday ? 2 : 3, stays_cancelled: 0 });
    const made = [...(await staysOf(feed.id_calendar_feed)).keys()];
    expect(made).not.toContain('ended@vrbo');
    expect(made).toEqual(expect.arrayContaining(['current@vrbo', 'future@vrbo']));
    const { rows } = await admin.query('SELECT last_skipped FROM calendar_feeds WHERE id_calendar_feed = $1', [
      feed.id_calendar_feed,
    ]);
    expect(rows[0].last_skipped).toBe(0);
  });

  it('changes no stay for a bad feed, and says why in the caller’s language', async () => {
    const good = vrboCalendar([
      { uid: 'x1', from: 40, to: 42, name: 'Xena' },
      { uid: 'x2', from: 50, to: 52, name: 'Yuri' },
    ]);
    serve('/bad.ics', good);
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/bad.ics` });
    expect(feed).toMatchObject({ last_status: 'ok', stays_created: 2 });
    const kept = await snapshot(feed.id_calendar_feed);
    const cases: [string, Route, string][] = [
      ['404', { status: 404, body: 'no' }, 'The address answered 404 Not Found'],
      ['500', { status: 500, body: 'oops' }, 'The address answered 500 Internal Server Error'],
      [
        'HTML',
        { body: fixture('not-calendar.html'), headers: { 'content-type': 'text/html' } },
        'This is not a calendar file',
      ],
      ['empty', { body: fixture('empty.ics') }, 'The address answered an empty file'],
      ['oversize', { body: Buffer.alloc(6 * 1024 * 1024, 'A') }, 'The calendar file is larger than 5 MiB'],
      ['invalid', { body: fixture('truncated.ics') }, 'This is not a calendar file'],
      [
        'too many events',
        { body: vrboCalendar(Array.from({ length: 5_001 }, (_, i) => ({ uid: `m${i}`, from: 60, to: 61 }))) },
        'The calendar has more than 5000 events',
      ],
      ['no UID', { body: fixture('bad-no-uid.ics') }, '2 events skipped: no UID'],
    ];
    for (const [what, route, status] of cases) {
      routes.set('/bad.ics', { ...route, etag: `"bad-${what}"` });
      const answer = await syncOk(feed.id_calendar_feed);
      expect(answer.last_status, what).toBe(status);
      if (what !== 'no UID')
        expect(answer, what).toMatchObject({ stays_created: 0, stays_updated: 0, stays_cancelled: 0 });
      // The no-UID feed makes its one good event a stay, and cancels nothing: a stay may be an event without UID.
      const now = await snapshot(feed.id_calendar_feed);
      expect(
        now.filter((s) => s.external_uid !== 'good@example.com'),
        what,
      ).toEqual(kept);
    }
    // The last status in French for a French caller, in English in the database.
    routes.set('/bad.ics', { status: 404, body: 'no' });
    const french = await sync(feed.id_calendar_feed, { 'accept-language': 'fr' });
    expect(resultOf(french).last_status).toBe('L’adresse a répondu 404 Not Found');
    const listed = ZCalendarFeed.array().parse(
      resultOf(
        await api(t.app, host).get(`/calendar_feeds/list?id_guide=${guide.id_guide}`, {
          headers: { 'accept-language': 'fr' },
        }),
      ),
    );
    expect(listed.find((f) => f.id_calendar_feed === feed.id_calendar_feed)!.last_status).toBe(
      'L’adresse a répondu 404 Not Found',
    );
    // A good body again brings the status back to ok.
    serve('/bad.ics', good);
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({ last_status: 'ok' });
  });

  it('waits 10 s for a calendar that does not answer, keeps its stays and says so', async () => {
    serve('/slow.ics', vrboCalendar([{ uid: 'w1', from: 45, to: 47, name: 'Wanda' }]));
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/slow.ics` });
    const kept = await snapshot(feed.id_calendar_feed);
    expect(kept).toHaveLength(1);
    // Headers half a second after the 10 s: the read gives up first.
    routes.set('/slow.ics', { body: 'BEGIN:VCALENDAR', delayMs: 10_500 });
    const started = Date.now();
    const answer = await syncOk(feed.id_calendar_feed);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    expect(answer).toMatchObject({
      last_status: 'The calendar could not be reached within 10 s',
      stays_created: 0,
      stays_updated: 0,
      stays_cancelled: 0,
    });
    expect(await snapshot(feed.id_calendar_feed)).toEqual(kept);
  }, 60_000);

  it('reads an unchanged feed (304, or the same body) without touching a stay', async () => {
    serve('/same.ics', vrboCalendar([{ uid: 's1', from: 70, to: 72, name: 'Sam' }]));
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/same.ics` });
    const kept = await snapshot(feed.id_calendar_feed);
    const etag = routes.get('/same.ics')!.etag!;
    hits.length = 0;
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({
      last_status: 'ok',
      stays_created: 0,
      stays_updated: 0,
    });
    expect(hits).toEqual([{ path: '/same.ics', ifNoneMatch: etag }]);
    // The same body under a new ETag: read, recognised, nothing written but the feed's row.
    routes.set('/same.ics', { ...routes.get('/same.ics')!, etag: '"other"' });
    expect(await syncOk(feed.id_calendar_feed)).toMatchObject({
      last_status: 'ok',
      stays_created: 0,
      stays_updated: 0,
    });
    expect(await snapshot(feed.id_calendar_feed)).toEqual(kept);
    const { rows } = await admin.query('SELECT etag FROM calendar_feeds WHERE id_calendar_feed = $1', [
      feed.id_calendar_feed,
    ]);
    expect(rows[0].etag).toBe('"other"');
  });

  it('reads a feed once when two syncs ask at the same time; the other is told', async () => {
    serve('/slow.ics', vrboCalendar([{ uid: 'w1', from: 80, to: 82, name: 'Wes' }]));
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/slow.ics` });
    serve('/slow.ics', vrboCalendar([{ uid: 'w1', from: 81, to: 83, name: 'Wes' }]), { delayMs: 400 });
    hits.length = 0;
    const [first, second] = await Promise.all([sync(feed.id_calendar_feed), sync(feed.id_calendar_feed)]);
    const codes = [first.body.RES_CODE, second.body.RES_CODE].sort();
    expect(codes).toEqual([RESULT.OK, RESULT.CONFLICT].sort());
    const refused = first.body.RES_CODE === RESULT.CONFLICT ? first : second;
    expect(refused.status).toBe(409);
    expect(refused.body.RES_MESSAGE).toBe(MESSAGES.calendarFeed.busy);
    expect(hits.filter((h) => h.path === '/slow.ics')).toHaveLength(1);
    // The lease is free again afterwards.
    expect((await syncOk(feed.id_calendar_feed)).last_status).toBe('ok');
  });

  it('refuses a redirect to a metadata address even with the allow flag', async () => {
    serve('/meta.ics', vrboCalendar([{ uid: 'z1', from: 90, to: 92, name: 'Zoe' }]));
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/meta.ics` });
    const kept = await snapshot(feed.id_calendar_feed);
    routes.set('/meta.ics', { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    expect((await syncOk(feed.id_calendar_feed)).last_status).toBe('This address is not reachable from the internet');
    expect(await snapshot(feed.id_calendar_feed)).toEqual(kept);
  });

  it('refuses link-local and metadata addresses on create even with the allow flag', async () => {
    const owner = await buildAccount(t.app);
    const own = await buildGuide(t.app, owner);
    for (const url of ['http://169.254.169.254/latest', 'http://[fe80::1]/x.ics', 'http://[fd00:ec2::254]/x.ics']) {
      const res = await api(t.app, owner).post('/calendar_feeds/create', { id_guide: own.id_guide, url });
      expect(res.body.RES_CODE, url).toBe(RESULT.VALIDATION);
      expect(res.body.RES_OTHERS.FIELDS).toEqual({ url: 'This address is not reachable from the internet' });
    }
    expect(resultOf(await api(t.app, owner).get(`/calendar_feeds/list?id_guide=${own.id_guide}`))).toEqual([]);
  });

  it('refuses a loopback address without the allow flag: 12 on create, and at sync', async () => {
    const strict = await getTestServer({ calendarFeedsAllowPrivate: false });
    const strictAdmin = await getDatabaseClient(strict);
    const owner = await buildAccount(strict.app);
    const own = await buildGuide(strict.app, owner);
    serve('/private.ics', vrboCalendar([{ uid: 'p1', from: 10, to: 12 }]));
    for (const url of [
      `${base}/private.ics`,
      'http://localhost/x.ics',
      'http://[::1]/x.ics',
      'http://10.0.0.8/x.ics',
    ]) {
      const res = await api(strict.app, owner).post('/calendar_feeds/create', { id_guide: own.id_guide, url });
      expect(res.body.RES_CODE, url).toBe(RESULT.VALIDATION);
      expect(res.body.RES_OTHERS.FIELDS).toEqual({ url: 'This address is not reachable from the internet' });
    }
    expect((await strictAdmin.query('SELECT count(*)::int AS n FROM calendar_feeds')).rows[0].n).toBe(0);
    // An address that does not resolve now is taken (its read says why); moved to loopback, the sync refuses it.
    const feed = ZCalendarFeed.parse(
      resultOf(
        await api(strict.app, owner).post('/calendar_feeds/create', {
          id_guide: own.id_guide,
          url: 'http://feeds.test/a.ics',
        }),
      ),
    );
    expect(feed.last_status).toBe('The calendar could not be reached');
    await strictAdmin.query('UPDATE calendar_feeds SET url = $1', [`${base}/private.ics`]);
    hits.length = 0;
    const answer = resultOf(
      await api(strict.app, owner).post('/calendar_feeds/sync', { id_calendar_feed: feed.id_calendar_feed }),
    );
    expect(answer).toMatchObject({ last_status: 'This address is not reachable from the internet', stays_created: 0 });
    expect(hits).toEqual([]);
    const modify = await api(strict.app, owner).put('/calendar_feeds/modify', {
      id_calendar_feed: feed.id_calendar_feed,
      url: 'http://127.0.0.1/b.ics',
    });
    expect(modify.body.RES_CODE).toBe(RESULT.VALIDATION);
  });

  it('reads each due feed once when two instances run the schedule at the same time', async () => {
    const other = await getTestServer({}, { databaseUrl: t.databaseUrl });
    const feeds: number[] = [];
    for (let i = 0; i < 6; i++) {
      serve(`/due-${i}.ics`, vrboCalendar([{ uid: `due-${i}`, from: 100 + i, to: 102 + i, name: `Guest ${i}` }]));
      feeds.push(
        (await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/due-${i}.ics` }))
          .id_calendar_feed,
      );
      serve(`/due-${i}.ics`, vrboCalendar([{ uid: `due-${i}`, from: 101 + i, to: 103 + i, name: `Guest ${i}` }]), {
        delayMs: 100,
      });
    }
    await admin.query(
      `UPDATE calendar_feeds SET next_sync_at = now() - interval '1 minute' WHERE id_calendar_feed = ANY($1)`,
      [feeds],
    );
    hits.length = 0;
    const [here, there] = await Promise.all([
      syncDueFeeds(t.app.deps, { batch: 2, concurrency: 2 }),
      syncDueFeeds(other.app.deps, { batch: 2, concurrency: 2 }),
    ]);
    // The schedule's own job may take a share at the same moment: still one read per feed.
    expect(here + there).toBeLessThanOrEqual(6);
    const paths = hits.map((h) => h.path).sort();
    expect(paths).toEqual(feeds.map((_, i) => `/due-${i}.ics`).sort());
    const { rows } = await admin.query(
      `SELECT count(*)::int AS n FROM calendar_feeds WHERE id_calendar_feed = ANY($1)
         AND last_updated = 1 AND next_sync_at > now() AND lease_owner IS NULL`,
      [feeds],
    );
    expect(rows[0].n).toBe(6);
  });

  it('answers 01 for a feed of another workspace (roles: team-access.test.ts)', async () => {
    const other = await buildAccount(t.app);
    serve('/mine.ics', vrboCalendar([]));
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: `${base}/mine.ics` });
    const res = await api(t.app, other).post('/calendar_feeds/sync', { id_calendar_feed: feed.id_calendar_feed });
    expect(res.status).toBe(404);
    expect(res.body.RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});

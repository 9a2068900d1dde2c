/**
 * /calendar_feeds/*: a guide's calendar addresses. Created, listed (with how the last sync went:
 * nothing before the first), changed and deleted; an address that is not http(s) or too long answers
 * 12 with a sentence that says so; deleting a feed keeps its stays. Who may call what is in
 * team-access.test.ts; hostile input in hostile-input.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED, MESSAGES, RESULT, ZCalendarFeed, type TCalendarFeed } from '@guidebook/contract';
import { getDatabaseClient, getTestServer } from './helpers/test-app.ts';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { api, buildAccount, buildCalendarFeed, buildGuide, buildInvitation, resultOf } from './helpers/factories.ts';

const t = await getTestServer();
const admin = await getDatabaseClient(t);
const host = await buildAccount(t.app);
const guide = await buildGuide(t.app, host, { title: 'Harbour House' });
const URL_A = 'https://www.airbnb.com/calendar/ical/41234567.ics?s=7f3a9c2e';

async function list(idGuide?: number, who = host): Promise<TCalendarFeed[]> {
  const query = idGuide === undefined ? '' : `?id_guide=${idGuide}`;
  return ZCalendarFeed.array().parse(resultOf(await api(t.app, who).get(`/calendar_feeds/list${query}`)));
}

describe('calendar feeds', () => {
  it('are created with their address, label and events_are, and list with no sync yet', async () => {
    const res = await api(t.app, host).post('/calendar_feeds/create', {
      id_guide: guide.id_guide,
      url: `  ${URL_A}  `,
      label: ' Airbnb ',
    });
    expect(res.status).toBe(201);
    const feed = ZCalendarFeed.parse(resultOf(res, 'calendar_feeds/create'));
    expect(feed).toMatchObject({
      id_guide: guide.id_guide,
      guide_title: 'Harbour House',
      url: URL_A,
      label: 'Airbnb',
      events_are: 'auto',
      // Read at once: the tests' resolver knows no host on the internet (calendar-sync.test.ts reads real feeds).
      last_status: 'The calendar could not be reached',
      stays_created: 0,
      stays_updated: 0,
      stays_cancelled: 0,
    });
    expect(feed.last_synced_at).not.toBeNull();
    const vrbo = await buildCalendarFeed(t.app, host, {
      id_guide: guide.id_guide,
      url: 'http://www.vrbo.com/icalendar/abc.ics',
      label: null,
      events_are: 'stays',
    });
    expect(vrbo).toMatchObject({ label: null, events_are: 'stays' });
    expect((await list(guide.id_guide)).map((f) => f.id_calendar_feed)).toEqual([
      feed.id_calendar_feed,
      vrbo.id_calendar_feed,
    ]);
    // Read once, it is due again after CALENDAR_SYNC_MINUTES.
    const { rows } = await admin.query(
      'SELECT next_sync_at > now() AS later FROM calendar_feeds WHERE id_calendar_feed = $1',
      [feed.id_calendar_feed],
    );
    expect(rows[0].later).toBe(true);
  });

  it('answer the last sync’s result once one has run', async () => {
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide });
    await admin.query(
      `UPDATE calendar_feeds SET last_synced_at = '2026-11-20T16:05:12Z', last_status = 'The address answered 404 Not Found', last_status_parts = null,
         last_created = 2, last_updated = 1, last_cancelled = 3 WHERE id_calendar_feed = $1`,
      [feed.id_calendar_feed],
    );
    expect((await list(guide.id_guide)).find((f) => f.id_calendar_feed === feed.id_calendar_feed)).toMatchObject({
      last_synced_at: '2026-11-20T16:05:12.000Z',
      last_status: 'The address answered 404 Not Found',
      stays_created: 2,
      stays_updated: 1,
      stays_cancelled: 3,
    });
  });

  it('change the fields given; a new address forgets the validators and is read at once', async () => {
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url: URL_A, label: 'Airbnb' });
    await admin.query(
      `UPDATE calendar_feeds SET etag = '"v1"', last_modified = 'Wed, 18 Nov 2026 10:00:00 GMT',
         next_sync_at = now() + interval '1 hour' WHERE id_calendar_feed = $1`,
      [feed.id_calendar_feed],
    );
    const labelled = ZCalendarFeed.parse(
      resultOf(
        await api(t.app, host).put('/calendar_feeds/modify', {
          id_calendar_feed: feed.id_calendar_feed,
          label: 'Main listing',
          events_are: 'stays',
        }),
      ),
    );
    expect(labelled).toMatchObject({ url: URL_A, label: 'Main listing', events_are: 'stays' });
    const state = async () =>
      (
        await admin.query(
          'SELECT etag, last_modified, next_sync_at <= now() AS due FROM calendar_feeds WHERE id_calendar_feed = $1',
          [feed.id_calendar_feed],
        )
      ).rows[0];
    expect(await state()).toEqual({ etag: '"v1"', last_modified: 'Wed, 18 Nov 2026 10:00:00 GMT', due: false });
    const moved = ZCalendarFeed.parse(
      resultOf(
        await api(t.app, host).put('/calendar_feeds/modify', {
          id_calendar_feed: feed.id_calendar_feed,
          url: 'https://calendar.example.com/other.ics',
          label: null,
        }),
      ),
    );
    expect(moved).toMatchObject({
      url: 'https://calendar.example.com/other.ics',
      label: null,
      events_are: 'stays',
      last_status: 'The calendar could not be reached',
    });
    expect(await state()).toEqual({ etag: null, last_modified: null, due: false });
  });

  it('are deleted without their stays, which keep their links', async () => {
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide });
    const stay = await buildInvitation(t.app, host, { id_guide: guide.id_guide, send_email: false });
    await admin.query(
      `UPDATE invitations SET source = 'calendar', id_calendar_feed = $1, external_uid = 'uid-1@airbnb.com'
         WHERE id_invitation = $2`,
      [feed.id_calendar_feed, stay.id_invitation],
    );
    const selected = resultOf(await api(t.app, host).get(`/invitations/select?id_invitation=${stay.id_invitation}`));
    expect(selected).toMatchObject({
      source: 'calendar',
      id_calendar_feed: feed.id_calendar_feed,
      external_uid: 'uid-1@airbnb.com',
    });
    const res = await api(t.app, host).delete('/calendar_feeds/delete', {
      id_calendar_feed: feed.id_calendar_feed,
      comment: 'moved to a channel manager',
    });
    expect(res.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    expect((await list(guide.id_guide)).some((f) => f.id_calendar_feed === feed.id_calendar_feed)).toBe(false);
    const kept = resultOf(await api(t.app, host).get(`/invitations/select?id_invitation=${stay.id_invitation}`));
    expect(kept).toMatchObject({ source: 'calendar', id_calendar_feed: null, link: stay.link });
    const again = await api(t.app, host).delete('/calendar_feeds/delete', { id_calendar_feed: feed.id_calendar_feed });
    expect(again.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.calendarFeed.notFound });
  });

  it('list every guide’s feeds without id_guide, and only their guides’ for a member limited to some', async () => {
    const owner = await buildAccount(t.app);
    const [a, b] = [await buildGuide(t.app, owner, { title: 'A' }), await buildGuide(t.app, owner, { title: 'B' })];
    const feedA = await buildCalendarFeed(t.app, owner, { id_guide: a.id_guide });
    const feedB = await buildCalendarFeed(t.app, owner, { id_guide: b.id_guide });
    expect((await list(undefined, owner)).map((f) => f.id_calendar_feed)).toEqual([
      feedA.id_calendar_feed,
      feedB.id_calendar_feed,
    ]);
    const member = await buildAccount(t.app);
    await admin.query(
      `INSERT INTO workspace_members (id_workspace, id_user, email, role, guides, status, date_accepted)
       VALUES ($1, $2, $3, 'editor', $4, 'active', now())`,
      [owner.id_workspace, member.id_user, member.email, [b.id_guide]],
    );
    const asMember = { ...member, auth: { ...member.auth, 'X-Workspace': String(owner.id_workspace) } };
    expect((await list(undefined, asMember)).map((f) => f.id_calendar_feed)).toEqual([feedB.id_calendar_feed]);
  });
});

describe('a feed’s address', () => {
  const BAD: [string, unknown, string][] = [
    ['empty', '', MESSAGES.calendarFeed.urlRequired],
    ['blank', '   ', MESSAGES.calendarFeed.urlRequired],
    ['not a URL', 'my airbnb calendar', MESSAGES.calendarFeed.urlInvalid],
    ['without a scheme', 'www.airbnb.com/calendar/ical/1.ics', MESSAGES.calendarFeed.urlInvalid],
    ['webcal:', 'webcal://calendar.example.com/a.ics', MESSAGES.calendarFeed.urlInvalid],
    ['ftp:', 'ftp://calendar.example.com/a.ics', MESSAGES.calendarFeed.urlInvalid],
    ['file:', 'file:///etc/passwd', MESSAGES.calendarFeed.urlInvalid],
    ['javascript:', 'javascript:alert(1)', MESSAGES.calendarFeed.urlInvalid],
    [
      `over ${CALENDAR_FEED.URL_MAX} characters`,
      `https://calendar.example.com/${'a'.repeat(CALENDAR_FEED.URL_MAX)}`,
      MESSAGES.guide.maxLength(CALENDAR_FEED.URL_MAX),
    ],
  ];

  it.each(BAD)('%s answers 12 saying why, on create and modify, and stores nothing', async (_what, url, message) => {
    const feed = await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide });
    const before = await snapshotRows(admin);
    const created = await api(t.app, host).post('/calendar_feeds/create', { id_guide: guide.id_guide, url });
    const modified = await api(t.app, host).put('/calendar_feeds/modify', {
      id_calendar_feed: feed.id_calendar_feed,
      url,
    });
    for (const res of [created, modified]) {
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body).toMatchObject({
        RES_CODE: RESULT.VALIDATION,
        RES_MESSAGE: message,
        RES_OTHERS: { FIELDS: { url: message } },
      });
    }
    expect(await snapshotRows(admin)).toBe(before);
  });

  it(`of exactly ${CALENDAR_FEED.URL_MAX} characters is taken`, async () => {
    const prefix = 'https://calendar.example.com/';
    const url = prefix + 'a'.repeat(CALENDAR_FEED.URL_MAX - prefix.length);
    expect((await buildCalendarFeed(t.app, host, { id_guide: guide.id_guide, url })).url).toBe(url);
  });

  it('a missing one, a long label and an unknown events_are answer a clear refusal', async () => {
    const missing = await api(t.app, host).post('/calendar_feeds/create', { id_guide: guide.id_guide });
    expect(missing.body.RES_OTHERS?.FIELDS?.url).toBe(MESSAGES.calendarFeed.urlRequired);
    const label = await api(t.app, host).post('/calendar_feeds/create', {
      id_guide: guide.id_guide,
      url: URL_A,
      label: 'x'.repeat(CALENDAR_FEED.LABEL_MAX + 1),
    });
    expect(label.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { label: MESSAGES.guide.maxLength(CALENDAR_FEED.LABEL_MAX) } },
    });
    const events = await api(t.app, host).post('/calendar_feeds/create', {
      id_guide: guide.id_guide,
      url: URL_A,
      events_are: 'blocks',
    });
    expect(events.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { events_are: MESSAGES.calendarFeed.eventsAreInvalid } },
    });
  });
});

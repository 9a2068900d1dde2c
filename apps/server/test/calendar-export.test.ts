/**
 * The calendar out: /calendar_export/get and /regenerate (a guide's secret address) and the public
 * /ical/{token}.ics it names. The calendar parses back with ical.js: one event per stay neither
 * cancelled nor revoked (past ones for 92 days after check-out), the guest's name and guests as its
 * summary, guests and reference as its description, check-in and check-out in the guide's timezone,
 * a UID of the stay that survives changes; none of the stay's secrets (table over them). ETag/304 and
 * cache headers; a regenerated address answers 404 at once, also on another instance; unknown or
 * malformed addresses answer 404 text. Roles and tokens: team-access.test.ts (calls.ts).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ZCalendarExport, ZInvitation, type TCalendarExport, type TInvitation } from '@guidebook/contract';
import { getDatabaseClient, getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildGuide, buildSharedGuide, resultOf } from './helpers/factories.ts';

const t = await getTestServer();
const admin = await getDatabaseClient(t);
const host = await buildAccount(t.app);
const guide = await buildSharedGuide(t.app, host, { title: 'Harbour House', timezone: 'Europe/Paris' });

async function exportOf(idGuide = guide.id_guide): Promise<TCalendarExport> {
  return ZCalendarExport.parse(resultOf(await api(t.app, host).get(`/calendar_export/get?id_guide=${idGuide}`)));
}

async function regenerate(idGuide = guide.id_guide): Promise<TCalendarExport> {
  return ZCalendarExport.parse(
    resultOf(await api(t.app, host).post('/calendar_export/regenerate', { id_guide: idGuide })),
  );
}

/** The public address's path (the URL is made from PUBLIC_URL). */
const pathOf = (url: string) => new URL(url).pathname;

async function fetchCalendar(url: string, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({ method: 'GET', url: pathOf(url), headers });
}

type Event = {
  uid: string;
  summary: string;
  description: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
  tzid: unknown;
};

function eventsOf(body: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      start: event.startDate,
      end: event.endDate,
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
    };
  });
}

async function stay(fields: Record<string, unknown>): Promise<TInvitation> {
  const res = await api(t.app, host).post('/invitations/create', {
    id_guide: guide.id_guide,
    guest_name: 'Ann Guest',
    check_in: '2030-07-01T16:00',
    check_out: '2030-07-08T10:00',
    send_email: false,
    ...fields,
  });
  return ZInvitation.parse(resultOf(res, 'invitations/create'));
}

/** Moves a stay `days` from now (negative: past), window and all. */
async function moveTo(idInvitation: number, inDays: number, nights: number) {
  await admin.query(
    `UPDATE invitations SET check_in = now() + $2 * interval '1 day', check_out = now() + ($2 + $3) * interval '1 day',
       access_from = now() + $2 * interval '1 day', access_to = now() + ($2 + $3) * interval '1 day'
     WHERE id_invitation = $1`,
    [idInvitation, inDays, nights],
  );
}

describe('a guide’s calendar address', () => {
  it('is none until made; made, it answers the stays as iCal', async () => {
    expect(await exportOf()).toEqual({ id_guide: guide.id_guide, url: null });
    const made = await regenerate();
    expect(made.url).toMatch(/^http:\/\/[^/]+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await exportOf()).toEqual(made);

    const ann = await stay({ guests: 2, reference: 'HM123' });
    const res = await fetchCalendar(made.url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const [event] = eventsOf(res.body).filter((e) => e.uid.startsWith(`stay-${ann.id_invitation}@`));
    expect(event).toMatchObject({ summary: 'Ann Guest (2 guests)', description: '2 guests\nReference: HM123' });
    // In the guide's timezone: 16:00 and 10:00 in Paris (summer time), the instants of the stay.
    expect(res.body).toContain('DTSTART;TZID=Europe/Paris:20300701T160000');
    expect(res.body).toContain('DTEND;TZID=Europe/Paris:20300708T100000');
    expect(event!.tzid).toBe('Europe/Paris');
    expect(`${event!.start.toString()}/${event!.end.toString()}`).toBe('2030-07-01T16:00:00/2030-07-08T10:00:00');
  });

  it('answers 304 while unchanged; a changed stay keeps its UID and changes the ETag', async () => {
    const { url } = await exportOf();
    const bo = await stay({ guest_name: 'Bo Guest' });
    const first = await fetchCalendar(url!);
    const etag = first.headers.etag as string;
    const again = await fetchCalendar(url!, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const uid = eventsOf(first.body).find((e) => e.summary === 'Bo Guest')!.uid;

    resultOf(
      await api(t.app, host).put('/invitations/modify', {
        id_invitation: bo.id_invitation,
        guest_name: 'Bo Moved',
        check_in: '2030-09-01T16:00',
        check_out: '2030-09-03T10:00',
      }),
    );
    const changed = await fetchCalendar(url!, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const moved = eventsOf(changed.body).find((e) => e.uid === uid);
    expect(moved).toMatchObject({ summary: 'Bo Moved' });
    expect(moved!.start.toString()).toBe('2030-09-01T16:00:00');
  });

  it('lists stays neither cancelled nor revoked, past ones for 92 days after check-out', async () => {
    const other = await buildGuide(t.app, host, { title: 'Other House' });
    const { url } = await regenerate(other.id_guide);
    const make = (name: string) => stay({ id_guide: other.id_guide, guest_name: name });
    const scheduled = await make('Scheduled');
    const active = await make('Active');
    await moveTo(active.id_invitation, -1, 3);
    const recent = await make('Ended 10 days ago');
    await moveTo(recent.id_invitation, -13, 3);
    const old = await make('Ended 100 days ago');
    await moveTo(old.id_invitation, -103, 3);
    const revoked = await make('Revoked');
    resultOf(await api(t.app, host).put('/invitations/revoke', { id_invitation: revoked.id_invitation }));
    const cancelled = await make('Cancelled');
    await admin.query('UPDATE invitations SET cancelled_at = now(), revoked_at = now() WHERE id_invitation = $1', [
      cancelled.id_invitation,
    ]);
    const statuses = ZInvitation.array()
      .parse(resultOf(await api(t.app, host).get(`/invitations/list?id_guide=${other.id_guide}`)))
      .map((s) => `${s.guest_name}: ${s.status}`)
      .sort();
    expect(statuses).toEqual([
      'Active: Active',
      'Cancelled: Cancelled',
      'Ended 10 days ago: Expired',
      'Ended 100 days ago: Expired',
      'Revoked: Revoked',
      'Scheduled: Scheduled',
    ]);
    const res = await fetchCalendar(url!);
    // In check-in order.
    expect(eventsOf(res.body).map((e) => e.summary)).toEqual(['Ended 10 days ago', 'Active', 'Scheduled']);
    expect(scheduled.id_invitation).toBeGreaterThan(0);
  });

  // Each secret of a stay, set to a value the calendar must not carry.
  it.each([
    ['door code', { door_code: 'DOOR-7731' }, 'DOOR-7731'],
    ['guest e-mail', { guest_email: 'secret.guest@example.com' }, 'secret.guest@example.com'],
    ['guest phone', { guest_phone: '+44 7700 900999' }, '900999'],
  ])('never carries the %s', async (_name, fields, secret) => {
    const { url } = await exportOf();
    const made = await stay({ guest_name: 'Secret Keeper', ...fields });
    const res = await fetchCalendar(url!);
    expect(res.statusCode).toBe(200);
    expect(eventsOf(res.body).some((e) => e.uid.startsWith(`stay-${made.id_invitation}@`))).toBe(true);
    expect(res.body).not.toContain(secret);
  });

  it('never carries a stay’s personal link or the guide’s share link', async () => {
    const { url } = await exportOf();
    const made = await stay({ guest_name: 'Link Keeper', door_code: '4711' });
    const inviteToken = new URL(made.link).searchParams.get('invite')!;
    const body = (await fetchCalendar(url!)).body;
    for (const secret of [inviteToken, guide.token, made.link]) expect(body).not.toContain(secret);
  });

  it('answers 404 at the old address once regenerated, on every instance at once', async () => {
    const other = await getTestServer({}, { databaseUrl: t.databaseUrl });
    const before = (await exportOf()).url!;
    expect((await fetchCalendar(before, {}, other.app)).statusCode).toBe(200);
    const after = (await regenerate()).url!;
    expect(after).not.toBe(before);
    for (const app of [t.app, other.app]) {
      const old = await fetchCalendar(before, {}, app);
      expect(old.statusCode).toBe(404);
      expect(old.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect((await fetchCalendar(after, {}, app)).statusCode).toBe(200);
    }
    expect(await exportOf()).toEqual({ id_guide: guide.id_guide, url: after });
  });

  it.each([
    ['an unknown token', `/ical/${'A'.repeat(43)}.ics`],
    ['no .ics', `/ical/${'A'.repeat(43)}`],
    ['a short token', '/ical/x.ics'],
    ['quotes and percent signs', `/ical/%27%22%25.ics`],
    ['a dot-dot', '/ical/..%2F..%2Fetc%2Fpasswd.ics'],
  ])('answers 404 text for %s, never a 500', async (_name, path) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: path });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('answers 414 for a name longer than a route parameter may be (the router’s limit), never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/ical/${'A'.repeat(300)}.ics` });
    expect(res.statusCode).toBe(414);
  });

  it('answers 01 for another workspace’s guide', async () => {
    const stranger = await buildAccount(t.app);
    for (const res of [
      await api(t.app, stranger).get(`/calendar_export/get?id_guide=${guide.id_guide}`),
      await api(t.app, stranger).post('/calendar_export/regenerate', { id_guide: guide.id_guide }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await exportOf()).url).not.toBeNull();
  });
});

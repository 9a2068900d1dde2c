import { beforeAll, describe, expect, it } from 'vitest';
import {
  GUEST_VISIT_HEADER,
  DEFAULT_INVITATION_TEMPLATE,
  MESSAGES,
  RESULT,
  ZGuestGuide,
  ZInvitation,
  ZShareLink,
  type TInvitation,
} from '@guidebook/contract';
import { getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { api, buildAccount, buildInvitation, buildSharedGuide } from './helpers/factories.ts';

/** The server clock; each test sets it. */
let clock = new Date('2026-06-01T12:00:00Z');

const HIDDEN_PHONE = '+44 7000 HIDDEN';
const HIDDEN_STREET = '7 Secret Lane';

/** A guide with a visible phone, a Hidden second phone and a Hidden address. */
const guideFields = (timezone: string) => ({
  title: `Harbour House ${timezone}`,
  host: 'Ann',
  phone: '+44 1000 VISIBLE',
  phone_id_contact_type: 1,
  phone2: HIDDEN_PHONE,
  phone2_id_contact_type: 2,
  address: HIDDEN_STREET,
  city: 'St Ives',
  country: 'United Kingdom',
  id_address_view: 2,
  timezone,
});

let londonGuide: number;
let londonShare: string;
let newYorkGuide: number;
let newYorkShare: string;
/** The guides' readable links (`http://guide.test/{workspace}/{guide}`), which personal links start with. */
let londonReadable: string;
let newYorkReadable: string;
/** The share token of each readable link's path: what the guest app reads from the page. */
const shareOfPath = new Map<string, string>();

const MINUTE = 60_000;

/** The guest payload through a link (a token link, or a readable one: its guide's token; the link's query). */
async function openLink(link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  const share = url.pathname.startsWith('/g/') ? url.pathname.slice(3) : shareOfPath.get(url.pathname);
  const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${share}${url.search}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZGuestGuide.parse(res.json().RES_RESULT);
}

const hasHiddenPhone = (g: { contacts: { value: string }[] }) => g.contacts.some((c) => c.value === HIDDEN_PHONE);

const smtp = await getTestSmtp();
const t = await getTestServer({ smtpUrl: smtp.url }, { now: () => clock });
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

beforeAll(async () => {
  ({ id_guide: londonGuide, token: londonShare } = await buildSharedGuide(t.app, host, guideFields('Europe/London')));
  ({ id_guide: newYorkGuide, token: newYorkShare } = await buildSharedGuide(
    t.app,
    host,
    guideFields('America/New_York'),
  ));
  const readable = async (idGuide: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/guides/share?id_guide=${idGuide}`, headers: host.auth });
    const link = ZShareLink.parse(res.json().RES_RESULT);
    shareOfPath.set(new URL(link.readable_url!).pathname, link.token);
    return link.readable_url!;
  };
  londonReadable = await readable(londonGuide);
  newYorkReadable = await readable(newYorkGuide);
});

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('invitation template and settings', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    const tpl = await t.app.inject({ method: 'GET', url: '/api/invitations/template', headers: host.auth });
    expect(tpl.json().RES_RESULT).toEqual(DEFAULT_INVITATION_TEMPLATE);
    const settings = await t.app.inject({ method: 'GET', url: '/api/invitations/settings', headers: host.auth });
    expect(settings.json().RES_RESULT).toEqual({ hours_before_checkin: 24, hours_after_checkout: 12 });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/invitations/settings',
      headers: other.auth,
      payload: { hours_before_checkin: 48, hours_after_checkout: 6 },
    });
    expect(saved.json().RES_RESULT).toEqual({ hours_before_checkin: 48, hours_after_checkout: 6 });
    const again = await t.app.inject({ method: 'GET', url: '/api/invitations/settings', headers: other.auth });
    expect(again.json().RES_RESULT).toEqual({ hours_before_checkin: 48, hours_after_checkout: 6 });
    // Each host has their own.
    const mine = await t.app.inject({ method: 'GET', url: '/api/invitations/settings', headers: host.auth });
    expect(mine.json().RES_RESULT).toEqual({ hours_before_checkin: 24, hours_after_checkout: 12 });
  });

  it('refuses a template without {{link}} and hours out of range', async () => {
    const tpl = await t.app.inject({
      method: 'PUT',
      url: '/api/invitations/template',
      headers: host.auth,
      payload: { subject: 'Hi', body: 'No link here' },
    });
    expect(tpl.statusCode).toBe(422);
    expect(tpl.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { ERROR_FLAG: 1, FIELDS: { body: expect.any(String) } },
    });
    const hours = await t.app.inject({
      method: 'PUT',
      url: '/api/invitations/settings',
      headers: host.auth,
      payload: { hours_before_checkin: -1, hours_after_checkout: 12 },
    });
    expect(hours.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { hours_before_checkin: expect.any(String) } },
    });
  });
});

describe('invitations', () => {
  let london: TInvitation;

  it('creates an invitation in the guide timezone and e-mails the personal link with the host template', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/invitations/template',
      headers: host.auth,
      payload: {
        subject: 'Welcome to {{guide_title}}, {{guest_name}}',
        body: 'Dear {{guest_name}}, from {{check_in}} to {{check_out}}: {{link}} ({{unknown}})',
      },
    });
    expect(saved.json().RES_CODE).toBe(RESULT.OK);

    london = await buildInvitation(t.app, host, {
      id_guide: londonGuide,
      guest_name: 'Grace Guest',
      guest_email: 'grace@example.com',
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-14T10:00',
    });
    // 15:00 BST is 14:00 UTC; the window opens 24 h before check-in and closes 12 h after check-out.
    expect(london).toMatchObject({
      id_guide: londonGuide,
      timezone: 'Europe/London',
      check_in: '2026-07-10T14:00:00.000Z',
      check_out: '2026-07-14T09:00:00.000Z',
      access_from: '2026-07-09T14:00:00.000Z',
      access_to: '2026-07-14T21:00:00.000Z',
      status: 'Scheduled',
      opened: false,
      open_count: 0,
      email_sent: true,
    });
    // The personal link is the guide's readable link with the invitation token.
    expect(london.link).toMatch(new RegExp(`^${escaped(londonReadable)}\\?invite=[A-Za-z0-9_-]{43}$`));

    const mail = await smtp.waitFor((m) => m.to.includes('grace@example.com'));
    expect(mail.subject).toBe('Welcome to Harbour House Europe/London, Grace Guest');
    expect(mail.text).toBe(
      `Dear Grace Guest, from 10 Jul 2026, 15:00 to 14 Jul 2026, 10:00: ${london.link} ({{unknown}})`,
    );
    expect(mail.links).toEqual([london.link]);
  });

  it('shows the Hidden details only inside the window: one minute before, at, at the end and one minute after (London, summer time)', async () => {
    const from = Date.parse(london.access_from);
    const to = Date.parse(london.access_to);

    clock = new Date(from - MINUTE);
    const before = await openLink(london.link);
    expect(before.access).toEqual({ state: 'scheduled', opens_at: london.access_from });
    expect(hasHiddenPhone(before)).toBe(false);
    expect(before.address).toBeNull();
    expect(
      (await api(t.app, host).get(`/invitations/select?id_invitation=${london.id_invitation}`)).body.RES_RESULT.status,
    ).toBe('Scheduled');

    clock = new Date(from);
    const opening = await openLink(london.link);
    expect(opening.access).toEqual({ state: 'active', invitee: 'Grace Guest', access_to: london.access_to });
    expect(hasHiddenPhone(opening)).toBe(true);
    expect(opening.address).toMatchObject({ address: HIDDEN_STREET, city: 'St Ives' });
    expect(
      (await api(t.app, host).get(`/invitations/select?id_invitation=${london.id_invitation}`)).body.RES_RESULT.status,
    ).toBe('Active');

    clock = new Date(to);
    expect(hasHiddenPhone(await openLink(london.link))).toBe(true);

    clock = new Date(to + MINUTE);
    const after = await openLink(london.link);
    expect(after.access).toEqual({ state: 'expired' });
    expect(hasHiddenPhone(after)).toBe(false);
    expect(after.address).toBeNull();
    expect(
      (await api(t.app, host).get(`/invitations/select?id_invitation=${london.id_invitation}`)).body.RES_RESULT.status,
    ).toBe('Expired');

    // Four opens so far; the first one set opened_at.
    const seen = ZInvitation.parse(
      (await api(t.app, host).get(`/invitations/select?id_invitation=${london.id_invitation}`)).body.RES_RESULT,
    );
    expect(seen).toMatchObject({ opened: true, open_count: 4, opened_at: new Date(from - MINUTE).toISOString() });

    // A read the guest app marks as no new visit (its offline copy, a reload of the open page) is not counted.
    for (const value of ['0', '1']) await openLink(london.link, { [GUEST_VISIT_HEADER]: value });
    const counted = ZInvitation.parse(
      (await api(t.app, host).get(`/invitations/select?id_invitation=${london.id_invitation}`)).body.RES_RESULT,
    );
    expect(counted.open_count).toBe(5);
  });

  it('uses the typed access window in New York time, boundaries included', async () => {
    const ny = await buildInvitation(t.app, host, {
      id_guide: newYorkGuide,
      guest_name: 'Noah',
      guest_email: 'noah@example.com',
      check_in: '2026-07-03T16:00',
      check_out: '2026-07-05T11:00',
      access_from: '2026-07-01T09:00',
      access_to: '2026-07-05T23:30',
      send_email: false,
    });
    // EDT is UTC-4.
    expect(ny).toMatchObject({
      access_from: '2026-07-01T13:00:00.000Z',
      access_to: '2026-07-06T03:30:00.000Z',
      check_in: '2026-07-03T20:00:00.000Z',
      email_sent: false,
    });
    expect(ny.link.startsWith(`${newYorkReadable}?invite=`)).toBe(true);

    const expectations: [number, string, boolean][] = [
      [Date.parse('2026-07-01T12:59:00Z'), 'scheduled', false],
      [Date.parse('2026-07-01T13:00:00Z'), 'active', true],
      [Date.parse('2026-07-06T03:30:00Z'), 'active', true],
      [Date.parse('2026-07-06T03:31:00Z'), 'expired', false],
    ];
    for (const [at, state, hidden] of expectations) {
      clock = new Date(at);
      const guide = await openLink(ny.link);
      expect(guide.access?.state, clock.toISOString()).toBe(state);
      expect(hasHiddenPhone(guide), clock.toISOString()).toBe(hidden);
    }
  });

  it('takes the default window from Settings, across a clock change', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/invitations/settings',
      headers: host.auth,
      payload: { hours_before_checkin: 48, hours_after_checkout: 0 },
    });
    try {
      // London clocks go back on 2026-10-25: check-in is GMT, 48 h earlier is still BST.
      const inv = await buildInvitation(t.app, host, {
        id_guide: londonGuide,
        guest_name: 'Ola',
        guest_email: 'ola@example.com',
        check_in: '2026-10-26T15:00',
        check_out: '2026-10-28T10:00',
        send_email: false,
      });
      expect(inv).toMatchObject({
        check_in: '2026-10-26T15:00:00.000Z',
        access_from: '2026-10-24T15:00:00.000Z',
        access_to: '2026-10-28T10:00:00.000Z',
      });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/invitations/settings',
        headers: host.auth,
        payload: { hours_before_checkin: 24, hours_after_checkout: 12 },
      });
    }
  });

  it('adds only access, and inside the window the Hidden details and the stay, to the guest payload; the shared cache stays clean', async () => {
    clock = new Date(Date.parse(london.access_from) + 60 * MINUTE);
    const plainFirst = (await t.app.inject({ method: 'GET', url: `/api/guest/guides/${londonShare}` })).json();
    const invited = (
      await t.app.inject({
        method: 'GET',
        url: `/api/guest/guides/${londonShare}${new URL(london.link).search}`,
      })
    ).json();
    const plainAfter = (await t.app.inject({ method: 'GET', url: `/api/guest/guides/${londonShare}` })).json();
    expect(plainAfter).toEqual(plainFirst);
    expect(hasHiddenPhone(plainAfter.RES_RESULT)).toBe(false);
    expect(plainAfter.RES_RESULT.access).toBeUndefined();

    const { access, address, contacts, stay, requests, feedback, ...rest } = invited.RES_RESULT;
    const { address: plainAddress, contacts: plainContacts, ...plainRest } = plainFirst.RES_RESULT;
    expect(rest).toEqual(plainRest);
    for (const personal of ['stay', 'requests', 'feedback']) expect(plainFirst.RES_RESULT[personal]).toBeUndefined();
    // The stay's own parts: what its guest may ask, and its Thank You & Feedback state (not open yet).
    expect(Object.keys(requests).sort()).toEqual(['items', 'types']);
    expect(feedback).toMatchObject({ open: false, can_answer: false, given: null });
    expect(Object.keys(stay).sort()).toEqual([
      'check_in',
      'check_out',
      'door_code',
      'door_code_from',
      'guest_name',
      'guests',
      'reference',
    ]);
    expect(plainAddress).toBeNull();
    expect(Object.keys(address).sort()).toEqual(['address', 'address2', 'city', 'country', 'state', 'zipcode']);
    expect(Object.keys(access).sort()).toEqual(['access_to', 'invitee', 'state']);
    expect(contacts).toEqual([
      ...plainContacts.slice(0, 2),
      { kind: 'phone2', value: HIDDEN_PHONE },
      ...plainContacts.slice(2),
    ]);
  });

  it('answers the normal guide with access invalid for an unknown invite or one of another guide', async () => {
    const unknown = await openLink(`http://guide.test/g/${londonShare}?invite=nope`);
    expect(unknown.access).toEqual({ state: 'invalid' });
    expect(hasHiddenPhone(unknown)).toBe(false);
    // The London invitation's token on the New York guide's link.
    const invite = new URL(london.link).searchParams.get('invite') as string;
    const crossed = await openLink(`http://guide.test/g/${newYorkShare}?invite=${invite}`);
    expect(crossed.access).toEqual({ state: 'invalid' });
    expect(hasHiddenPhone(crossed)).toBe(false);
    // An unknown share token stays 01 with or without an invite.
    const gone = await t.app.inject({ method: 'GET', url: `/api/guest/guides/nope?invite=${invite}` });
    expect(gone.json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });

  it('refuses bad stays with field messages', async () => {
    const base = { id_guide: londonGuide, guest_name: 'Zed', guest_email: 'zed@example.com', send_email: false };
    const reversed = await api(t.app, host).post('/invitations/create', {
      ...base,
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-09T10:00',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.RES_OTHERS.FIELDS).toHaveProperty('check_out');
    const badDate = await api(t.app, host).post('/invitations/create', {
      ...base,
      check_in: '2026-02-30T15:00',
      check_out: '2026-03-02T10:00',
    });
    expect(badDate.body.RES_OTHERS.FIELDS).toHaveProperty('check_in');
    const badEmail = await api(t.app, host).post('/invitations/create', {
      ...base,
      guest_email: 'not-an-address',
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-11T10:00',
    });
    expect(badEmail.body.RES_OTHERS.FIELDS).toHaveProperty('guest_email');
    // A typed window that ends before the default start.
    const window = await api(t.app, host).post('/invitations/create', {
      ...base,
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-11T10:00',
      access_to: '2026-07-01T10:00',
    });
    expect(window.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { access_to: expect.any(String) } },
    });
  });

  it('keeps invitations to their host: another account gets 01 everywhere', async () => {
    const id = london.id_invitation;
    expect((await api(t.app, other).get(`/invitations/select?id_invitation=${id}`)).body.RES_CODE).toBe(
      RESULT.NOT_FOUND,
    );
    for (const [method, url] of [
      ['PUT', '/api/invitations/revoke'],
      ['POST', '/api/invitations/resend'],
      ['DELETE', '/api/invitations/delete'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.auth, payload: { id_invitation: id } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().RES_CODE, url).toBe(RESULT.NOT_FOUND);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/invitations/list', headers: other.auth });
    expect(list.json().RES_RESULT).toEqual([]);
    const onMyGuide = await api(t.app, other).post('/invitations/create', {
      id_guide: londonGuide,
      guest_name: 'X',
      guest_email: 'x@example.com',
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-11T10:00',
    });
    expect(onMyGuide.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    // Still there for its host.
    expect((await api(t.app, host).get(`/invitations/select?id_invitation=${id}`)).body.RES_CODE).toBe(RESULT.OK);
    const noAuth = await t.app.inject({ method: 'GET', url: '/api/invitations/list' });
    expect(noAuth.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('lists newest first, filtered by guide', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/invitations/list', headers: host.auth })).json();
    const ids = all.RES_RESULT.map((i: TInvitation) => i.id_invitation);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(ids).toContain(london.id_invitation);
    const ny = (
      await t.app.inject({ method: 'GET', url: `/api/invitations/list?id_guide=${newYorkGuide}`, headers: host.auth })
    ).json();
    expect(ny.RES_RESULT.length).toBe(1);
    expect(ny.RES_RESULT[0].guest_name).toBe('Noah');
  });

  it('resends the e-mail, then revokes: the link shows no Hidden details and cannot be resent', async () => {
    clock = new Date(Date.parse(london.access_from) + MINUTE);
    smtp.clear();
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/resend',
      headers: host.auth,
      payload: { id_invitation: london.id_invitation },
    });
    expect(resent.json().RES_RESULT.email_sent).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes('grace@example.com'));
    expect(mail.links).toEqual([london.link]);

    const revoked = await t.app.inject({
      method: 'PUT',
      url: '/api/invitations/revoke',
      headers: host.auth,
      payload: { id_invitation: london.id_invitation },
    });
    expect(revoked.json().RES_RESULT).toMatchObject({ status: 'Revoked', revoked_at: clock.toISOString() });
    const guide = await openLink(london.link);
    expect(guide.access).toEqual({ state: 'revoked' });
    expect(hasHiddenPhone(guide)).toBe(false);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/resend',
      headers: host.auth,
      payload: { id_invitation: london.id_invitation },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().RES_CODE).toBe(RESULT.CONFLICT);
  });

  it('counts the guide’s invitations for Analytics and deletes an invitation with its link', async () => {
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/guide?id_guide=${londonGuide}`,
      headers: host.auth,
    });
    expect(stats.json().RES_RESULT.invitations_created).toBe(2);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/invitations/delete',
      headers: host.auth,
      payload: { id_invitation: london.id_invitation, comment: 'stay cancelled' },
    });
    expect(del.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    expect(
      (await api(t.app, host).get(`/invitations/select?id_invitation=${london.id_invitation}`)).body.RES_CODE,
    ).toBe(RESULT.NOT_FOUND);
    expect((await openLink(london.link)).access).toEqual({ state: 'invalid' });
  });
});

describe('a stay the calendar sync named with its placeholder', () => {
  it('is greeted as a guest, in the e-mail and on the guest Home', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    const { id_guide, token } = await buildSharedGuide(t.app, host, {
      ...guideFields('Europe/Paris'),
      title: 'Placeholder House',
    });
    await api(t.app, host).put('/guides/languages', { id_guide, default_language: 'en', languages: ['fr'] });
    // The French stay has no template of its language: the default (English) one greets it in English.
    for (const [guest_name, language, email] of [
      ['Airbnb guest', 'en', 'placeholder-en@example.com'],
      ['Voyageur Airbnb', 'fr', 'placeholder-fr@example.com'],
    ] as const) {
      clock = new Date('2026-06-01T12:00:00Z');
      const stay = await buildInvitation(t.app, host, {
        id_guide,
        guest_name,
        guest_email: email,
        language,
        check_in: '2026-07-20T15:00',
        check_out: '2026-07-22T10:00',
      });
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject, guest_name).toBe('Welcome to Placeholder House, guest');
      expect(mail.text, guest_name).toMatch(/^Dear guest, from /);
      clock = new Date(Date.parse(stay.access_from) + MINUTE);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/guest/guides/${token}${new URL(stay.link).search}`,
      });
      expect(ZGuestGuide.parse(res.json().RES_RESULT).access, guest_name).toMatchObject({
        state: 'active',
        invitee: 'guest',
      });
    }
  });
});

describe('the stays list in pages, with 300 guides', () => {
  let owner: Awaited<ReturnType<typeof buildAccount>>;
  let guideIds: number[] = [];

  /** The statements the app sends PostgreSQL while `run` runs. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    const pool = t.app.deps.database.pool;
    const query = pool.query.bind(pool);
    let statements = 0;
    pool.query = ((...args: Parameters<typeof query>) => {
      statements++;
      return query(...args);
    }) as typeof pool.query;
    try {
      await run();
    } finally {
      pool.query = query as typeof pool.query;
    }
    return statements;
  }

  const list = async (query: string) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: `/api/invitations/list${query}`, headers: owner.auth });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json(), ms };
  };

  beforeAll(async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    owner = await buildAccount(t.app);
    for (let i = 0; i < 300; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          api(t.app, owner).post('/guides/create', { title: `Flat ${i + j + 1}`, timezone: 'UTC' }),
        ),
      );
      guideIds.push(...batch.map((res) => (res.body as { RES_RESULT: { id_guide: number } }).RES_RESULT.id_guide));
    }
    guideIds = guideIds.sort((a, b) => a - b);
    // Two stays a guide: one over (checked out 10 + i minutes ago), one ahead (checking in in i days);
    // every tenth guide's stay ahead is cancelled.
    await t.app.deps.database.pool.query(
      `INSERT INTO invitations (id_workspace, id_guide, guest_name, check_in, check_out, access_from, access_to, token, cancelled_at)
       SELECT $1::int, g.id, 'Past ' || g.n, $2::timestamptz - interval '3 days' - g.n * interval '1 minute',
              $2::timestamptz - interval '10 minutes' - g.n * interval '1 minute',
              $2::timestamptz - interval '4 days', $2::timestamptz - interval '1 minute', 'past-' || g.id, NULL::timestamptz
       FROM unnest($3::int[]) WITH ORDINALITY AS g(id, n)
       UNION ALL
       SELECT $1::int, g.id, 'Ahead ' || g.n, $2::timestamptz + g.n * interval '1 day', $2::timestamptz + (g.n + 2) * interval '1 day',
              $2::timestamptz + g.n * interval '1 day' - interval '1 day', $2::timestamptz + (g.n + 3) * interval '1 day',
              'ahead-' || g.id, CASE WHEN g.n % 10 = 0 THEN $2::timestamptz END
       FROM unnest($3::int[]) WITH ORDINALITY AS g(id, n)`,
      [owner.id_workspace, clock.toISOString(), guideIds],
    );
  }, 120_000);

  it('answers every stay without paging parameters, as before', async () => {
    const { body } = await list('');
    expect(body.RES_RESULT).toHaveLength(600);
    expect(body.RES_OTHERS.TOTAL).toBeUndefined();
  });

  it('answers a page in the stays list order, with the total, in the same few statements as with one guide', async () => {
    let first!: Awaited<ReturnType<typeof list>>;
    const statements = await statementsDuring(async () => {
      first = await list('?page=1&page_size=25');
    });
    expect(first.body.RES_OTHERS).toMatchObject({ TOTAL: 600, PAGE: 1, PAGE_SIZE: 25 });
    const names = first.body.RES_RESULT.map((s: TInvitation) => s.guest_name);
    expect(names.slice(0, 3)).toEqual(['Ahead 1', 'Ahead 2', 'Ahead 3']);
    expect(names).toHaveLength(25);
    for (const stay of first.body.RES_RESULT) ZInvitation.parse(stay);

    // Past the 300 stays ahead: the stays over, the latest check-in first.
    const past = await list('?page=13&page_size=25');
    expect(past.body.RES_RESULT.map((s: TInvitation) => s.guest_name).slice(0, 2)).toEqual(['Past 1', 'Past 2']);
    const beyond = await list('?page=99&page_size=25');
    expect(beyond.body.RES_RESULT).toEqual([]);
    expect(beyond.body.RES_OTHERS.TOTAL).toBe(600);

    const cancelled = await list('?status=Cancelled');
    expect(cancelled.body.RES_OTHERS.TOTAL).toBe(30);
    expect(cancelled.body.RES_RESULT.every((s: TInvitation) => s.status === 'Cancelled')).toBe(true);
    const expired = await list(`?status=Expired&id_guide=${guideIds[0]}`);
    expect(expired.body.RES_RESULT.map((s: TInvitation) => s.guest_name)).toEqual(['Past 1']);

    const whole = await list('');
    console.log(
      `stays list with 300 guides, 600 stays: page of 25 ${first.ms.toFixed(1)} ms in ${statements} statements; ` +
        `every stay ${whole.ms.toFixed(1)} ms`,
    );
    // Two statements for the page and its total, plus the workspace's link base: never one a guide.
    expect(statements).toBeLessThanOrEqual(5);
  });

  it('refuses a page size over 100 and a status that is none', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/invitations/list?page_size=101', headers: owner.auth });
    // The app's own parameters out of range, like the files list's: 10.
    expect(big.json()).toMatchObject({
      RES_CODE: RESULT.BAD_REQUEST,
      RES_MESSAGE: `page_size: ${MESSAGES.file.pageSizeInvalid}`,
    });
    const odd = await t.app.inject({ method: 'GET', url: '/api/invitations/list?status=Soon', headers: owner.auth });
    expect(odd.json()).toMatchObject({
      RES_CODE: RESULT.BAD_REQUEST,
      RES_MESSAGE: `status: ${MESSAGES.invitation.statusFilterInvalid}`,
    });
  });
});

describe('invitations in the OpenAPI description', () => {
  it('documents every invitation call and the guest ?invite= query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    for (const [path, method] of [
      ['/invitations/list', 'get'],
      ['/invitations/select', 'get'],
      ['/invitations/create', 'post'],
      ['/invitations/revoke', 'put'],
      ['/invitations/delete', 'delete'],
      ['/invitations/resend', 'post'],
      ['/invitations/template', 'get'],
      ['/invitations/template', 'put'],
      ['/invitations/settings', 'get'],
      ['/invitations/settings', 'put'],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const guest = doc.paths['/guest/guides/{token}']?.get;
    expect(guest?.parameters?.map((p) => p.name)).toContain('invite');
  });
});

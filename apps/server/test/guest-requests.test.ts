/**
 * Guest requests through the real API, database, mail outbox and SMTP receiver, on the real clock:
 * who may ask (the public link no, a stay's link outside its window no, inside yes), the two types
 * every workspace starts with, answers by role, the e-mails both ways in the reader's language,
 * automatic approval on and off with and without an adjacent stay, the overlap refusal, and the
 * stay's check-in, access window and door-code release moved by an approval, and the signed
 * `request.created` / `request.answered` webhooks (with the guest's e-mail, never the door code).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  RESULT,
  WORKSPACE_HEADER,
  ZGuestGuide,
  ZGuestRequests,
  ZInvitation,
  ZRequest,
  ZRequestType,
  type TGuestGuide,
  type TInvitation,
  type TRequestType,
} from '@guidebook/contract';
import { users } from '../src/db/schema.ts';
import { getDatabaseClient, getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { getWebhookReceiver } from './helpers/webhook-receiver.ts';
import {
  api,
  buildAccount,
  buildInvitation,
  buildSharedGuide,
  resultOf,
  type TestAccount,
} from './helpers/factories.ts';

const smtp = await getTestSmtp();
const t = await getTestServer({
  smtpUrl: smtp.url,
  rateLimitPerMinute: 1_000_000,
  webhooks: { retryDelaysSeconds: [0.3, 0.3, 0.3], pollSeconds: 0.1, leaseSeconds: 5, runSeconds: 55 },
});
const receiver = await getWebhookReceiver();
const admin = await getDatabaseClient(t);
const guestApi = api(t.app);

const DAY = 86_400_000;
/** A UTC date `days` from today, YYYY-MM-DD (the guides here are on UTC). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const email = (name: string) => `${name}-${crypto.randomBytes(3).toString('hex')}@example.com`;

async function newHost(language: string | null = null): Promise<TestAccount> {
  const host = await buildAccount(t.app, { email: email('host') });
  if (language) await t.app.deps.database.db.update(users).set({ language }).where(eq(users.id_user, host.id_user));
  return host;
}

async function newGuide(host: TestAccount, title = 'Harbour Loft') {
  return buildSharedGuide(t.app, host, { title, timezone: 'UTC' });
}

type StayFields = {
  check_in: string;
  check_out: string;
  access_from?: string;
  guest_email?: string | null;
  language?: string;
};

async function stay(host: TestAccount, idGuide: number, fields: StayFields): Promise<TInvitation & { invite: string }> {
  const row = await buildInvitation(t.app, host, {
    id_guide: idGuide,
    guest_name: 'Gil Guest',
    guest_email: null,
    send_email: false,
    ...fields,
  });
  return { ...row, invite: new URL(row.link).searchParams.get('invite')! };
}

/** The stay now, as the host reads it. */
async function stayNow(host: TestAccount, idInvitation: number): Promise<TInvitation> {
  return ZInvitation.parse(resultOf(await api(t.app, host).get(`/invitations/select?id_invitation=${idInvitation}`)));
}

async function types(host: TestAccount): Promise<TRequestType[]> {
  return (resultOf(await api(t.app, host).get('/request_types/list')) as unknown[]).map((r) => ZRequestType.parse(r));
}

/** Enables the workspace's own type of `kind` with these switches. */
async function enable(host: TestAccount, kind: 'early_check_in' | 'late_check_out', switches: Record<string, unknown>) {
  const type = (await types(host)).find((row) => row.kind === kind)!;
  const res = await api(t.app, host).put('/request_types/modify', {
    id_request_type: type.id_request_type,
    enabled: true,
    ...switches,
  });
  return ZRequestType.parse(resultOf(res));
}

function ask(token: string, invite: string | undefined, idType: number, extra: Record<string, unknown> = {}) {
  return guestApi.post('/guest/requests', { token, invite, id_request_type: idType, ...extra });
}

async function guestView(token: string, invite: string): Promise<TGuestGuide> {
  const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${token}?invite=${invite}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZGuestGuide.parse(res.json().RES_RESULT);
}

describe('request types', () => {
  it('every workspace starts with Early check-in and Late check-out, disabled, named in the caller’s language', async () => {
    const host = await newHost();
    const list = await types(host);
    expect(list.map((r) => [r.kind, r.name, r.enabled, r.needs_approval])).toEqual([
      ['early_check_in', 'Early check-in', false, true],
      ['late_check_out', 'Late check-out', false, true],
    ]);
    const de = resultOf(await api(t.app, host).get('/request_types/list', { headers: { 'accept-language': 'de' } }));
    expect((de as TRequestType[])[0]!.name).not.toBe('Early check-in');
  });

  it('a disabled type, or one offered in another guide, is not offered and cannot be asked for (01)', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const other = await newGuide(host, 'Other');
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    const early = (await types(host)).find((r) => r.kind === 'early_check_in')!;
    const refused = await ask(guide.token, s.invite, early.id_request_type, { requested_time: '12:00' });
    expect(refused.status).toBe(404);
    expect(refused.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    const elsewhere = ZRequestType.parse(
      resultOf(
        await api(t.app, host).post('/request_types/create', {
          texts: { en: { name: 'Firewood', description: 'A basket by the stove' } },
          kind: 'other',
          price_text: '€10',
          guides: [other.id_guide],
        }),
      ),
    );
    expect((await ask(guide.token, s.invite, elsewhere.id_request_type)).status).toBe(404);
    const view = await guestView(guide.token, s.invite);
    expect(view.requests).toEqual({ types: [], items: [] });
  });
});

// The stays of 'who may ask': one inside its window, one before, one after, one revoked.
const host = await newHost();
const guide = await newGuide(host);
const type = ZRequestType.parse(
  resultOf(
    await api(t.app, host).post('/request_types/create', {
      texts: { en: { name: 'Baby cot', description: 'Set up before you arrive' } },
      kind: 'other',
    }),
  ),
);
const inside = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
const future = await stay(host, guide.id_guide, { check_in: `${day(20)}T15:00`, check_out: `${day(22)}T11:00` });
const past = await stay(host, guide.id_guide, { check_in: `${day(-30)}T15:00`, check_out: `${day(-28)}T11:00` });
const revoked = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
resultOf(await api(t.app, host).put('/invitations/revoke', { id_invitation: revoked.id_invitation }));

describe('who may ask', () => {
  it.each([
    ['the public link (no invite)', undefined, 422],
    ['an unknown invite', 'not-an-invitation-token', 403],
    ['a stay whose window has not begun', future.invite, 403],
    ['a stay whose window has ended', past.invite, 403],
    ['a revoked stay', revoked.invite, 403],
  ])('%s: refused, nothing written', async (_name, invite, status) => {
    const before = await admin.query('select count(*)::int as n from guest_requests');
    const res = await ask(guide.token, invite, type.id_request_type);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 403) expect(res.body.RES_MESSAGE).toBe(MESSAGES.requests.linkClosed);
    const after = await admin.query('select count(*)::int as n from guest_requests');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('inside the window: the request is pending, the guide shows it; the public payload never has requests', async () => {
    const res = await ask(guide.token, inside.invite, type.id_request_type, { message: 'For our 1-year-old' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answer = ZGuestRequests.parse(res.body.RES_RESULT);
    expect(answer.types.map((r) => r.name)).toEqual(['Baby cot']);
    expect(answer.items).toMatchObject([{ name: 'Baby cot', status: 'pending', message: 'For our 1-year-old' }]);
    const view = await guestView(guide.token, inside.invite);
    expect(view.requests?.items.map((r) => r.status)).toEqual(['pending']);
    const pub = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${guide.token}` });
    expect(pub.json().RES_RESULT).not.toHaveProperty('requests');
    // Another guide's token with this stay's invite names no stay.
    const otherGuide = await newGuide(host, 'Elsewhere');
    expect((await ask(otherGuide.token, inside.invite, type.id_request_type)).status).toBe(403);
  });

  it(`at most 10 pending requests per stay (13 for the 11th)`, async () => {
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    for (let i = 0; i < 10; i++) expect((await ask(guide.token, s.invite, type.id_request_type)).status).toBe(201);
    const eleventh = await ask(guide.token, s.invite, type.id_request_type);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.RES_MESSAGE).toBe(MESSAGES.requests.tooManyOpen(10));
  });

  it('an early check-in needs a time before the check-in time (12 on requested_time)', async () => {
    const early = await enable(host, 'early_check_in', {});
    const coming = await stay(host, guide.id_guide, {
      check_in: `${day(1)}T15:00`,
      check_out: `${day(3)}T11:00`,
      access_from: `${day(-1)}T15:00`,
    });
    const none = await ask(guide.token, coming.invite, early.id_request_type);
    expect(none.status).toBe(422);
    expect(none.body.RES_OTHERS?.FIELDS).toHaveProperty('requested_time');
    const late = await ask(guide.token, coming.invite, early.id_request_type, { requested_time: '16:00' });
    expect(late.status).toBe(422);
    expect(late.body.RES_OTHERS?.FIELDS?.requested_time).toBe(MESSAGES.requests.earlyTimeInvalid('15:00'));
  });

  it('an early check-in once check-in has passed, or a late check-out after check-out, is neither offered nor taken', async () => {
    const early = await enable(host, 'early_check_in', {});
    const late = await enable(host, 'late_check_out', {});
    const coming = await stay(host, guide.id_guide, {
      check_in: `${day(1)}T15:00`,
      check_out: `${day(3)}T11:00`,
      access_from: `${day(-1)}T15:00`,
    });
    // Checked out an hour ago; the link stays open some hours after check-out.
    const leaving = await stay(host, guide.id_guide, {
      check_in: `${day(-2)}T15:00`,
      check_out: new Date(Date.now() - 3_600_000).toISOString().slice(0, 16),
    });
    const offered = async (invite: string) => (await guestView(guide.token, invite)).requests?.types.map((r) => r.kind);
    expect(await offered(coming.invite)).toEqual(expect.arrayContaining(['early_check_in', 'late_check_out']));
    expect(await offered(inside.invite)).not.toContain('early_check_in');
    expect(await offered(inside.invite)).toContain('late_check_out');
    expect(await offered(leaving.invite)).not.toContain('late_check_out');
    for (const [s, kind, time, message] of [
      [inside, early, '12:00', MESSAGES.requests.checkInPassed],
      [leaving, late, '23:00', MESSAGES.requests.checkOutPassed],
    ] as const) {
      const before = await admin.query('select count(*)::int as n from guest_requests');
      const refused = await ask(guide.token, s.invite, kind.id_request_type, { requested_time: time });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.RES_OTHERS?.FIELDS?.id_request_type).toBe(message);
      expect((await admin.query('select count(*)::int as n from guest_requests')).rows[0].n).toBe(before.rows[0].n);
    }
    // Switched off again, as the other tests of this host expect.
    for (const type of [early, late])
      resultOf(
        await api(t.app, host).put('/request_types/modify', { id_request_type: type.id_request_type, enabled: false }),
      );
  });
});

describe('answers', () => {
  it('by role: a viewer may list but not answer; an editor declines; an answer is final', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const type = ZRequestType.parse(
      resultOf(
        await api(t.app, host).post('/request_types/create', { texts: { en: { name: 'Parking' } }, kind: 'other' }),
      ),
    );
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    resultOf(await ask(guide.token, s.invite, type.id_request_type), 'ask');
    const [viewer, editor] = await Promise.all([buildAccount(t.app), buildAccount(t.app)]);
    for (const [who, role] of [
      [viewer, 'viewer'],
      [editor, 'editor'],
    ] as const)
      await admin.query(
        `INSERT INTO workspace_members (id_workspace, id_user, email, role, status, date_accepted)
         VALUES ($1, $2, $3, $4, 'active', now())`,
        [host.id_workspace, who.id_user, who.email, role],
      );
    const inWs = { headers: { [WORKSPACE_HEADER]: String(host.id_workspace) } };
    const listed = resultOf(await api(t.app, viewer).get('/requests/list?status=pending', inWs)) as unknown[];
    const request = ZRequest.parse(listed[0]);
    expect(request).toMatchObject({ type_name: 'Parking', status: 'pending', guest_name: 'Gil Guest' });
    const byViewer = await api(t.app, viewer).put(
      '/requests/answer',
      { id_request: request.id_request, decision: 'approve' },
      inWs,
    );
    expect(byViewer.status).toBe(403);
    const declined = ZRequest.parse(
      resultOf(
        await api(t.app, editor).put(
          '/requests/answer',
          { id_request: request.id_request, decision: 'decline', reply: 'The space is taken' },
          inWs,
        ),
      ),
    );
    expect(declined).toMatchObject({ status: 'declined', reply: 'The space is taken', auto_approved: false });
    const again = await api(t.app, host).put('/requests/answer', {
      id_request: request.id_request,
      decision: 'approve',
    });
    expect(again.status).toBe(409);
    expect(again.body.RES_MESSAGE).toBe(MESSAGES.requests.alreadyAnswered);
    const view = await guestView(guide.token, s.invite);
    expect(view.requests?.items[0]).toMatchObject({ status: 'declined', reply: 'The space is taken' });
  });
});

describe('e-mails', () => {
  it('the host is e-mailed in the account’s language; the guest the answer in the stay’s language', async () => {
    const host = await newHost('de');
    const guide = await newGuide(host, 'Möwennest');
    resultOf(
      await api(t.app, host).put('/guides/languages', {
        id_guide: guide.id_guide,
        default_language: 'en',
        languages: ['fr'],
      }),
    );
    const late = await enable(host, 'late_check_out', { auto_approve: false });
    const guestEmail = email('guest');
    const s = await stay(host, guide.id_guide, {
      check_in: `${day(-1)}T15:00`,
      check_out: `${day(2)}T11:00`,
      guest_email: guestEmail,
      language: 'fr',
    });
    resultOf(
      await ask(guide.token, s.invite, late.id_request_type, { requested_time: '14:00', message: 'Train at 15:30' }),
    );
    const toHost = await smtp.waitFor((m) => m.to.includes(host.email), 15_000);
    expect(toHost.subject).toContain('Gil Guest');
    expect(toHost.subject).toContain('Späte Abreise');
    expect(toHost.text).toContain('14:00');
    expect(toHost.text).toContain('Train at 15:30');
    expect(toHost.text).toContain('http://guide.test/requests');

    const [pending] = resultOf(await api(t.app, host).get('/requests/list?status=pending')) as { id_request: number }[];
    resultOf(
      await api(t.app, host).put('/requests/answer', {
        id_request: pending!.id_request,
        decision: 'approve',
        reply: 'Bien sûr !',
      }),
    );
    const toGuest = await smtp.waitFor((m) => m.to.includes(guestEmail), 15_000);
    expect(toGuest.subject).toContain('Départ tardif');
    expect(toGuest.text).toContain('Bien sûr !');
    expect(toGuest.text).toContain(s.invite);
    expect(toGuest.headers['reply-to']).toContain(host.email);
    expect(smtp.messages.filter((m) => m.to.includes(guestEmail))).toHaveLength(1);
  });

  it('a stay without an e-mail gets no mail; its guide still shows the answer', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const late = await enable(host, 'late_check_out', {});
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    resultOf(await ask(guide.token, s.invite, late.id_request_type, { requested_time: '13:00' }));
    const [pending] = resultOf(await api(t.app, host).get('/requests/list')) as { id_request: number }[];
    resultOf(await api(t.app, host).put('/requests/answer', { id_request: pending!.id_request, decision: 'decline' }));
    await smtp.waitFor((m) => m.to.includes(host.email), 15_000);
    const view = await guestView(guide.token, s.invite);
    expect(view.requests?.items[0]?.status).toBe('declined');
  });
});

describe('automatic approval and moving the stay', () => {
  it('late check-out, automatic: approved at once when no stay starts that day, and the stay moves', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const late = await enable(host, 'late_check_out', { auto_approve: true });
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    const before = await stayNow(host, s.id_invitation);
    const res = ZGuestRequests.parse(
      resultOf(await ask(guide.token, s.invite, late.id_request_type, { requested_time: '15:00' })),
    );
    expect(res.items[0]).toMatchObject({ status: 'approved', requested_time: '15:00' });
    const after = await stayNow(host, s.id_invitation);
    expect(after.check_out).toBe(`${day(2)}T15:00:00.000Z`);
    expect(new Date(after.access_to).getTime() - new Date(before.access_to).getTime()).toBe(4 * 3_600_000);
    expect(after.check_in).toBe(before.check_in);
    const view = await guestView(guide.token, s.invite);
    expect(view.stay?.check_out).toBe(after.check_out);
    const [listed] = resultOf(await api(t.app, host).get('/requests/list')) as { auto_approved: boolean }[];
    expect(listed!.auto_approved).toBe(true);
  });

  it('late check-out, automatic: stays pending when another stay starts on the check-out day', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const late = await enable(host, 'late_check_out', { auto_approve: true });
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    await stay(host, guide.id_guide, { check_in: `${day(2)}T18:00`, check_out: `${day(4)}T11:00` });
    const res = ZGuestRequests.parse(
      resultOf(await ask(guide.token, s.invite, late.id_request_type, { requested_time: '14:00' })),
    );
    expect(res.items[0]?.status).toBe('pending');
    expect((await stayNow(host, s.id_invitation)).check_out).toBe(`${day(2)}T11:00:00.000Z`);
    // The host may still approve: 14:00 does not reach the next stay's 18:00.
    const [pending] = resultOf(await api(t.app, host).get('/requests/list')) as { id_request: number }[];
    const approved = ZRequest.parse(
      resultOf(
        await api(t.app, host).put('/requests/answer', { id_request: pending!.id_request, decision: 'approve' }),
      ),
    );
    expect(approved.check_out).toBe(`${day(2)}T14:00:00.000Z`);
  });

  it('automatic approval off: a late check-out waits for the host even with no stay around', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const late = await enable(host, 'late_check_out', { auto_approve: false });
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    const res = ZGuestRequests.parse(
      resultOf(await ask(guide.token, s.invite, late.id_request_type, { requested_time: '14:00' })),
    );
    expect(res.items[0]?.status).toBe('pending');
  });

  it('early check-in, automatic: approved when no stay ends that day; pending when one does', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const early = await enable(host, 'early_check_in', { auto_approve: true });
    // Check-in tomorrow, the link open since yesterday.
    const free = await stay(host, guide.id_guide, {
      check_in: `${day(1)}T15:00`,
      check_out: `${day(3)}T11:00`,
      access_from: `${day(-1)}T15:00`,
      door_code: '4711',
      door_code_from: `${day(1)}T14:00`,
    } as StayFields);
    const before = await stayNow(host, free.id_invitation);
    const approved = ZGuestRequests.parse(
      resultOf(await ask(guide.token, free.invite, early.id_request_type, { requested_time: '12:00' })),
    );
    expect(approved.items[0]?.status).toBe('approved');
    const after = await stayNow(host, free.id_invitation);
    expect(after.check_in).toBe(`${day(1)}T12:00:00.000Z`);
    const by = -3 * 3_600_000;
    expect(new Date(after.access_from).getTime() - new Date(before.access_from).getTime()).toBe(by);
    expect(after.door_code_from).toBe(`${day(1)}T11:00:00.000Z`);

    const other = await newGuide(host, 'Second flat');
    await stay(host, other.id_guide, { check_in: `${day(-2)}T15:00`, check_out: `${day(1)}T10:00` });
    const busy = await stay(host, other.id_guide, {
      check_in: `${day(1)}T15:00`,
      check_out: `${day(3)}T11:00`,
      access_from: `${day(-1)}T15:00`,
    });
    const pending = ZGuestRequests.parse(
      resultOf(await ask(other.token, busy.invite, early.id_request_type, { requested_time: '12:00' })),
    );
    expect(pending.items[0]?.status).toBe('pending');
    expect((await stayNow(host, busy.id_invitation)).check_in).toBe(`${day(1)}T15:00:00.000Z`);
  });

  it('refuses to approve with a clear message when another stay of the guide overlaps the new time', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const late = await enable(host, 'late_check_out', {});
    const s = await stay(host, guide.id_guide, { check_in: `${day(-1)}T15:00`, check_out: `${day(2)}T11:00` });
    await stay(host, guide.id_guide, { check_in: `${day(2)}T12:00`, check_out: `${day(4)}T11:00` });
    resultOf(await ask(guide.token, s.invite, late.id_request_type, { requested_time: '16:00' }));
    const [pending] = resultOf(await api(t.app, host).get('/requests/list')) as { id_request: number }[];
    const res = await api(t.app, host).put('/requests/answer', {
      id_request: pending!.id_request,
      decision: 'approve',
    });
    expect(res.status).toBe(409);
    expect(res.body.RES_MESSAGE).toBe(MESSAGES.requests.overlap);
    const de = await api(t.app, host).put(
      '/requests/answer',
      { id_request: pending!.id_request, decision: 'approve' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(de.body.RES_MESSAGE).not.toBe(MESSAGES.requests.overlap);
    expect((await stayNow(host, s.id_invitation)).check_out).toBe(`${day(2)}T11:00:00.000Z`);
    const [still] = resultOf(await api(t.app, host).get('/requests/list')) as { status: string }[];
    expect(still!.status).toBe('pending');
  });
});

describe('webhooks', () => {
  it('request.created and request.answered reach a subscribed hook once each, signed, without the door code', async () => {
    const host = await newHost();
    const guide = await newGuide(host);
    const hook = resultOf(
      await api(t.app, host).post('/webhooks/create', {
        url: `${receiver.base}/requests-hook`,
        events: ['request.created', 'request.answered', 'invitation.updated'],
      }),
    ) as { secret: string };
    receiver.secret('/requests-hook', hook.secret);
    const late = await enable(host, 'late_check_out', {});
    const guestEmail = email('hooked');
    const s = await stay(host, guide.id_guide, {
      check_in: `${day(-1)}T15:00`,
      check_out: `${day(2)}T11:00`,
      guest_email: guestEmail,
      door_code: 'SECRET-9090',
    } as StayFields);
    resultOf(await ask(guide.token, s.invite, late.id_request_type, { requested_time: '13:00' }));
    const [pending] = resultOf(await api(t.app, host).get('/requests/list')) as { id_request: number }[];
    resultOf(await api(t.app, host).put('/requests/answer', { id_request: pending!.id_request, decision: 'approve' }));
    await receiver.waitFor(
      (all) => all.filter((r) => r.path === '/requests-hook').length >= 3,
      'three events on the hook',
      15_000,
    );
    const got = receiver.on('/requests-hook');
    expect(got.every((r) => r.verified)).toBe(true);
    expect(got.map((r) => r.type).sort()).toEqual(['invitation.updated', 'request.answered', 'request.created']);
    const created = got.find((r) => r.type === 'request.created')!;
    expect(created.data).toMatchObject({
      id_workspace: host.id_workspace,
      request: {
        id_request: pending!.id_request,
        kind: 'late_check_out',
        type_name: 'Late check-out',
        status: 'pending',
        guest_email: guestEmail,
        requested_time: '13:00',
      },
    });
    const answered = got.find((r) => r.type === 'request.answered')!;
    expect(answered.data).toMatchObject({ request: { status: 'approved', check_out: `${day(2)}T13:00:00.000Z` } });
    expect(got.map((r) => r.body).join('\n')).not.toContain('SECRET-9090');
  });
});

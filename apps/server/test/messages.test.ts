/**
 * Timed messages over the real mailer and SMTP receiver, on the real clock: a booking_confirmed rule
 * sends once (Reply-To the host), a before_check_in rule fires at its local time, a move reschedules,
 * a cancel cancels, a stay without e-mail waits for one, a time passed after check-in is skipped, two
 * instances on one database send each message once, and the preview fills a real stay.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  instantToLocal,
  MESSAGES,
  WORKSPACE_HEADER,
  ZMessagePreview,
  ZMessageRule,
  ZStayMessage,
  type TStayMessage,
} from '@guidebook/contract';
import { createTestApp, getDatabaseClient, getTestServer, getTestSmtp, stopWhenDone } from './helpers/test-app.ts';
import { api, buildAccount, buildCalendarFeed, buildGuide, buildInvitation, resultOf } from './helpers/factories.ts';
import { sendDueMessages } from '../src/modules/messages/messages.service.ts';

const smtp = await getTestSmtp();
const t = await getTestServer({ smtpUrl: smtp.url, messagesPollSeconds: 0.5 });
const host = await buildAccount(t.app);
const as = api(t.app, host);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const texts = (subject: string, body: string) => ({ en: { subject, body } });

async function createRule(fields: Record<string, unknown>) {
  const res = await as.post('/message_rules/create', fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZMessageRule.parse(res.body.RES_RESULT);
}

async function messagesOf(idInvitation: number, language?: string): Promise<TStayMessage[]> {
  const res = await as.get(
    `/invitations/messages?id_invitation=${idInvitation}`,
    language ? { headers: { 'accept-language': language } } : {},
  );
  return resultOf(res).map((m: unknown) => ZStayMessage.parse(m));
}

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const email = (name: string) => `${name}-${crypto.randomBytes(3).toString('hex')}@example.com`;

/** The next whole minute at least `leadMs` away. */
function nextMinute(leadMs: number): Date {
  const at = new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
  return at;
}

// A before_check_in rule due at the next whole minute (local time in Kolkata, half an hour off UTC's
// hours): made first, checked last, so the other tests run while it waits.
const timedGuide = await buildGuide(t.app, host, { title: 'Timed', timezone: 'Asia/Kolkata' });
const timedDue = nextMinute(8_000);
const timedLocal = instantToLocal(timedDue, 'Asia/Kolkata');
const tomorrow = instantToLocal(new Date(timedDue.getTime() + 86_400_000), 'Asia/Kolkata').slice(0, 10);
const timedEmail = email('timed');
let timedStay = 0;
let timedRule = 0;
// A second stay under the same rule whose message the host sends early: not sent again at its time.
const earlyEmail = email('early');
let earlyStay = 0;

beforeAll(async () => {
  const rule = await createRule({
    name: 'Day before',
    id_guide: timedGuide.id_guide,
    trigger: 'before_check_in',
    offset_days: 1,
    send_time: timedLocal.slice(11, 16),
    texts: texts('See you tomorrow, {{guest_first_name}}', 'Check-in {{check_in}}. Code {{door_code}}.'),
  });
  const stay = await buildInvitation(t.app, host, {
    id_guide: timedGuide.id_guide,
    guest_name: 'Tara Timed',
    guest_email: timedEmail,
    check_in: `${tomorrow}T15:00`,
    check_out: `${tomorrow}T23:00`,
    send_email: false,
  });
  timedStay = stay.id_invitation;
  timedRule = rule.id_message_rule;
  const early = await buildInvitation(t.app, host, {
    id_guide: timedGuide.id_guide,
    guest_name: 'Eli Early',
    guest_email: earlyEmail,
    check_in: `${tomorrow}T15:00`,
    check_out: `${tomorrow}T23:00`,
    send_email: false,
  });
  earlyStay = early.id_invitation;
});

describe('a booking_confirmed rule', () => {
  it('sends once, at once, with the host as Reply-To and the stay’s link', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Harbour', timezone: 'Europe/London' });
    await createRule({
      name: 'Thanks',
      id_guide: guide.id_guide,
      trigger: 'booking_confirmed',
      texts: texts('Thanks {{guest_first_name}}!', 'Your stay from {{check_in}} ({{reference}}).'),
    });
    const to = email('booked');
    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_name: 'Bea Booked',
      guest_email: to,
      reference: 'HMX42',
      send_email: false,
    });
    const mail = await smtp.waitFor((m) => m.to.includes(to), 5000);
    expect(mail.subject).toBe('Thanks Bea!');
    expect(mail.text).toContain('(HMX42)');
    expect(mail.links).toContain(stay.link);
    expect(mail.headers['reply-to']).toContain(host.email);
    const [message] = await messagesOf(stay.id_invitation);
    expect(message).toMatchObject({ rule_name: 'Thanks', status: 'sent', status_text: 'Sent', reason: null });
    // A second look by the sender (and a change of the stay) sends nothing more.
    await as.put('/invitations/modify', { id_invitation: stay.id_invitation, guests: 3 });
    await sleep(1500);
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('waits for the guest’s e-mail, then sends when one is added', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Waiting', timezone: 'Europe/London' });
    await createRule({
      name: 'Hello',
      id_guide: guide.id_guide,
      trigger: 'booking_confirmed',
      texts: texts('Hi', 'Hi'),
    });
    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_email: null,
      send_email: false,
    });
    const [waiting] = await messagesOf(stay.id_invitation, 'fr');
    expect(waiting).toMatchObject({ status: 'waiting', status_text: 'En attente de l’e-mail du voyageur' });
    const to = email('late');
    await as.put('/invitations/modify', { id_invitation: stay.id_invitation, guest_email: to });
    await smtp.waitFor((m) => m.to.includes(to), 5000);
    expect((await messagesOf(stay.id_invitation))[0]?.status).toBe('sent');
  });
});

describe('send now', () => {
  it('sends a sent message again, and a message still ahead at once and not again at its time', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Again', timezone: 'Europe/London' });
    const thanks = await createRule({
      name: 'Thanks again',
      id_guide: guide.id_guide,
      trigger: 'booking_confirmed',
      texts: texts('Thanks {{guest_first_name}}', 'Thanks'),
    });
    const to = email('again');
    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_name: 'Ada Again',
      guest_email: to,
      send_email: false,
    });
    await smtp.waitFor((m) => m.to.includes(to), 5000);
    const again = await as.post('/invitations/messages/send_now', {
      id_invitation: stay.id_invitation,
      id_message_rule: thanks.id_message_rule,
    });
    expect(resultOf(again)).toMatchObject([{ rule_name: 'Thanks again', status: 'sent' }]);
    await smtp.waitFor((m) => m.to.includes(to) && mailsTo(to).length === 2, 5000);
    expect(mailsTo(to).map((m) => m.subject)).toEqual(['Thanks Ada', 'Thanks Ada']);

    // The timed rule's message to the early stay is due at the next minute (checked in the last test).
    const [ahead] = await messagesOf(earlyStay);
    expect(ahead).toMatchObject({ status: 'scheduled', due_at: timedDue.toISOString() });
    const early = await as.post('/invitations/messages/send_now', {
      id_invitation: earlyStay,
      id_message_rule: timedRule,
    });
    expect(resultOf(early)).toMatchObject([{ status: 'sent' }]);
    const mail = await smtp.waitFor((m) => m.to.includes(earlyEmail), 5000);
    expect(mail.subject).toBe('See you tomorrow, Eli');
    expect(Date.now()).toBeLessThan(timedDue.getTime());
  });
});

describe('scheduling', () => {
  it('reschedules a moved stay (daylight-saving respected) and cancels a cancelled one', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Moves', timezone: 'Europe/London' });
    const rule = await createRule({
      name: 'Two days before',
      id_guide: guide.id_guide,
      trigger: 'before_check_in',
      offset_days: 2,
      send_time: '10:00',
      texts: texts('Soon', 'Soon'),
    });
    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      check_in: '2031-03-25T15:00',
      check_out: '2031-03-28T10:00',
      send_email: false,
    });
    expect(await messagesOf(stay.id_invitation)).toMatchObject([
      { id_message_rule: rule.id_message_rule, status: 'scheduled', due_at: '2031-03-23T10:00:00.000Z' },
    ]);
    await as.put('/invitations/modify', {
      id_invitation: stay.id_invitation,
      check_in: '2031-04-02T15:00',
      check_out: '2031-04-05T10:00',
    });
    // After the clocks went forward: 10:00 BST.
    expect((await messagesOf(stay.id_invitation))[0]?.due_at).toBe('2031-03-31T09:00:00.000Z');

    const revoked = await as.put('/invitations/revoke', { id_invitation: stay.id_invitation });
    expect(revoked.status).toBe(200);
    expect((await messagesOf(stay.id_invitation, 'de'))[0]).toMatchObject({
      status: 'cancelled',
      status_text: 'Storniert',
      reason: 'Der Aufenthalt wurde storniert',
    });
  });

  it('cancels on a disabled or deleted rule, schedules again when enabled', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Rules', timezone: 'Europe/Paris' });
    const rule = await createRule({
      name: 'After',
      id_guide: guide.id_guide,
      trigger: 'after_check_out',
      offset_days: 1,
      send_time: '18:00',
      texts: texts('Thanks', 'Thanks'),
    });
    const stay = await buildInvitation(t.app, host, { id_guide: guide.id_guide, send_email: false });
    expect((await messagesOf(stay.id_invitation))[0]).toMatchObject({
      status: 'scheduled',
      due_at: '2030-07-09T16:00:00.000Z',
    });
    await as.put('/message_rules/modify', { id_message_rule: rule.id_message_rule, enabled: false });
    expect((await messagesOf(stay.id_invitation))[0]).toMatchObject({
      status: 'cancelled',
      reason: 'The rule was disabled',
    });
    await as.put('/message_rules/modify', { id_message_rule: rule.id_message_rule, enabled: true, send_time: '08:30' });
    expect((await messagesOf(stay.id_invitation))[0]).toMatchObject({
      status: 'scheduled',
      due_at: '2030-07-09T06:30:00.000Z',
    });
    const deleted = await as.delete('/message_rules/delete', { id_message_rule: rule.id_message_rule, comment: null });
    expect(deleted.status).toBe(200);
    expect((await messagesOf(stay.id_invitation))[0]).toMatchObject({
      rule_name: 'After',
      status: 'cancelled',
      reason: 'The rule was deleted',
    });
    const listed = resultOf(await as.get(`/message_rules/list?id_guide=${guide.id_guide}`));
    expect(listed).toEqual([]);
  });

  it('skips a message whose time passed before the stay existed, after check-in', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Late', timezone: 'UTC' });
    await createRule({
      name: 'Week before',
      id_guide: guide.id_guide,
      trigger: 'before_check_in',
      offset_days: 7,
      texts: texts('Soon', 'Soon'),
    });
    const local = (ms: number) => instantToLocal(new Date(Date.now() + ms), 'UTC');
    const started = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      check_in: local(-3_600_000),
      check_out: local(86_400_000),
      send_email: false,
    });
    expect((await messagesOf(started.id_invitation))[0]).toMatchObject({
      status: 'skipped',
      reason: 'Its time had passed when the stay was added, and the guest had already checked in',
    });
    // Still before check-in: sent at once.
    const to = email('soon');
    const soon = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_email: to,
      check_in: local(2 * 86_400_000),
      check_out: local(3 * 86_400_000),
      send_email: false,
    });
    await smtp.waitFor((m) => m.to.includes(to), 5000);
    expect((await messagesOf(soon.id_invitation))[0]?.status).toBe('sent');
  });
});

describe('stays from a calendar', () => {
  it('get their messages when synced, moved with their dates, cancelled when their event leaves the calendar', async () => {
    // Each event: its UID and its check-in day in June 2031 (three nights).
    let events: [string, number][] = [
      ['stay-1', 1],
      ['stay-2', 2],
    ];
    const ics = () =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        ...events.flatMap(([uid, day]) => [
          'BEGIN:VEVENT',
          `UID:${uid}`,
          `DTSTART;VALUE=DATE:203106${String(day).padStart(2, '0')}`,
          `DTEND;VALUE=DATE:203106${String(day + 3).padStart(2, '0')}`,
          'SUMMARY:Reserved',
          'END:VEVENT',
        ]),
        'END:VCALENDAR',
        '',
      ].join('\r\n');
    const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    stopWhenDone(() => new Promise((r) => server.close(r)));
    const guide = await buildGuide(t.app, host, { title: 'Synced', timezone: 'Europe/London' });
    await createRule({
      name: 'Check-in day',
      id_guide: guide.id_guide,
      trigger: 'check_in_day',
      send_time: '09:00',
      texts: texts('Today', 'Today'),
    });
    const feed = await buildCalendarFeed(t.app, host, {
      id_guide: guide.id_guide,
      url: `http://127.0.0.1:${(server.address() as { port: number }).port}/listing.ics`,
      events_are: 'stays',
    });
    const stays = resultOf(await as.get(`/invitations/list?id_guide=${guide.id_guide}`)) as {
      id_invitation: number;
      external_uid: string;
    }[];
    expect(stays).toHaveLength(2);
    const moved = stays.find((s) => s.external_uid === 'stay-1')!;
    const gone = stays.find((s) => s.external_uid === 'stay-2')!;
    // No e-mail in a calendar: each waits for one, due on its check-in day at 09:00 (BST).
    expect(await messagesOf(gone.id_invitation)).toMatchObject([
      { status: 'waiting', due_at: '2031-06-02T08:00:00.000Z' },
    ]);
    expect(await messagesOf(moved.id_invitation)).toMatchObject([
      { status: 'waiting', due_at: '2031-06-01T08:00:00.000Z' },
    ]);
    // The first stay moves to the 20th; the second leaves the calendar.
    events = [['stay-1', 20]];
    resultOf(await as.post('/calendar_feeds/sync', { id_calendar_feed: feed.id_calendar_feed }));
    expect(await messagesOf(moved.id_invitation)).toMatchObject([
      { status: 'waiting', due_at: '2031-06-20T08:00:00.000Z' },
    ]);
    expect((await messagesOf(gone.id_invitation))[0]).toMatchObject({
      status: 'cancelled',
      reason: 'The stay was cancelled',
    });
  });
});

describe('rules', () => {
  it('need the guide’s default language, and answer the preview from a real stay or samples', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Preview', timezone: 'Europe/London' });
    const refused = await as.post('/message_rules/create', {
      name: 'French only',
      id_guide: guide.id_guide,
      trigger: 'booking_confirmed',
      texts: { fr: { subject: 'Bonjour', body: 'Bonjour' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.RES_OTHERS).toMatchObject({ FIELDS: { texts: expect.stringContaining('English') } });

    // A workspace without stays: sample values.
    const newcomer = await buildAccount(t.app);
    const newGuide = await buildGuide(t.app, newcomer, { title: 'New' });
    const sample = ZMessagePreview.parse(
      resultOf(
        await api(t.app, newcomer).post('/message_rules/preview', {
          id_guide: newGuide.id_guide,
          language: 'en',
          subject: 'Hi {{guest_first_name}}',
          body: 'Code {{door_code}}',
        }),
      ),
    );
    expect(sample).toMatchObject({ subject: 'Hi Alex', id_invitation: null, guest_name: null });

    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_name: 'Pia Preview',
      send_email: false,
    });
    const filled = ZMessagePreview.parse(
      resultOf(
        await as.post('/message_rules/preview', {
          id_guide: guide.id_guide,
          language: 'en',
          subject: 'Hi {{guest_first_name}}',
          body: 'See you',
        }),
      ),
    );
    expect(filled).toMatchObject({ subject: 'Hi Pia', id_invitation: stay.id_invitation, guest_name: 'Pia Preview' });
    expect(filled.body).toContain(stay.link);
  });

  it('refuse a field code no message fills, naming it under its text; a text that has one reads "—"', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Codes', timezone: 'Europe/London' });
    const rule = {
      name: 'Typo',
      id_guide: guide.id_guide,
      trigger: 'booking_confirmed',
      texts: texts('Hi {{guest_first_name}}', 'Code {{door_code}} {{door_cod}}'),
    };
    const refused = await as.post('/message_rules/create', rule);
    expect(refused.status).toBe(422);
    expect(refused.body.RES_OTHERS.FIELDS).toEqual({
      'texts.en.body': MESSAGES.stayMessages.unknownCode('{{door_cod}}'),
    });
    const saved = await createRule({ ...rule, texts: texts('Hi {{guest_first_name}}', 'Code {{door_code}}') });
    const modified = await as.put('/message_rules/modify', {
      id_message_rule: saved.id_message_rule,
      texts: texts('Hi {{ guest_firstname }}', 'Code {{door_code}}'),
    });
    expect(modified.status).toBe(422);
    expect(modified.body.RES_OTHERS.FIELDS).toEqual({
      'texts.en.subject': MESSAGES.stayMessages.unknownCode('{{guest_firstname}}'),
    });
    // The preview fills a text as the guest would read it: an unknown code is a dash, never braces.
    const preview = ZMessagePreview.parse(
      resultOf(
        await as.post('/message_rules/preview', {
          id_guide: guide.id_guide,
          language: 'en',
          subject: 'Hi {{nobody}}',
          body: 'See you',
        }),
      ),
    );
    expect(preview.subject).toBe('Hi —');
  });
});

describe('who may change which rule', () => {
  it('keeps rules of every guide to owners and admins, and a scoped member to their guides', async () => {
    const owner = await buildAccount(t.app);
    const [guideA, guideB] = [
      await buildGuide(t.app, owner, { title: 'A' }),
      await buildGuide(t.app, owner, { title: 'B' }),
    ];
    const client = await getDatabaseClient(t);
    const member = async (role: string, guides: number[] | null) => {
      const account = await buildAccount(t.app);
      await client.query(
        `INSERT INTO workspace_members (id_workspace, id_user, email, role, guides, status, date_accepted)
         VALUES ($1, $2, $3, $4, $5, 'active', now())`,
        [owner.id_workspace, account.id_user, account.email, role, guides],
      );
      const call = api(t.app, account);
      const headers = { [WORKSPACE_HEADER]: String(owner.id_workspace) };
      return {
        post: (url: string, body: unknown) => call.post(url, body, { headers }),
        put: (url: string, body: unknown) => call.put(url, body, { headers }),
        get: (url: string) => call.get(url, { headers }),
      };
    };
    const rule = (id_guide: number | null) => ({
      name: 'Any',
      id_guide,
      trigger: 'booking_confirmed',
      texts: texts('Hi', 'Hi'),
    });
    const [adminCaller, editor, scoped] = [
      await member('admin', null),
      await member('editor', null),
      await member('editor', [guideB.id_guide]),
    ];
    const everyGuide = await editor.post('/message_rules/create', rule(null));
    expect(everyGuide.status).toBe(403);
    expect(everyGuide.body.RES_MESSAGE).toBe('Only the owner and admins can change a rule for every guide.');
    const wide = ZMessageRule.parse(resultOf(await adminCaller.post('/message_rules/create', rule(null))));
    const ofA = ZMessageRule.parse(resultOf(await editor.post('/message_rules/create', rule(guideA.id_guide))));
    const ofB = ZMessageRule.parse(resultOf(await scoped.post('/message_rules/create', rule(guideB.id_guide))));

    const seen = (resultOf(await scoped.get('/message_rules/list')) as { id_message_rule: number }[]).map(
      (r) => r.id_message_rule,
    );
    expect(seen).toEqual([wide.id_message_rule, ofB.id_message_rule]);
    expect(
      (await scoped.put('/message_rules/modify', { id_message_rule: ofA.id_message_rule, name: 'X' })).status,
    ).toBe(404);
    expect(
      (await scoped.put('/message_rules/modify', { id_message_rule: wide.id_message_rule, name: 'X' })).status,
    ).toBe(403);
    expect(
      (await editor.put('/message_rules/modify', { id_message_rule: wide.id_message_rule, name: 'X' })).status,
    ).toBe(403);

    // A rule of guide A is not for a stay of guide B.
    const stayB = await buildInvitation(t.app, owner, { id_guide: guideB.id_guide, send_email: false });
    const wrong = await api(t.app, owner).post('/invitations/messages/send_now', {
      id_invitation: stayB.id_invitation,
      id_message_rule: ofA.id_message_rule,
    });
    expect(wrong.status).toBe(422);
  });
});

describe('two instances on one database', () => {
  it('send each message once', async () => {
    const other = await createTestApp({ smtpUrl: smtp.url, messagesPollSeconds: 0.5 }, { databaseUrl: t.databaseUrl });
    stopWhenDone(other.close);
    const guide = await buildGuide(t.app, host, { title: 'Busy', timezone: 'Europe/London' });
    const rule = await createRule({
      name: 'Busy',
      id_guide: guide.id_guide,
      trigger: 'check_in_day',
      texts: texts('Welcome', 'Welcome'),
    });
    const addresses = Array.from({ length: 30 }, (_, i) => email(`busy${i}`));
    for (const to of addresses)
      await buildInvitation(t.app, host, { id_guide: guide.id_guide, guest_email: to, send_email: false });
    // All 30 fall due at the same moment, for both instances' senders at once.
    const client = await getDatabaseClient(t);
    await client.query(`update stay_messages set due_at = now() where id_message_rule = $1`, [rule.id_message_rule]);
    const sent = await Promise.all([
      sendDueMessages(t.app.deps, { budgetMs: 1500 }),
      sendDueMessages(other.app.deps, { budgetMs: 1500 }),
    ]);
    for (const to of addresses) await smtp.waitFor((m) => m.to.includes(to), 10_000);
    await sleep(1000);
    expect(addresses.map((to) => mailsTo(to).length)).toEqual(addresses.map(() => 1));
    expect(sent[0] + sent[1]).toBeLessThanOrEqual(30);
  });
});

describe('a before_check_in rule', () => {
  it('fires at its local time', async () => {
    const mail = await smtp.waitFor(
      (m) => m.to.includes(timedEmail),
      Math.max(5000, timedDue.getTime() - Date.now() + 10_000),
    );
    const arrived = Date.now();
    expect(arrived).toBeGreaterThanOrEqual(timedDue.getTime());
    // Not early, and within the minute it is due (a wrong zone or day is hours off): on two cores
    // shared with the rest of `npm test` the sender's poll and the mail queue take a few seconds.
    expect(arrived - timedDue.getTime()).toBeLessThan(20_000);
    expect(mail.subject).toBe('See you tomorrow, Tara');
    expect((await messagesOf(timedStay))[0]).toMatchObject({ status: 'sent', due_at: timedDue.toISOString() });
    // The message sent early by hand is not sent again at its time.
    await sleep(1500);
    expect(mailsTo(earlyEmail)).toHaveLength(1);
    expect((await messagesOf(earlyStay))[0]).toMatchObject({ status: 'sent' });
  }, 90_000);
});

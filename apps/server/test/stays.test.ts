/**
 * Stays: the invitation's further fields (source, reference, phone, guests, door code and its start,
 * an optional e-mail, status Cancelled), set on create and changed by /invitations/modify with the
 * same rules; every bad value answers 12 naming its field and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { INVITATION, MESSAGES, RESULT, ZGuestGuide, ZInvitation, type TInvitation } from '@guidebook/contract';
import { getDatabaseClient, getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { api, buildAccount, buildInvitation, buildSharedGuide, resultOf } from './helpers/factories.ts';
import { cancelInvitation } from '../src/modules/invitations/invitations.repository.ts';

const clock = new Date('2026-06-01T12:00:00Z');
const smtp = await getTestSmtp();
const t = await getTestServer({ smtpUrl: smtp.url }, { now: () => clock });
const admin = await getDatabaseClient(t);
const host = await buildAccount(t.app);
const guide = await buildSharedGuide(t.app, host, { title: 'Harbour House', timezone: 'Europe/London' });
resultOf(
  await api(t.app, host).put('/guides/languages', {
    id_guide: guide.id_guide,
    default_language: 'en',
    languages: ['fr'],
  }),
);

const STAY = {
  guest_name: 'Tom Novak',
  check_in: '2026-07-01T15:00',
  check_out: '2026-07-08T10:00',
  send_email: false,
};

describe('a stay’s further fields', () => {
  it('are stored on create and answered, with source manual', async () => {
    const created = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      ...STAY,
      guest_email: 'tom@example.com',
      guest_phone: ' +420 601 234 567 ',
      guests: 3,
      reference: 'HMXK4Q2P9R',
      door_code: '4711',
      door_code_from: '2026-07-01T14:00',
      language: 'fr',
    });
    expect(created).toMatchObject({
      source: 'manual',
      id_calendar_feed: null,
      external_uid: null,
      guest_email: 'tom@example.com',
      guest_phone: '+420 601 234 567',
      guests: 3,
      reference: 'HMXK4Q2P9R',
      door_code: '4711',
      // 14:00 in London in July is 13:00 UTC.
      door_code_from: '2026-07-01T13:00:00.000Z',
      cancelled_at: null,
      language: 'fr',
      status: 'Scheduled',
    });
    const listed = resultOf(await api(t.app, host).get(`/invitations/list?id_guide=${guide.id_guide}`));
    expect(
      ZInvitation.array()
        .parse(listed)
        .find((i) => i.id_invitation === created.id_invitation),
    ).toMatchObject({
      door_code: '4711',
      guests: 3,
    });
  });

  it('are all optional: none given is null, and the door code then shows from the access window’s start', async () => {
    const created = await buildInvitation(t.app, host, { id_guide: guide.id_guide, ...STAY, guest_email: '' });
    expect(created).toMatchObject({
      guest_email: null,
      guest_phone: null,
      guests: null,
      reference: null,
      door_code: null,
      door_code_from: null,
      language: 'en',
    });
  });

  it('without an e-mail: created when not sent, and Resend says to add one (12); sending needs one (12)', async () => {
    const sent = await api(t.app, host).post('/invitations/create', {
      id_guide: guide.id_guide,
      ...STAY,
      send_email: true,
    });
    expect(sent.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { guest_email: MESSAGES.invitation.guestEmailRequired } },
    });
    const res = await api(t.app, host).post('/invitations/create', { id_guide: guide.id_guide, ...STAY });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.RES_RESULT).toMatchObject({ guest_email: null, email_sent: false });
    const id = (res.body.RES_RESULT as TInvitation).id_invitation;
    const resend = await api(t.app, host).post('/invitations/resend', { id_invitation: id });
    expect(resend.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: MESSAGES.invitation.noEmail,
      RES_OTHERS: { FIELDS: { guest_email: MESSAGES.invitation.noEmail } },
    });
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ['guests', { guests: 0 }, MESSAGES.invitation.guestsInvalid],
    ['guests', { guests: INVITATION.GUESTS_MAX + 1 }, MESSAGES.invitation.guestsInvalid],
    ['guests', { guests: '0' }, MESSAGES.invitation.guestsInvalid],
    ['door_code', { door_code: 'x'.repeat(101) }, MESSAGES.guide.maxLength(100)],
    ['door_code_from', { door_code_from: '2026-07-01 14:00' }, MESSAGES.invitation.dateInvalid],
    ['door_code_from', { door_code_from: '2026-02-30T14:00' }, MESSAGES.invitation.dateInvalid],
    ['guest_email', { guest_email: 'not-an-email' }, MESSAGES.validator.invalidEmail],
    ['guest_phone', { guest_phone: '1'.repeat(41) }, MESSAGES.guide.maxLength(40)],
    ['reference', { reference: 'R'.repeat(101) }, MESSAGES.guide.maxLength(100)],
    ['language', { language: 'de' }, MESSAGES.language.notOfGuide('German')],
  ];

  it.each(BAD)('create with a bad %s answers 12 naming it, and stores nothing', async (field, values, message) => {
    const before = await snapshotRows(admin);
    const res = await api(t.app, host).post('/invitations/create', { id_guide: guide.id_guide, ...STAY, ...values });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.VALIDATION, RES_OTHERS: { FIELDS: { [field]: message } } });
    expect(await snapshotRows(admin)).toBe(before);
  });

  it.each(BAD)('modify with a bad %s answers 12 naming it, and changes nothing', async (field, values, message) => {
    const stay = await buildInvitation(t.app, host, { id_guide: guide.id_guide, ...STAY });
    const before = await snapshotRows(admin);
    const res = await api(t.app, host).put('/invitations/modify', { id_invitation: stay.id_invitation, ...values });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.VALIDATION, RES_OTHERS: { FIELDS: { [field]: message } } });
    expect(await snapshotRows(admin)).toBe(before);
  });
});

describe('PUT /invitations/modify', () => {
  it('changes the fields given, keeps the others, clears with null, and notes the host’s edit', async () => {
    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      ...STAY,
      guest_email: 'tom@example.com',
      reference: 'R1',
      guests: 2,
    });
    const res = await api(t.app, host).put('/invitations/modify', {
      id_invitation: stay.id_invitation,
      door_code: '1234',
      guests: null,
      guest_email: null,
      language: 'fr',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = ZInvitation.parse(res.body.RES_RESULT);
    expect(changed).toMatchObject({
      guest_name: 'Tom Novak',
      reference: 'R1',
      door_code: '1234',
      guests: null,
      guest_email: null,
      language: 'fr',
      check_in: stay.check_in,
      access_from: stay.access_from,
    });
    const { rows } = await admin.query('SELECT host_edited_at FROM invitations WHERE id_invitation = $1', [
      stay.id_invitation,
    ]);
    expect(rows[0].host_edited_at).toEqual(clock);
  });

  it('moves the access window with moved dates, by as much; given access times win', async () => {
    const stay = await buildInvitation(t.app, host, { id_guide: guide.id_guide, ...STAY });
    const hour = 3_600_000;
    const moved = ZInvitation.parse(
      resultOf(
        await api(t.app, host).put('/invitations/modify', {
          id_invitation: stay.id_invitation,
          check_in: '2026-07-02T15:00',
          check_out: '2026-07-09T12:00',
        }),
      ),
    );
    expect(Date.parse(moved.check_in) - Date.parse(stay.check_in)).toBe(24 * hour);
    expect(Date.parse(moved.access_from) - Date.parse(stay.access_from)).toBe(24 * hour);
    expect(Date.parse(moved.access_to) - Date.parse(stay.access_to)).toBe(26 * hour);
    const given = ZInvitation.parse(
      resultOf(
        await api(t.app, host).put('/invitations/modify', {
          id_invitation: stay.id_invitation,
          access_from: '2026-07-02T09:00',
        }),
      ),
    );
    expect(given.access_from).toBe('2026-07-02T08:00:00.000Z');
    expect(given.access_to).toBe(moved.access_to);
  });

  it('refuses a check-out before the stored check-in (12), and an access window that would end before it starts', async () => {
    const stay = await buildInvitation(t.app, host, { id_guide: guide.id_guide, ...STAY });
    const out = await api(t.app, host).put('/invitations/modify', {
      id_invitation: stay.id_invitation,
      check_out: '2026-06-30T10:00',
    });
    expect(out.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { check_out: MESSAGES.invitation.checkOutBeforeIn } },
    });
    const access = await api(t.app, host).put('/invitations/modify', {
      id_invitation: stay.id_invitation,
      access_to: '2026-06-01T10:00',
    });
    expect(access.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { access_to: MESSAGES.invitation.accessToBeforeFrom } },
    });
  });

  it('answers 01 for a stay that does not exist or is another workspace’s', async () => {
    const other = await buildAccount(t.app);
    const theirs = await buildInvitation(t.app, other, { ...STAY });
    for (const id of [theirs.id_invitation, 2_000_000_000]) {
      const res = await api(t.app, host).put('/invitations/modify', { id_invitation: id, guests: 2 });
      expect(res.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.invitation.notFound });
    }
  });
});

describe('a cancelled stay', () => {
  it('is Cancelled for the host, and its link is closed like a revoked one', async () => {
    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_name: 'Gone',
      check_in: '2026-06-01T10:00',
      check_out: '2026-06-05T10:00',
      send_email: false,
    });
    expect(stay.status).toBe('Active');
    expect(await cancelInvitation(t.app.deps.database.db, host.id_workspace, stay.id_invitation, clock)).toBe(true);
    const after = ZInvitation.parse(
      resultOf(await api(t.app, host).get(`/invitations/select?id_invitation=${stay.id_invitation}`)),
    );
    expect(after).toMatchObject({ status: 'Cancelled', cancelled_at: clock.toISOString() });
    // The previous release reads revoked_at only: it closes the link too.
    expect(after.revoked_at).toBe(clock.toISOString());
    const url = new URL(stay.link);
    const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${guide.token}${url.search}` });
    expect(ZGuestGuide.parse(res.json().RES_RESULT).access).toEqual({ state: 'revoked' });
  });
});

describe('the next message of a stay', () => {
  it('is listed with each stay: the soonest not yet sent, waiting while the stay has no e-mail, none when cancelled', async () => {
    const own = await buildSharedGuide(t.app, host, { title: 'Next messages', timezone: 'Europe/London' });
    const rule = async (name: string, offset: number) =>
      resultOf(
        await api(t.app, host).post('/message_rules/create', {
          name,
          id_guide: own.id_guide,
          trigger: 'before_check_in',
          offset_days: offset,
          send_time: '10:00',
          texts: { en: { subject: 'Hello', body: 'See you soon' } },
        }),
      ) as { id_message_rule: number };
    const week = await rule('A week before', 7);
    await rule('The day before', 1);
    const withEmail = await buildInvitation(t.app, host, {
      id_guide: own.id_guide,
      ...STAY,
      guest_email: 'next@example.com',
    });
    const withoutEmail = await buildInvitation(t.app, host, {
      id_guide: own.id_guide,
      ...STAY,
      guest_name: 'No mail',
      guest_email: '',
    });
    const cancelled = await buildInvitation(t.app, host, { id_guide: own.id_guide, ...STAY, guest_name: 'Gone' });
    await cancelInvitation(t.app.deps.database.db, host.id_workspace, cancelled.id_invitation, clock);

    const listed = ZInvitation.array().parse(
      resultOf(await api(t.app, host).get(`/invitations/list?id_guide=${own.id_guide}`)),
    );
    const of = (id: number) => listed.find((s) => s.id_invitation === id)?.next_message;
    // Check-in 1 July: a week before at 10:00 London (BST) is 24 June 09:00 UTC.
    expect(of(withEmail.id_invitation)).toEqual({
      id_message_rule: week.id_message_rule,
      rule_name: 'A week before',
      due_at: '2026-06-24T09:00:00.000Z',
      status: 'scheduled',
    });
    expect(of(withoutEmail.id_invitation)).toMatchObject({ rule_name: 'A week before', status: 'waiting' });
    expect(of(cancelled.id_invitation)).toBeNull();
  });
});

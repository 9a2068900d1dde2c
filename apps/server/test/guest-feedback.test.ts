/**
 * Guest feedback after a stay, on the real database and clock: the window (before check-out no,
 * after it yes, 14 days after no), once per stay, a second answer within 24 hours replacing the
 * first and one after refused (the app's clock moved on by 25 hours), the review links only for 4
 * and 5 stars, the public link and other stays' links refused, the host's list with its average,
 * the review links' addresses checked, {{feedback_link}} in a timed message over real SMTP, and the
 * `feedback.created` webhook delivered to a loopback receiver for each accepted answer only.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  instantToLocal,
  MESSAGES,
  RESULT,
  ZFeedbackList,
  ZGuestFeedback,
  type TGuestFeedback,
} from '@guidebook/contract';
import { getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { api, buildAccount, buildInvitation, buildSharedGuide, resultOf } from './helpers/factories.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far the app's clock is ahead of the real one (moved on to test the 24 hours). */
let clockOffset = 0;
const smtp = await getTestSmtp();
const t = await getTestServer(
  { smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000 },
  { now: () => new Date(Date.now() + clockOffset) },
);
const host = await buildAccount(t.app);
const as = api(t.app, host);
const guest = api(t.app);
const guide = await buildSharedGuide(t.app, host, { title: 'Seaside Cottage' });

/** A local date-time (the guide has no timezone: UTC) `ms` from now. */
const local = (ms: number) => instantToLocal(new Date(Date.now() + ms), 'UTC');

type Stay = { id_invitation: number; token: string; invite: string; link: string };

/** A stay of `of` checking in and out at these offsets from now, with its personal link's two tokens. */
async function stay(
  checkIn: number,
  checkOut: number,
  of: { id_guide: number; token: string } = guide,
  fields = {},
): Promise<Stay> {
  const invitation = await buildInvitation(t.app, host, {
    id_guide: of.id_guide,
    guest_name: 'Tom Novak',
    guest_email: `tom-${crypto.randomBytes(3).toString('hex')}@example.com`,
    check_in: local(checkIn),
    check_out: local(checkOut),
    send_email: false,
    ...fields,
  });
  const url = new URL(invitation.link);
  return {
    id_invitation: invitation.id_invitation,
    token: of.token,
    invite: url.searchParams.get('invite')!,
    link: invitation.link,
  };
}

const give = (s: Pick<Stay, 'token' | 'invite'>, rating: unknown, comment?: string | null) =>
  guest.post('/guest/feedback', {
    token: s.token,
    invite: s.invite,
    rating,
    ...(comment !== undefined && { comment }),
  });

/** The feedback part of the stay's personal link's answer (undefined when it has none). */
async function feedbackOf(s: Stay): Promise<TGuestFeedback | undefined> {
  const answer = resultOf(await guest.get(`/guest/guides/${s.token}?invite=${encodeURIComponent(s.invite)}`));
  return answer.feedback === undefined ? undefined : ZGuestFeedback.parse(answer.feedback);
}

const LINKS = { airbnb: 'https://www.airbnb.com/rooms/41234567', google: 'https://g.page/r/seaside/review' };

describe('the feedback window', () => {
  it('is closed before check-out: the link says so and an answer is refused', async () => {
    const s = await stay(-DAY, DAY);
    expect(await feedbackOf(s)).toMatchObject({ open: false, can_answer: false, given: null });
    const res = await give(s, 5);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.CONFLICT, RES_MESSAGE: MESSAGES.feedback.notYet });
  });

  it('is open after check-out: the answer is kept and the link shows it', async () => {
    const s = await stay(-3 * DAY, -HOUR);
    const before = await feedbackOf(s);
    expect(before).toMatchObject({ open: true, can_answer: true, given: null, review_links: null });
    const state = ZGuestFeedback.parse(resultOf(await give(s, 3, '  The shower was cold.  ')));
    expect(state).toMatchObject({
      open: true,
      can_answer: true,
      given: { rating: 3, comment: 'The shower was cold.' },
    });
    expect(await feedbackOf(s)).toEqual(state);
  });

  it('is closed 14 days after check-out', async () => {
    const s = await stay(-20 * DAY, -14 * DAY - HOUR);
    expect(await feedbackOf(s)).toMatchObject({ open: false, can_answer: false });
    const res = await give(s, 4);
    expect(res.status).toBe(409);
    expect(res.body.RES_MESSAGE).toBe(MESSAGES.feedback.closed);
    // Just inside: 13 days and 23 hours after check-out.
    const inside = await stay(-20 * DAY, -14 * DAY + HOUR);
    expect(resultOf(await give(inside, 4)).given.rating).toBe(4);
  });

  it('is closed for a cancelled or revoked stay, whose link carries no feedback', async () => {
    const s = await stay(-3 * DAY, -HOUR);
    resultOf(await as.put('/invitations/revoke', { id_invitation: s.id_invitation }));
    expect(await feedbackOf(s)).toBeUndefined();
    const res = await give(s, 5);
    expect(res.status).toBe(409);
    expect(res.body.RES_MESSAGE).toBe(MESSAGES.feedback.stayClosed);
  });
});

describe('one answer per stay', () => {
  it('a second answer within 24 hours replaces the first; one after them is refused', async () => {
    const s = await stay(-3 * DAY, -2 * HOUR);
    const first = resultOf(await give(s, 2, 'Noisy street'));
    const second = ZGuestFeedback.parse(resultOf(await give(s, 4)));
    expect(second.given).toMatchObject({ rating: 4, comment: null, created_at: first.given.created_at });
    expect(second.given!.updated_at >= first.given.updated_at).toBe(true);
    const list = ZFeedbackList.parse(resultOf(await as.get(`/feedback/list?id_guide=${guide.id_guide}`)));
    expect(list.entries.filter((e) => e.id_invitation === s.id_invitation)).toHaveLength(1);

    clockOffset = 25 * HOUR;
    try {
      expect(await feedbackOf(s)).toMatchObject({ open: true, can_answer: false, given: { rating: 4 } });
      const late = await give(s, 1, 'Changed my mind');
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ RES_CODE: RESULT.CONFLICT, RES_MESSAGE: MESSAGES.feedback.alreadyGiven });
    } finally {
      clockOffset = 0;
    }
    const kept = ZFeedbackList.parse(resultOf(await as.get(`/feedback/list?id_guide=${guide.id_guide}`)));
    expect(kept.entries.find((e) => e.id_invitation === s.id_invitation)).toMatchObject({ rating: 4, comment: null });
  });

  it('two answers sent at once make one row', async () => {
    const s = await stay(-3 * DAY, -HOUR);
    const answers = await Promise.all([give(s, 5), give(s, 3)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const list = ZFeedbackList.parse(resultOf(await as.get(`/feedback/list?id_guide=${guide.id_guide}`)));
    expect(list.entries.filter((e) => e.id_invitation === s.id_invitation)).toHaveLength(1);
  });
});

describe('review links', () => {
  it('are shown only after 4 or 5 stars, and only those the host set', async () => {
    const linksGuide = await buildSharedGuide(t.app, host, { title: 'Harbour Flat' });
    const saved = resultOf(await as.put('/guides/review_links', { id_guide: linksGuide.id_guide, ...LINKS }));
    expect(saved).toEqual({ id_guide: linksGuide.id_guide, ...LINKS, booking: null });

    const low = await stay(-3 * DAY, -HOUR, linksGuide);
    expect(resultOf(await give(low, 3)).review_links).toBeNull();
    expect((await feedbackOf(low))!.review_links).toBeNull();

    for (const rating of [4, 5]) {
      const happy = await stay(-3 * DAY, -HOUR, linksGuide);
      expect(resultOf(await give(happy, rating)).review_links).toEqual({ ...LINKS, booking: null });
      expect((await feedbackOf(happy))!.review_links).toEqual({ ...LINKS, booking: null });
    }

    // A 5 changed to 2 within the 24 hours no longer shows them.
    const changed = await stay(-3 * DAY, -HOUR, linksGuide);
    expect(resultOf(await give(changed, 5)).review_links).not.toBeNull();
    expect(resultOf(await give(changed, 2)).review_links).toBeNull();

    // A guide without links shows none, also for 5 stars.
    const none = await stay(-3 * DAY, -HOUR);
    expect(resultOf(await give(none, 5)).review_links).toBeNull();
  });

  it('take only http(s) addresses; null or an empty text removes one, an absent field keeps it', async () => {
    const g = await buildSharedGuide(t.app, host, { title: 'Links' });
    for (const url of ['ftp://example.com/review', 'javascript:alert(1)', 'www.airbnb.com/rooms/1', 'https://']) {
      const res = await as.put('/guides/review_links', { id_guide: g.id_guide, airbnb: url });
      expect(res.status, url).toBe(422);
      expect(res.body.RES_OTHERS.FIELDS?.airbnb).toBe(MESSAGES.feedback.reviewUrlInvalid);
    }
    resultOf(await as.put('/guides/review_links', { id_guide: g.id_guide, ...LINKS, booking: 'http://booking.com/x' }));
    const after = resultOf(await as.put('/guides/review_links', { id_guide: g.id_guide, google: null, booking: '' }));
    expect(after).toEqual({ id_guide: g.id_guide, airbnb: LINKS.airbnb, google: null, booking: null });
    expect(resultOf(await as.get(`/feedback/list?id_guide=${g.id_guide}`)).review_links).toEqual({
      airbnb: LINKS.airbnb,
      google: null,
      booking: null,
    });
  });
});

describe('who may answer', () => {
  it('the public link alone, another guide’s stay or an unknown invitation cannot', async () => {
    const s = await stay(-3 * DAY, -HOUR);
    // The public guide has no feedback part.
    expect(resultOf(await guest.get(`/guest/guides/${s.token}`)).feedback).toBeUndefined();
    const publicOnly = await guest.post('/guest/feedback', { token: s.token, rating: 5 });
    expect(publicOnly.status).toBe(422);
    expect(publicOnly.body.RES_OTHERS.FIELDS?.invite).toBe(MESSAGES.feedback.linkInvalid);
    for (const invite of ['', 'not-an-invitation']) {
      const res = await give({ token: s.token, invite }, 5);
      expect(res.status, invite).toBe(404);
      expect(res.body.RES_MESSAGE).toBe(MESSAGES.feedback.linkInvalid);
    }
    // The invitation of this guide with another guide's share token.
    const other = await buildSharedGuide(t.app, host, { title: 'Other' });
    const res = await give({ token: other.token, invite: s.invite }, 5);
    expect(res.status).toBe(404);
    expect(await feedbackOf(s)).toMatchObject({ given: null });
  });

  it('refuses ratings outside 1..5 and over-long comments with a message', async () => {
    const s = await stay(-3 * DAY, -HOUR);
    for (const rating of [0, 6]) {
      const res = await give(s, rating);
      expect(res.status, String(rating)).toBe(422);
      expect(res.body.RES_OTHERS.FIELDS?.rating).toBe(MESSAGES.feedback.ratingInvalid);
    }
    const long = await give(s, 5, 'x'.repeat(2001));
    expect(long.status).toBe(422);
    expect(long.body.RES_OTHERS.FIELDS?.comment).toBe(MESSAGES.feedback.commentTooLong(2000));
    expect(await feedbackOf(s)).toMatchObject({ given: null });
  });
});

describe('the host’s list', () => {
  it('gives the entries newest first with the count and average; another workspace’s guide is 01', async () => {
    const g = await buildSharedGuide(t.app, host, { title: 'Averages' });
    const empty = ZFeedbackList.parse(resultOf(await as.get(`/feedback/list?id_guide=${g.id_guide}`)));
    expect(empty).toMatchObject({ count: 0, average: null, entries: [] });
    for (const [rating, comment] of [
      [5, 'Perfect'],
      [4, null],
      [4, 'Nice'],
    ] as const) {
      const s = await stay(-3 * DAY, -HOUR, g, { guest_name: `Guest ${rating} ${comment}` });
      resultOf(await give(s, rating, comment));
    }
    const list = ZFeedbackList.parse(resultOf(await as.get(`/feedback/list?id_guide=${g.id_guide}`)));
    expect(list).toMatchObject({ id_guide: g.id_guide, count: 3, average: 4.33 });
    expect(list.entries.map((e) => [e.rating, e.comment, e.guest_name])).toEqual([
      [4, 'Nice', 'Guest 4 Nice'],
      [4, null, 'Guest 4 null'],
      [5, 'Perfect', 'Guest 5 Perfect'],
    ]);

    const stranger = await buildAccount(t.app);
    const foreign = await api(t.app, stranger).get(`/feedback/list?id_guide=${g.id_guide}`);
    expect(foreign.status).toBe(404);
    const foreignLinks = await api(t.app, stranger).put('/guides/review_links', { id_guide: g.id_guide, ...LINKS });
    expect(foreignLinks.status).toBe(404);
  });
});

describe('{{feedback_link}}', () => {
  it('is the stay’s personal link opening the feedback screen, in a timed message and its preview', async () => {
    const s = await stay(-3 * DAY, -HOUR);
    const rule = resultOf(
      await as.post('/message_rules/create', {
        name: 'Thanks',
        id_guide: guide.id_guide,
        trigger: 'after_check_out',
        offset_days: 30,
        send_time: '10:00',
        texts: { en: { subject: 'Thank you, {{guest_first_name}}', body: 'How was it? {{feedback_link}}' } },
      }),
    );
    const preview = resultOf(
      await as.post('/message_rules/preview', {
        id_guide: guide.id_guide,
        language: 'en',
        subject: 'Thank you',
        body: 'How was it? {{feedback_link}}',
        id_invitation: s.id_invitation,
      }),
    );
    expect(preview.body).toBe(`How was it? ${s.link}#feedback`);

    const stayRow = resultOf(await as.get(`/invitations/select?id_invitation=${s.id_invitation}`));
    resultOf(
      await as.post('/invitations/messages/send_now', {
        id_invitation: s.id_invitation,
        id_message_rule: rule.id_message_rule,
      }),
    );
    const mail = await smtp.waitFor((m) => m.to.includes(stayRow.guest_email), 10_000);
    expect(mail.subject).toBe('Thank you, Tom');
    // The link opens the feedback screen; the plain link is not appended a second time.
    expect(mail.text.trim()).toBe(`How was it? ${s.link}#feedback`);
  });
});

describe('the feedback.created webhook', () => {
  it('is delivered for each accepted answer, without the guest’s e-mail, and not for a refused one', async () => {
    const received: { type: string; data: Record<string, unknown> }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push(JSON.parse(body) as (typeof received)[number]);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      resultOf(
        await as.post('/webhooks/create', { url: `http://127.0.0.1:${port}/hook`, events: ['feedback.created'] }),
      );
      const s = await stay(-3 * DAY, -HOUR);
      resultOf(await give(s, 5, 'Wonderful'));
      resultOf(await give(s, 4, 'Very good'));
      expect((await give({ token: s.token, invite: 'nobody' }, 5)).status).toBe(404);
      const deadline = Date.now() + 10_000;
      while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 500));
      expect(received.map((e) => e.type)).toEqual(['feedback.created', 'feedback.created']);
      expect(received.map((e) => e.data.feedback)).toMatchObject([
        { id_invitation: s.id_invitation, id_guide: guide.id_guide, rating: 5, comment: 'Wonderful', replaced: false },
        { id_invitation: s.id_invitation, rating: 4, comment: 'Very good', replaced: true },
      ]);
      expect(JSON.stringify(received)).not.toContain('@example.com');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

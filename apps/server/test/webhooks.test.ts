/**
 * Webhooks against a real receiver on 127.0.0.1 that verifies every request with the
 * `standardwebhooks` library's own Webhook.verify: every event type arrives, signed, once; a 500 is
 * retried (same webhook-id) until it succeeds; a 400 is not; 50 failures in a row disable the hook
 * and e-mail its owner over real SMTP; two instances on one database deliver each event once.
 * Retry waits are shortened by configuration (WEBHOOKS_RETRY_DELAYS), so it all runs in seconds.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  RESULT,
  WEBHOOK,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  ZWebhook,
  ZWebhookAttempt,
  ZWebhookCreated,
  type TWebhookCreated,
  type TWebhookEventData,
  type TWebhookEventType,
  type TWebhookSubscribableEvent,
} from '@guidebook/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../src/config.ts';
import { recordWebhookEvent, webhookEventsRecorded } from '../src/modules/webhooks/webhook-events.ts';
import { GUIDE_PUBLISHED_DEBOUNCE_MS } from '../src/modules/webhooks/guide-published.ts';
import { WEBHOOK_EVENT_EXAMPLES } from '../src/plugins/openapi-examples.ts';
import { vrboCalendar } from './helpers/ical.ts';
import {
  api,
  buildAccount,
  buildGuide,
  buildInvitation,
  buildMessageRule,
  resultOf,
  type TestAccount,
} from './helpers/factories.ts';
import { getTestServer, getTestSmtp, createTestApp, stopWhenDone, type TestApp } from './helpers/test-app.ts';
import { getWebhookReceiver, type Receiver } from './helpers/webhook-receiver.ts';
import { CALLS } from './helpers/calls.ts';
import { waitFor } from './helpers/processes.ts';

const fast: Partial<Config> = {
  webhooks: { retryDelaysSeconds: [0.3, 0.3, 0.3], pollSeconds: 0.1, leaseSeconds: 5, runSeconds: 55 },
  messagesPollSeconds: 0.2,
};
const smtp = await getTestSmtp();
const t = await getTestServer({ ...fast, smtpUrl: smtp.url });
const receiver = await getWebhookReceiver();

async function createHook(
  app: TestApp,
  host: TestAccount,
  path: string,
  events: readonly string[],
  into: Receiver = receiver,
): Promise<TWebhookCreated> {
  const res = await api(app.app, host).post('/webhooks/create', {
    url: `${into.base}${path}`,
    events,
    description: path,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const hook = ZWebhookCreated.parse(res.body.RES_RESULT);
  into.secret(path, hook.secret);
  return hook;
}

/** Records events the way other modules do (their writers' transactions), then wakes the sender. */
async function record<T extends TWebhookSubscribableEvent>(
  app: TestApp,
  idWorkspace: number,
  type: T,
  data: TWebhookEventData<T>,
  times = 1,
) {
  const deps = app.app.deps;
  await deps.database.db.transaction(async (tx) => {
    for (let i = 0; i < times; i++) await recordWebhookEvent(deps, tx, idWorkspace, type, data);
  });
  webhookEventsRecorded(deps);
}

/** The event's documented example `data` (without the workspace), with fields of its one object changed. */
function dataOf<T extends TWebhookSubscribableEvent>(
  type: T,
  change: Record<string, unknown> = {},
): TWebhookEventData<T> {
  const { id_workspace: _workspace, ...data } = WEBHOOK_EVENT_EXAMPLES[type];
  const [key, object] = Object.entries(data)[0]!;
  return { ...data, [key]: { ...(object as object), ...change } } as TWebhookEventData<T>;
}

async function attempts(host: TestAccount, idWebhook: number) {
  return z
    .array(ZWebhookAttempt)
    .parse(resultOf(await api(t.app, host).get(`/webhooks/deliveries?id_webhook=${idWebhook}`), 'deliveries'));
}

/** The hook's attempts once `ready` holds for them (they are written after the receiver answered). */
async function attemptsWhen(
  host: TestAccount,
  idWebhook: number,
  ready: (log: Awaited<ReturnType<typeof attempts>>) => boolean,
) {
  const until = Date.now() + 10_000;
  for (;;) {
    const log = await attempts(host, idWebhook);
    if (ready(log) || Date.now() > until) return log;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A calendar server for the feed events. */
const feeds = new Map<string, { status: number; body: string }>();
const feedServer = http.createServer((req, res) => {
  const feed = feeds.get(req.url ?? '') ?? { status: 404, body: '' };
  res.writeHead(feed.status, { 'content-type': 'text/calendar' }).end(feed.body);
});
await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
stopWhenDone(() => new Promise((resolve) => feedServer.close(resolve)));
const feedBase = `http://127.0.0.1:${(feedServer.address() as { port: number }).port}`;
/** The feed's export: each event a stay of "Feed Guest". */
const calendar = (events: { uid: string; from: number; to: number }[]) =>
  vrboCalendar(events.map((e) => ({ ...e, name: 'Feed Guest' })));

describe('managing webhooks', () => {
  it('creates (secret once), lists, changes, tests and deletes a hook', async () => {
    const host = await buildAccount(t.app);
    const hook = await createHook(t, host, '/manage', ['invitation.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(hook).toMatchObject({ enabled: true, events: ['invitation.created'], failures_in_row: 0 });
    const list = resultOf(await api(t.app, host).get('/webhooks/list'), 'list');
    expect(z.array(ZWebhook).parse(list)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(hook.secret);

    const modified = await api(t.app, host).put('/webhooks/modify', {
      id_webhook: hook.id_webhook,
      events: ['invitation.updated', 'invitation.updated'],
      enabled: false,
    });
    expect(ZWebhook.parse(modified.body.RES_RESULT)).toMatchObject({ events: ['invitation.updated'], enabled: false });

    // A ping goes to a disabled hook too, signed like every delivery.
    const ping = await api(t.app, host).post('/webhooks/test', { id_webhook: hook.id_webhook });
    expect(ping.status).toBe(200);
    await receiver.waitFor((r) => r.some((x) => x.path === '/manage'), 'the ping');
    const [received] = receiver.on('/manage');
    expect(received).toMatchObject({ type: 'ping', verified: true, id: ping.body.RES_RESULT.message_id });
    expect(received!.data).toEqual({ id_workspace: host.id_workspace, id_webhook: hook.id_webhook });
    const [first] = await attemptsWhen(host, hook.id_webhook, (log) => log.length > 0);
    expect(first).toMatchObject({ event: 'ping', status_code: 200, delivery_status: 'succeeded', next_retry_at: null });
    // The answer's first 1 KB is kept.
    expect(Buffer.byteLength(first!.response)).toBeLessThanOrEqual(WEBHOOK.RESPONSE_KEPT_BYTES);
    expect(first!.response.startsWith('answer 200 xxx')).toBe(true);

    const other = await buildAccount(t.app);
    expect(
      (await api(t.app, other).put('/webhooks/modify', { id_webhook: hook.id_webhook, enabled: true })).body.RES_CODE,
    ).toBe(RESULT.NOT_FOUND);
    expect((await api(t.app, other).get(`/webhooks/deliveries?id_webhook=${hook.id_webhook}`)).body.RES_CODE).toBe(
      RESULT.NOT_FOUND,
    );
    expect(
      (await api(t.app, other).post('/webhooks/redeliver', { id_delivery: first!.id_delivery })).body.RES_CODE,
    ).toBe(RESULT.NOT_FOUND);

    const deleted = await api(t.app, host).delete('/webhooks/delete', { id_webhook: hook.id_webhook });
    expect(deleted.status).toBe(200);
    expect(resultOf(await api(t.app, host).get('/webhooks/list'), 'list')).toEqual([]);
  });

  it('refuses bad input with the catalog’s messages', async () => {
    const host = await buildAccount(t.app);
    const bad = await api(t.app, host).post('/webhooks/create', { url: 'ftp://example.com/x', events: ['nope'] });
    expect(bad.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.webhooks.urlInvalid);
    const none = await api(t.app, host).post('/webhooks/create', { url: 'https://example.com/x', events: [] });
    expect(JSON.stringify(none.body)).toContain(MESSAGES.webhooks.eventsRequired);
  });

  it('refuses an address of this machine unless the server allows private addresses', async () => {
    const strict = await getTestServer({ calendarFeedsAllowPrivate: false });
    const host = await buildAccount(strict.app);
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://169.254.169.254/latest']) {
      const res = await api(strict.app, host).post('/webhooks/create', { url, events: ['invitation.created'] });
      expect(res.body.RES_CODE, url).toBe(RESULT.VALIDATION);
      expect(JSON.stringify(res.body)).toContain(MESSAGES.webhooks.urlNotPublic);
    }
    // Allowed private addresses do not open link-local and metadata ones.
    const permissive = await buildAccount(t.app);
    for (const url of ['http://169.254.169.254/latest', 'http://[fe80::1]/hook']) {
      const res = await api(t.app, permissive).post('/webhooks/create', { url, events: ['invitation.created'] });
      expect(res.body.RES_CODE, url).toBe(RESULT.VALIDATION);
      expect(JSON.stringify(res.body)).toContain(MESSAGES.webhooks.urlNotPublic);
    }
  });
});

describe('delivering', () => {
  it('delivers every event type once, signed, with the objects’ current fields and never a door code', async () => {
    const host = await buildAccount(t.app);
    const hook = await createHook(t, host, '/all', WEBHOOK_EVENT_TYPES);
    const guide = await buildGuide(t.app, host, { title: 'Webhook Villa' });
    // message.sent: a rule that e-mails at booking.
    await buildMessageRule(t.app, host, { id_guide: guide.id_guide, trigger: 'booking_confirmed', offset_days: 0 });
    const stay = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_email: 'hooked@example.com',
      door_code: '918273',
      send_email: false,
    });
    await api(t.app, host).put('/invitations/modify', { id_invitation: stay.id_invitation, guests: 3 });
    // A calendar feed: its stay created, then cancelled when its event leaves; a broken feed fails.
    feeds.set('/feed.ics', { status: 200, body: calendar([{ uid: 'A@x', from: 20, to: 25 }]) });
    const feedRes = await api(t.app, host).post('/calendar_feeds/create', {
      id_guide: guide.id_guide,
      url: `${feedBase}/feed.ics`,
      label: 'Vrbo',
    });
    const idFeed = feedRes.body.RES_RESULT.id_calendar_feed as number;
    feeds.set('/feed.ics', { status: 200, body: calendar([{ uid: 'B@x', from: 40, to: 45 }]) });
    expect((await api(t.app, host).post('/calendar_feeds/sync', { id_calendar_feed: idFeed })).status).toBe(200);
    feeds.set('/feed.ics', { status: 500, body: 'down' });
    await api(t.app, host).post('/calendar_feeds/sync', { id_calendar_feed: idFeed });
    // guide.published: the guest content changes.
    await api(t.app, host).put('/guides/modify', { id_guide: guide.id_guide, title: 'Webhook Villa II' });
    // The other lanes' events (requests, feedback) and a message the sender could not write.
    await record(
      t,
      host.id_workspace,
      'request.created',
      dataOf('request.created', { id_request: 1, guest_email: 'g@example.com' }),
    );
    await record(
      t,
      host.id_workspace,
      'request.answered',
      dataOf('request.answered', { id_request: 1, status: 'approved' }),
    );
    await record(t, host.id_workspace, 'feedback.created', dataOf('feedback.created', { id_feedback: 1, rating: 5 }));
    await record(t, host.id_workspace, 'message.failed', {
      message: {
        id_stay_message: 1,
        id_invitation: stay.id_invitation,
        id_message_rule: 1,
        id_guide: guide.id_guide,
        status: 'failed',
        sent_at: null,
        reason: 'sendFailed',
      },
    });

    const types = () => new Set(receiver.on('/all').map((r) => r.type));
    await receiver.waitFor(() => WEBHOOK_EVENT_TYPES.every((type) => types().has(type)), 'every event type', 30_000);
    // Time for a second copy, were one on its way.
    await new Promise((r) => setTimeout(r, GUIDE_PUBLISHED_DEBOUNCE_MS + 500));
    const got = receiver.on('/all');
    expect(got.every((r) => r.verified)).toBe(true);
    expect(new Set(got.map((r) => r.id)).size).toBe(got.length);
    const count = (type: string) => got.filter((r) => r.type === type).length;
    // The manual stay and the feed's two.
    expect(count('invitation.created')).toBe(3);
    expect(count('invitation.cancelled')).toBe(1);
    expect(count('calendar_feed.failed')).toBe(1);
    expect(count('message.sent')).toBe(1);
    expect(count('guide.published')).toBe(1);
    for (const r of got) {
      const type = r.type as TWebhookEventType;
      expect(WEBHOOK_EVENT_DATA[type].safeParse(r.data).success, `${type}: ${r.body}`).toBe(true);
      expect(r.data.id_workspace).toBe(host.id_workspace);
      expect(r.body).not.toContain('918273');
      expect(r.body).not.toMatch(/door_code|token|password/);
      if (!type.startsWith('invitation.') && !type.startsWith('request.')) expect(r.body).not.toContain('@example.com');
    }
    const updated = got.find(
      (r) => r.type === 'invitation.updated' && (r.data.invitation as { guests: number }).guests === 3,
    );
    expect(updated?.data.invitation).toMatchObject({
      id_invitation: stay.id_invitation,
      guest_email: 'hooked@example.com',
    });
    const published = got.find((r) => r.type === 'guide.published');
    expect(published?.data.guide).toMatchObject({ id_guide: guide.id_guide, title: 'Webhook Villa II' });
    const failedFeed = got.find((r) => r.type === 'calendar_feed.failed');
    expect(failedFeed?.data.calendar_feed).toMatchObject({ id_calendar_feed: idFeed, label: 'Vrbo' });
    expect(failedFeed?.body).not.toContain(feedBase);
    expect((await attempts(host, hook.id_webhook)).every((a) => a.delivery_status === 'succeeded')).toBe(true);
  });

  it('tells message.failed when the mail server refused a sent message’s e-mail until the mail job gave up', async () => {
    const host = await buildAccount(t.app);
    await createHook(t, host, '/undelivered', ['message.sent', 'message.failed']);
    const guide = await buildGuide(t.app, host, { title: 'Refused Villa' });
    await buildMessageRule(t.app, host, { id_guide: guide.id_guide, trigger: 'booking_confirmed', offset_days: 0 });
    const email = 'refused-guest@example.com';
    smtp.refuse(true);
    try {
      await buildInvitation(t.app, host, { id_guide: guide.id_guide, guest_email: email, send_email: false });
      await receiver.waitFor(() => receiver.on('/undelivered').some((r) => r.type === 'message.sent'), 'sent', 20_000);
      // Once the relay has refused it, as if the mail job had used its retries: its next attempt is its last.
      await waitFor(
        'the refused e-mail to wait for its retry',
        async () =>
          (
            await t.app.deps.database.db.execute(
              sql`UPDATE pgboss.job SET retry_count = retry_limit WHERE name = 'mail' AND data->>'to' = ${email} AND state = 'retry'`,
            )
          ).rowCount === 1 || undefined,
        20_000,
      );
      await receiver.waitFor(
        () => receiver.on('/undelivered').some((r) => r.type === 'message.failed'),
        'message.failed',
        30_000,
      );
    } finally {
      smtp.refuse(false);
    }
    const failed = receiver.on('/undelivered').filter((r) => r.type === 'message.failed');
    expect(failed).toHaveLength(1);
    const sent = receiver.on('/undelivered').find((r) => r.type === 'message.sent');
    const message = failed[0]?.data.message as { id_stay_message: number; status: string; reason: string };
    expect(message).toMatchObject({ status: 'failed', reason: 'sendFailed' });
    expect(message.id_stay_message).toBe((sent?.data.message as { id_stay_message: number }).id_stay_message);
    const rows = await t.app.deps.database.db.execute(
      sql`SELECT status, reason, reason_detail FROM stay_messages WHERE id_stay_message = ${message.id_stay_message}`,
    );
    expect(rows.rows[0]).toMatchObject({ status: 'failed', reason: 'sendFailed' });
    expect(String((rows.rows[0] as { reason_detail: string }).reason_detail)).toMatch(/451/);
    // The e-mail never went out, and its job (with the guest's link) is gone.
    expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    const left = await t.app.deps.database.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'to' = ${email}`,
    );
    expect((left.rows[0] as { n: number }).n).toBe(0);
  }, 60_000);

  it('retries a 500 with the same webhook-id until it succeeds', async () => {
    const host = await buildAccount(t.app);
    receiver.answer('/flaky', [500, 503]);
    const hook = await createHook(t, host, '/flaky', ['invitation.created']);
    await buildInvitation(t.app, host, { send_email: false });
    await receiver.waitFor(() => receiver.on('/flaky').length >= 3, 'three attempts');
    await new Promise((r) => setTimeout(r, 1000));
    const got = receiver.on('/flaky');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.id)).size).toBe(1);
    expect(got.every((r) => r.verified)).toBe(true);
    const log = await attempts(host, hook.id_webhook);
    expect(log.map((a) => a.status_code)).toEqual([200, 503, 500]);
    expect(log.every((a) => a.delivery_status === 'succeeded')).toBe(true);
    const [listed] = z.array(ZWebhook).parse(resultOf(await api(t.app, host).get('/webhooks/list'), 'list'));
    expect(listed?.failures_in_row).toBe(0);
  });

  it('gives up after the configured retries on 5xx, and sends a delivery again on redeliver', async () => {
    const host = await buildAccount(t.app);
    receiver.answer('/down', [], 502);
    const hook = await createHook(t, host, '/down', ['feedback.created']);
    await record(t, host.id_workspace, 'feedback.created', dataOf('feedback.created', { id_feedback: 7 }));
    // The first try and the three configured retries.
    await receiver.waitFor(() => receiver.on('/down').length >= 4, 'four attempts');
    await new Promise((r) => setTimeout(r, 1200));
    expect(receiver.on('/down')).toHaveLength(4);
    const log = await attempts(host, hook.id_webhook);
    expect(log[0]).toMatchObject({ status_code: 502, delivery_status: 'failed', next_retry_at: null });
    receiver.answer('/down', [], 200);
    await api(t.app, host).post('/webhooks/redeliver', { id_delivery: log[0]!.id_delivery });
    await receiver.waitFor(() => receiver.on('/down').length >= 5, 'the redelivery');
    expect(new Set(receiver.on('/down').map((r) => r.id)).size).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect((await attempts(host, hook.id_webhook))[0]).toMatchObject({
      status_code: 200,
      delivery_status: 'succeeded',
    });
  });

  it('does not retry a 400, but retries 408 and 429', async () => {
    const host = await buildAccount(t.app);
    receiver.answer('/bad', [400]);
    receiver.answer('/slow', [408, 429]);
    await createHook(t, host, '/bad', ['request.created']);
    await createHook(t, host, '/slow', ['request.created']);
    await record(t, host.id_workspace, 'request.created', dataOf('request.created', { id_request: 9 }));
    await receiver.waitFor(() => receiver.on('/slow').length >= 3, '408, 429, then 200');
    await new Promise((r) => setTimeout(r, 1200));
    expect(receiver.on('/bad')).toHaveLength(1);
    expect(receiver.on('/slow')).toHaveLength(3);
  });

  it('disables a hook after 50 failures in a row and e-mails its owner in the owner’s language', async () => {
    const host = await buildAccount(t.app);
    await t.app.deps.database.pool.query(`update users set language = 'de' where id_user = $1`, [host.id_user]);
    receiver.answer('/broken', [], 410);
    const hook = await createHook(t, host, '/broken', ['request.created']);
    await record(
      t,
      host.id_workspace,
      'request.created',
      dataOf('request.created', { id_request: 1 }),
      WEBHOOK.DISABLE_AFTER_FAILURES + 5,
    );
    const mail = await smtp.waitFor((m) => m.to.includes(host.email), 30_000);
    expect(mail.subject).toBe('Ein Webhook wurde ausgeschaltet');
    expect(mail.text).toContain(`${receiver.base}/broken`);
    expect(mail.text).toContain('http://guide.test/webhooks');
    const [listed] = z.array(ZWebhook).parse(resultOf(await api(t.app, host).get('/webhooks/list'), 'list'));
    expect(listed).toMatchObject({ id_webhook: hook.id_webhook, enabled: false });
    expect(listed!.failures_in_row).toBeGreaterThanOrEqual(WEBHOOK.DISABLE_AFTER_FAILURES);
    expect(listed!.disabled_at).not.toBeNull();
    // Once disabled, nothing more is sent; one e-mail only.
    const sent = receiver.on('/broken').length;
    expect(sent).toBeGreaterThanOrEqual(WEBHOOK.DISABLE_AFTER_FAILURES);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.on('/broken')).toHaveLength(sent);
    expect(smtp.messages.filter((m) => m.to.includes(host.email))).toHaveLength(1);
  });
});

describe('between runs', () => {
  it('sends an event recorded just after the run its first event queued has ended within seconds, not at the next minute', async () => {
    // Its own database (no other app's run hears these events), and runs that end 0.2 s after their
    // last round: between two events no sender runs on this app.
    const quiet = await getTestServer({
      ...fast,
      smtpUrl: smtp.url,
      webhooks: { ...fast.webhooks!, runSeconds: 0.2 },
    });
    const jobs = quiet.app.deps.jobs;
    const host = await buildAccount(quiet.app);
    await createHook(quiet, host, '/between', ['request.created']);
    await jobs.settled('webhook-deliveries');
    const recorded: number[] = [];
    await record(quiet, host.id_workspace, 'request.created', dataOf('request.created', { id_request: 1 }));
    recorded.push(Date.now());
    // The first wake queued a run; it sends the event and ends, a few hundred ms later: the second
    // event is recorded within a second of that run's queueing, with no run going.
    await receiver.waitFor(() => receiver.on('/between').length >= 1, 'the first event', 5_000);
    await jobs.settled('webhook-deliveries');
    await record(quiet, host.id_workspace, 'request.created', dataOf('request.created', { id_request: 2 }));
    recorded.push(Date.now());
    await receiver.waitFor(() => receiver.on('/between').length >= 2, 'the second event', 5_000);
    const got = receiver.on('/between');
    expect(got.map((r) => r.data)).toEqual(
      [1, 2].map((id) => expect.objectContaining({ request: expect.objectContaining({ id_request: id }) })),
    );
    expect(got.every((r, i) => r.verified && r.at - recorded[i]! < 5_000)).toBe(true);
  }, 30_000);
});

describe('several instances', () => {
  it('delivers each event once when two instances send', async () => {
    const second = await createTestApp({ ...fast, smtpUrl: smtp.url }, { databaseUrl: t.databaseUrl });
    stopWhenDone(second.close);
    const host = await buildAccount(t.app);
    await createHook(t, host, '/twice', ['request.created']);
    for (let i = 0; i < 10; i++) {
      await record(
        i % 2 ? t : second,
        host.id_workspace,
        'request.created',
        dataOf('request.created', { id_request: i }),
        20,
      );
    }
    await receiver.waitFor(() => receiver.on('/twice').length >= 200, '200 deliveries');
    await new Promise((r) => setTimeout(r, 1000));
    const got = receiver.on('/twice');
    expect(got).toHaveLength(200);
    expect(new Set(got.map((r) => r.id)).size).toBe(200);
  });
});

describe('a receiver answering 2xx with a large body', () => {
  it('has the event delivered: the answer is read up to 256 KB and cut there, never a failure', async () => {
    const MiB = 1024 * 1024;
    const bodies: Record<string, (res: http.ServerResponse) => void> = {
      // Its length declared.
      '/declared': (res) => res.writeHead(200, { 'content-length': String(MiB) }).end(Buffer.alloc(MiB, 0x61)),
      // Chunked, 4 MiB, as fast as it is read.
      '/chunked': (res) => {
        res.writeHead(202, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 0x62);
        let written = 0;
        const pump = () => {
          while (written < 4 * MiB) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => res.removeAllListeners('drain'));
        pump();
      },
    };
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => bodies[req.url ?? '']?.(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stopWhenDone(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as { port: number };
    const host = await buildAccount(t.app);
    for (const [path, letter, status] of [
      ['/declared', 'a', 200],
      ['/chunked', 'b', 202],
    ] as const) {
      const created = await api(t.app, host).post('/webhooks/create', {
        url: `http://127.0.0.1:${port}${path}`,
        events: ['invitation.created'],
      });
      const hook = ZWebhookCreated.parse(created.body.RES_RESULT);
      expect((await api(t.app, host).post('/webhooks/test', { id_webhook: hook.id_webhook })).status).toBe(200);
      const [first] = await attemptsWhen(host, hook.id_webhook, (log) => log.length > 0);
      expect(first, path).toMatchObject({ status_code: status, delivery_status: 'succeeded', next_retry_at: null });
      expect(first!.response, path).toBe(letter.repeat(WEBHOOK.RESPONSE_KEPT_BYTES));
    }
  }, 30_000);
});

/**
 * Every call that deletes something, and whether stays go with it. A call of the call table that
 * deletes and is in neither list fails the first test below.
 */
const DELETES_STAYS = ['DELETE /invitations/delete', 'DELETE /guides/delete', 'POST /guides/bulk'] as const;
const DELETES_NO_STAY: Record<string, string> = {
  'DELETE /api_tokens/delete': 'a token',
  'DELETE /calendar_feeds/delete': 'the feed; its stays stay, without their feed',
  'DELETE /content_categories/delete': 'a category of a guide',
  'DELETE /content_topics/delete': 'a topic',
  'DELETE /files/public/delete': 'an image',
  'DELETE /maps/delete': 'a map',
  'DELETE /message_rules/delete': 'a timed-message rule',
  'DELETE /request_types/delete': 'a request type',
  'DELETE /shared_topics/unplace': 'a placed topic',
  'POST /shared_topics/delete': 'a shared topic',
  'DELETE /team/members/delete': 'a member',
  'DELETE /webhooks/delete': 'a hook',
  'POST /workspaces/delete': 'an empty workspace only (no guides, so no stays)',
};

describe('deleting stays', () => {
  it('knows of every call that deletes', () => {
    const deleting = Object.keys(CALLS).filter((key) => /delete|unplace|bulk/.test(key));
    expect(deleting.sort()).toEqual([...DELETES_STAYS, ...Object.keys(DELETES_NO_STAY)].sort());
  });

  /** Two guides, each with two stays and one already cancelled. */
  async function guidesWithStays(host: TestAccount) {
    const made = { guides: [] as number[], live: [] as number[][], cancelled: [] as number[] };
    for (const title of ['Deleted Villa', 'Deleted Loft']) {
      const guide = await buildGuide(t.app, host, { title });
      const ids: number[] = [];
      for (const day of ['01', '10', '20'])
        ids.push(
          (
            await buildInvitation(t.app, host, {
              id_guide: guide.id_guide,
              check_in: `2030-07-${day}T15:00`,
              check_out: `2030-07-${day}T23:00`,
              send_email: false,
            })
          ).id_invitation,
        );
      await t.app.deps.database.pool.query(
        'UPDATE invitations SET cancelled_at = now(), revoked_at = now() WHERE id_invitation = $1',
        [ids[2]],
      );
      made.guides.push(guide.id_guide);
      made.live.push(ids.slice(0, 2));
      made.cancelled.push(ids[2]!);
    }
    return made;
  }
  type Made = Awaited<ReturnType<typeof guidesWithStays>>;

  /** Each call's deletions (refused ones too), and the stays whose `invitation.cancelled` they send. */
  const ROWS: Record<(typeof DELETES_STAYS)[number], (host: TestAccount, made: Made) => Promise<number[]>> = {
    'DELETE /invitations/delete': async (host, made) => {
      for (const id of [made.live[0]![0]!, made.cancelled[0]!])
        expect((await api(t.app, host).delete('/invitations/delete', { id_invitation: id })).status).toBe(200);
      expect((await api(t.app, host).delete('/invitations/delete', { id_invitation: 2_000_000_000 })).status).toBe(404);
      return [made.live[0]![0]!];
    },
    'DELETE /guides/delete': async (host, made) => {
      expect((await api(t.app, host).delete('/guides/delete', { id_guide: made.guides[0] })).status).toBe(200);
      expect((await api(t.app, host).delete('/guides/delete', { id_guide: made.guides[0] })).status).toBe(404);
      return made.live[0]!;
    },
    'POST /guides/bulk': async (host, made) => {
      const bulk = (confirm: number) =>
        api(t.app, host).post('/guides/bulk', { action: 'delete', id_guides: made.guides, confirm });
      // Refused without the right count: nothing deleted, nothing sent.
      expect((await bulk(1)).status).toBe(409);
      expect((await bulk(2)).status).toBe(200);
      return made.live.flat();
    },
  };

  it.each(DELETES_STAYS)(
    '%s sends invitation.cancelled with deleted_at for each stay it deletes that was not cancelled',
    async (call) => {
      const host = await buildAccount(t.app);
      const path = `/deleted-${call.replace(/\W+/g, '-')}`;
      await createHook(t, host, path, ['invitation.cancelled']);
      const made = await guidesWithStays(host);
      const before = Date.now();
      const expected = await ROWS[call](host, made);
      await receiver.waitFor(() => receiver.on(path).length >= expected.length, `${expected.length} events`, 15_000);
      // Time for an event that should not come.
      await new Promise((r) => setTimeout(r, 1_000));
      const got = receiver.on(path);
      expect(got.every((r) => r.verified && r.type === 'invitation.cancelled')).toBe(true);
      for (const r of got)
        expect(WEBHOOK_EVENT_DATA['invitation.cancelled'].safeParse(r.data).error?.issues ?? []).toEqual([]);
      const invitations = got.map(
        (r) => r.data.invitation as { id_invitation: number; status: string; deleted_at?: string },
      );
      expect(invitations.map((i) => i.id_invitation).sort((a, b) => a - b)).toEqual(
        [...expected].sort((a, b) => a - b),
      );
      for (const invitation of invitations) {
        expect(invitation.status).toBe('Cancelled');
        expect(Date.parse(invitation.deleted_at!)).toBeGreaterThanOrEqual(before - 1_000);
      }
    },
    30_000,
  );
});

describe('event data', () => {
  it('is typed by its event’s schema: a field the schema does not document is a type error and refused', () => {
    const { feedback } = dataOf('feedback.created');
    // @ts-expect-error `feedback` documents no `guest_email`: the writer cannot send one.
    const drifted: TWebhookEventData<'feedback.created'> = { feedback: { ...feedback, guest_email: 'g@example.com' } };
    expect(WEBHOOK_EVENT_DATA['feedback.created'].safeParse({ id_workspace: 1, ...drifted }).success).toBe(false);
    expect(WEBHOOK_EVENT_DATA['feedback.created'].safeParse({ id_workspace: 1, feedback }).success).toBe(true);
  });
});

describe('/api/docs', () => {
  it('documents every event’s body with an example that its schema accepts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      'x-webhooks': Record<
        string,
        { post: { requestBody: { content: Record<string, { example: { type: string; data: unknown } }> } } }
      >;
    };
    for (const type of ['ping', ...WEBHOOK_EVENT_TYPES] as const) {
      const example = doc['x-webhooks'][type]?.post.requestBody.content['application/json']?.example;
      expect(example?.type, type).toBe(type);
      expect(WEBHOOK_EVENT_DATA[type].safeParse(example?.data).success, type).toBe(true);
    }
  });
});

/**
 * Webhooks: a workspace's endpoints, created (the signing secret shown once), listed, changed,
 * deleted, tested (a `ping`), their attempts listed and a delivery sent again; and the sender.
 *
 * Events are recorded in their writers' transactions (webhook-events.ts). The sender
 * (`sendDueDeliveries`, the webhook-deliveries job) leases due deliveries in one UPDATE with FOR
 * UPDATE SKIP LOCKED, so an instance sends each once; it signs each with the `standardwebhooks`
 * library, POSTs it through the server-side-request-forgery guard (lib/outbound fetchOutside, 10 s),
 * and records the attempts of a batch in one transaction. A 2xx succeeds; a 5xx, 408, 429, a
 * timeout or a connection error is retried after WEBHOOKS_RETRY_DELAYS; any other answer fails at
 * once. 50 failed attempts in a row disable the hook and e-mail its creator (else the owner). An
 * instance that dies holding a lease leaves the delivery due again once the lease ends: the only
 * way a receiver sees a `webhook-id` twice without a retry having been recorded.
 */
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { z } from 'zod';
import {
  MESSAGES,
  RESULT,
  WEBHOOK,
  type TWebhook,
  type TWebhookAttempt,
  type TWebhookCreated,
  type TWebhookTestAnswer,
  type ZWebhookCreateRequest,
  type ZWebhookModifyRequest,
} from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { crashPoint } from '../../lib/crash-points.ts';
import { restBetweenRounds } from '../../lib/minute-job.ts';
import type { Deps } from '../../lib/deps.ts';
import { refusedOnSave } from '../../lib/outbound/check-host.ts';
import { fetchOutside, type FetchOutsideResult } from '../../lib/outbound/fetch-outside.ts';
import { queueMail } from '../../mail/outbox.ts';
import { recordPing, webhookEventsRecorded } from './webhook-events.ts';
import { compareGuides } from './guide-published.ts';
import { webhookDisabledMail } from './webhook-mail.ts';
import * as repo from './webhooks.repository.ts';

type CreateInput = z.output<typeof ZWebhookCreateRequest>;
type ModifyInput = z.output<typeof ZWebhookModifyRequest>;

/** A delivery's POST gives up after this long (redirects are not followed: a POST is not re-sent elsewhere). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries leased per round, and sent at once. */
const BATCH = 200;
const CONCURRENCY = 50;
/**
 * A run goes on past its budget while deliveries keep coming (a backlog is sent by the run that has
 * it, not left to the next minute's), ending at the first round with nothing to send, and by this
 * long after its start at the latest (the job expires at 120 s).
 */
const RUN_LIMIT_MS = 80_000;
/**
 * A round that found fewer than BATCH deliveries is followed by the next one no sooner than this
 * after its start: under a stream of writes each round takes what gathered meanwhile (one lease
 * and one recording transaction for many deliveries, not for each write's few), at most this much later.
 */
const ROUND_MS = 200;
/** The job that runs the sender, queued by name (its definition imports this file). */
const SENDER_JOB = 'webhook-deliveries';
/** An instance with no run queues one when woken, at most this often. */
const QUEUE_RUN_EVERY_MS = 1_000;
/**
 * A receiver's answer is read up to this size and cut there, the rest left unread: a 2xx is a
 * delivery whatever its size. Its first 1 KB is kept.
 */
const MAX_ANSWER_BYTES = 256 * 1024;

function present(row: repo.WebhookRow): TWebhook {
  return {
    id_webhook: row.id_webhook,
    url: row.url,
    description: row.description,
    events: row.events as TWebhook['events'],
    enabled: row.enabled,
    failures_in_row: row.failures_in_row,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
  };
}

const notFound = () => new AppError(RESULT.NOT_FOUND, MESSAGES.webhooks.notFound);

/** 12 on `url` when it points where the guard refuses to send (private addresses only when the server allows them). */
async function requireOutsideUrl(deps: Deps, url: string): Promise<void> {
  if (await refusedOnSave(url, deps)) throw AppError.invalid('url', MESSAGES.webhooks.urlNotPublic);
}

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes. */
function newWebhookSecret(): string {
  return `${WEBHOOK.SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export async function listWebhooks(deps: Deps, idWorkspace: number): Promise<TWebhook[]> {
  return (await repo.listWebhooks(deps.database.db, idWorkspace)).map(present);
}

export async function createWebhook(
  deps: Deps,
  creator: { id_user: number; id_workspace: number },
  input: CreateInput,
): Promise<TWebhookCreated> {
  const db = deps.database.db;
  if ((await repo.countWebhooks(db, creator.id_workspace)) >= WEBHOOK.MAX_PER_WORKSPACE)
    throw new AppError(RESULT.CONFLICT, MESSAGES.webhooks.tooMany(WEBHOOK.MAX_PER_WORKSPACE));
  await requireOutsideUrl(deps, input.url);
  const secret = newWebhookSecret();
  const row = await repo.insertWebhook(db, {
    idWorkspace: creator.id_workspace,
    idUser: creator.id_user,
    url: input.url,
    description: input.description ?? '',
    events: input.events,
    secret,
  });
  // From now on a change of a guide's guest content is an event: today's content is the baseline.
  if (input.events.includes('guide.published')) await compareGuides(deps, creator.id_workspace, { baseline: true });
  return { ...present(row), secret };
}

export async function modifyWebhook(deps: Deps, idWorkspace: number, input: ModifyInput): Promise<TWebhook> {
  const before = await repo.findWebhook(deps.database.db, idWorkspace, input.id_webhook);
  if (!before) throw notFound();
  if (input.url !== undefined) await requireOutsideUrl(deps, input.url);
  const changes: repo.WebhookChanges = {};
  if (input.url !== undefined) changes.url = input.url;
  if (input.description !== undefined) changes.description = input.description;
  if (input.events !== undefined) changes.events = input.events;
  if (input.enabled !== undefined) changes.enabled = input.enabled;
  const row = await repo.updateWebhook(deps.database.db, idWorkspace, input.id_webhook, changes, deps.now());
  if (!row) throw notFound();
  // Newly subscribed to guide.published: today's guest content is the baseline.
  if (input.events?.includes('guide.published') && !before.events.includes('guide.published'))
    await compareGuides(deps, idWorkspace, { baseline: true });
  // Deliveries that waited while the hook was disabled are due again.
  if (input.enabled === true) wakeSender(deps);
  return present(row);
}

export async function deleteWebhook(deps: Deps, idWorkspace: number, idWebhook: number): Promise<void> {
  if (!(await repo.deleteWebhook(deps.database.db, idWorkspace, idWebhook))) throw notFound();
}

/** Sends a `ping` to the hook (also a disabled one): answers its delivery, whose attempts /webhooks/deliveries lists. */
export async function testWebhook(deps: Deps, idWorkspace: number, idWebhook: number): Promise<TWebhookTestAnswer> {
  if (!(await repo.findWebhook(deps.database.db, idWorkspace, idWebhook))) throw notFound();
  const delivery = await deps.database.db.transaction((tx) => recordPing(deps, tx, idWorkspace, idWebhook));
  webhookEventsRecorded(deps);
  return delivery;
}

export async function listAttempts(
  deps: Deps,
  idWorkspace: number,
  idWebhook: number,
  before?: number,
): Promise<TWebhookAttempt[]> {
  const db = deps.database.db;
  if (!(await repo.findWebhook(db, idWorkspace, idWebhook))) throw notFound();
  const rows = await repo.listAttempts(db, idWorkspace, idWebhook, WEBHOOK.DELIVERIES_LISTED, before);
  return rows.map((row) => ({
    id_attempt: row.id_attempt,
    id_delivery: row.id_delivery,
    message_id: row.message_id,
    event: row.event,
    attempted_at: row.attempted_at.toISOString(),
    status_code: row.status_code,
    duration_ms: row.duration_ms,
    response: row.response,
    delivery_status: row.delivery_status as TWebhookAttempt['delivery_status'],
    next_retry_at: row.delivery_status === 'pending' ? (row.next_retry_at?.toISOString() ?? null) : null,
  }));
}

/** Sends a delivery again (same `webhook-id`), now. */
export async function redeliver(deps: Deps, idWorkspace: number, idDelivery: number): Promise<void> {
  if (!(await repo.redeliver(deps.database.db, idWorkspace, idDelivery, deps.now())))
    throw new AppError(RESULT.NOT_FOUND, MESSAGES.webhooks.deliveryNotFound);
  wakeSender(deps);
}

/* ------------------------------------------------------------------ the sender */

/** Each deps' (app's) running sender, woken when deliveries became due. */
const wakers = new WeakMap<Deps, () => void>();
/**
 * Per deps (app), the runs it queues because none ran on it: when it last queued one, the timer of
 * the one it queues at the end of that window for a wake that came within it, and whether the app
 * closed (it queues no more).
 */
type RunQueue = { queuedAt: number; later: NodeJS.Timeout | null; closed: boolean };
const runQueues = new WeakMap<Deps, RunQueue>();

/**
 * Wakes this instance's sender (app.ts calls it for every `webhookEventsRecorded`, from any
 * instance). With no run here (between two runs of the job, or while another instance holds the
 * minute's), it queues a run, which this instance's idle worker takes at once: deliveries recorded
 * between two runs leave now, not when the next minute's job is queued (up to a minute later).
 * It queues at most one run per QUEUE_RUN_EVERY_MS: a wake within that time of the last queued run
 * is kept for the window's end, when it wakes the sender running then or queues a run (the earlier
 * run may have ended before this wake's deliveries were recorded).
 */
export function wakeSender(deps: Deps): void {
  const wake = wakers.get(deps);
  if (wake) return wake();
  let queue = runQueues.get(deps);
  if (!queue) runQueues.set(deps, (queue = { queuedAt: -Infinity, later: null, closed: false }));
  if (queue.closed || queue.later) return;
  const wait = queue.queuedAt + QUEUE_RUN_EVERY_MS - Date.now();
  if (wait > 0) {
    const waiting = queue;
    waiting.later = setTimeout(() => {
      waiting.later = null;
      wakeSender(deps);
    }, wait);
    // Cleared when the app closes (stopSenderWakes); it never keeps the process alive meanwhile.
    waiting.later.unref();
    return;
  }
  queue.queuedAt = Date.now();
  deps.jobs.sendNamed(SENDER_JOB, {}).catch((err: unknown) => {
    // Closing (the queue stopped): the next instance's run, or this one's after a restart, sends them.
    deps.log.debug({ err }, 'could not queue a webhook sender run');
  });
}

/** Closing (after the job queue stopped): the run kept for a window's end is dropped, and no more are queued. */
export function stopSenderWakes(deps: Deps): void {
  const queue = runQueues.get(deps);
  if (queue?.later) clearTimeout(queue.later);
  runQueues.set(deps, { queuedAt: -Infinity, later: null, closed: true });
}

/** The first 1 KB of an answer's body as text (cut on a character boundary). */
function firstKilobyte(body: Buffer | undefined): string {
  if (!body || body.length === 0) return '';
  return new TextDecoder('utf-8', { fatal: false })
    .decode(body.subarray(0, WEBHOOK.RESPONSE_KEPT_BYTES))
    .replace(/\uFFFD+$/, '')
    .replaceAll(String.fromCharCode(0), '');
}

type Outcome = { ok: boolean; retry: boolean; status: number | null; response: string };

/** What an attempt's result means: success, a retryable failure (5xx, 408, 429, no answer) or a final one. */
export function outcomeOf(result: FetchOutsideResult): Outcome {
  if (result.kind === 'ok')
    return { ok: true, retry: false, status: result.status, response: firstKilobyte(result.body) };
  if (result.kind === 'not_modified') return { ok: false, retry: false, status: 304, response: '' };
  if (result.reason === 'http_status') {
    const s = result.status;
    return {
      ok: false,
      retry: s >= 500 || s === 408 || s === 429,
      status: s,
      response: firstKilobyte(result.body),
    };
  }
  const retry = result.reason === 'timeout' || result.reason === 'unreachable';
  const what: Record<typeof result.reason, string> = {
    timeout: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`,
    unreachable: `Could not connect (${result.detail})`,
    not_public: 'The address points to this server or a private network',
    bad_url: 'The address is not a valid http(s) address',
    too_large: 'The answer was too large',
    too_many_redirects: 'The receiver answered with a redirect (a webhook is not sent elsewhere)',
  };
  return { ok: false, retry, status: null, response: what[result.reason] };
}

async function attempt(deps: Deps, row: repo.LeasedDelivery, signal?: AbortSignal): Promise<repo.AttemptResult> {
  const at = deps.now();
  const signature = new Webhook(row.secret).sign(row.message_id, at, row.body);
  const started = performance.now();
  const result = await fetchOutside(row.url, {
    method: 'POST',
    body: row.body,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(row.body)),
      'user-agent': 'Guidebook-Webhooks',
      'webhook-id': row.message_id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    timeoutMs: DELIVERY_TIMEOUT_MS,
    maxRedirects: 0,
    maxBytes: MAX_ANSWER_BYTES,
    overLimit: 'cut',
    readRefusedBody: true,
    allowPrivate: deps.config.calendarFeedsAllowPrivate,
    ...(deps.resolveHost ? { resolveHost: deps.resolveHost } : {}),
    ...(signal ? { signal } : {}),
    // A hook's receiver gets many POSTs a second under load: its connections are reused.
    keepAlive: true,
  });
  const duration = Math.round(performance.now() - started);
  const outcome = outcomeOf(result);
  const delays = deps.config.webhooks.retryDelaysSeconds;
  const attemptsSoFar = row.attempts + 1;
  const delay = outcome.retry ? delays[attemptsSoFar - 1] : undefined;
  const status = outcome.ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
  return {
    id_delivery: row.id_delivery,
    id_webhook: row.id_webhook,
    id_workspace: row.id_workspace,
    attempted_at: at,
    status_code: outcome.status,
    duration_ms: duration,
    response: outcome.response,
    status,
    next_attempt_at: status === 'pending' ? new Date(at.getTime() + duration + delay! * 1000) : null,
    ok: outcome.ok,
  };
}

/** Runs `work` over `items`, at most `limit` at once, answers the results in order. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  });
  await Promise.all(runners);
  return results;
}

/**
 * One round: leases due deliveries, sends them, records the attempts (and disables hooks that
 * failed 50 times in a row, e-mailing their owners) in one transaction. Answers how many it sent.
 */
export async function sendDueBatch(deps: Deps, signal?: AbortSignal): Promise<number> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + deps.config.webhooks.leaseSeconds * 1000);
  const rows = await repo.leaseDue(deps.database.db, now, leaseUntil, BATCH);
  if (rows.length === 0) return 0;
  crashPoint('webhook-leased');
  // One signal for the batch's sends (each listens to it while it runs: up to CONCURRENCY at once).
  const batch = new AbortController();
  setMaxListeners(CONCURRENCY + 10, batch.signal);
  const stop = () => batch.abort();
  if (signal?.aborted) stop();
  signal?.addEventListener('abort', stop, { once: true });
  const results = await mapLimit(rows, CONCURRENCY, (row) => attempt(deps, row, batch.signal)).finally(() =>
    signal?.removeEventListener('abort', stop),
  );
  await deps.database.db.transaction(async (tx) => {
    const disabled = await repo.recordAttempts(
      tx as unknown as Db,
      results,
      WEBHOOK.DISABLE_AFTER_FAILURES,
      deps.now(),
    );
    for (const hook of disabled) {
      deps.log.warn({ id_webhook: hook.id_webhook }, 'webhook disabled after repeated failures');
      await queueMail(deps, webhookDisabledMail(deps, hook), tx);
    }
  });
  return rows.length;
}

/**
 * The sender's run (the webhook-deliveries job): sends what is due, then waits for the next due
 * delivery (or a wake-up, or WEBHOOKS_POLL_SECONDS) until `budgetMs` has passed or the instance
 * stops. Past the budget it goes on while each round finds deliveries to send, up to RUN_LIMIT_MS.
 */
export async function sendDueDeliveries(
  deps: Deps,
  { signal, budgetMs = 55_000 }: { signal?: AbortSignal; budgetMs?: number } = {},
): Promise<number> {
  const started = Date.now();
  const until = started + budgetMs;
  const limit = started + Math.max(budgetMs, RUN_LIMIT_MS);
  let total = 0;
  while (!signal?.aborted && Date.now() < limit) {
    // Woken while a round runs: look again right after it.
    let woken = false;
    wakers.set(deps, () => (woken = true));
    const roundStarted = Date.now();
    const sent = await sendDueBatch(deps, signal);
    total += sent;
    if (sent > 0 && sent < BATCH) {
      const rest = roundStarted + ROUND_MS - Date.now();
      if (rest > 0) await sleep(rest, undefined, signal ? { signal } : {}).catch(() => undefined);
    }
    if (sent > 0 || woken) continue;
    if (Date.now() >= until) break;
    const pollMs = deps.config.webhooks.pollSeconds * 1000;
    let waitMs = pollMs;
    const next = await repo.nextDueAt(deps.database.db);
    if (next) waitMs = Math.max(0, Math.min(pollMs, next.getTime() - deps.now().getTime()));
    waitMs = Math.min(waitMs, until - Date.now());
    if (waitMs <= 0) {
      // Due but leased by another instance, or a retry due now: a short breath, then again.
      await sleep(Math.min(50, Math.max(0, until - Date.now())));
      continue;
    }
    await restBetweenRounds(waitMs, signal, (wake) => wakers.set(deps, wake));
  }
  wakers.delete(deps);
  return total;
}

/**
 * Background work as jobs in PostgreSQL (pg-boss 10, its own schema `pgboss` in the app's
 * database, on the app's pool): a job is taken by one instance at a time (FOR UPDATE SKIP LOCKED),
 * survives the crash of the instance that queued it or was running it (a job still active past its
 * expiry is failed by the maintenance, which some instance runs every MAINTENANCE_SECONDS, and is
 * retried by whichever instance polls next), and is retried with exponential back-off.
 *
 * This is the queue only: it knows no job. Each job is a JobDefinition (`defineJob`) in the code
 * whose work it is (`<folder>/jobs/<name>.job.ts`): its queue's name, the zod schema of what it
 * carries, its queue's settings and its handler. app.ts hands the list to `start`, which creates the
 * queues and schedules; the workers start when the app is ready and stop, waiting for the job each
 * one is running, when it closes, before the pool does. Each worker runs one job at a time (or one
 * batch of `batchSize`, side by side: the e-mails), and a kind has one worker per instance unless its
 * `concurrency` says more (the e-mails), so two 100-megapixel decodes never add up in memory.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { poolJobSql, transactionJobSql, underJobsLock, type Transaction } from '../db/job-sql.ts';
import type { JobContext } from './deps.ts';

/** A queue's settings: how its jobs are retried, expire, are polled for and scheduled. */
export type JobOptions = {
  /** Attempts after the first; the n-th retry waits retryDelay × 2^(n-1) to twice that (seconds). */
  retryLimit: number;
  retryDelay: number;
  /** A job still running this long after it started is failed (then retried), wherever it runs. */
  expireInSeconds: number;
  /** How often an idle worker asks for a job. */
  pollingSeconds: number;
  /**
   * How many jobs of this kind one instance runs at once (default 1): more for work that mostly
   * waits on another server (an e-mail's SMTP exchange), never for work that fills memory.
   */
  concurrency?: number;
  /**
   * How many jobs a worker takes per fetch (default 1): they run side by side and the done ones are
   * completed together, so many small jobs (e-mails) cost two queries per batch instead of two per job.
   * A worker takes its next batch once each job of this one has ended.
   */
  batchSize?: number;
  /** Delete the job once done instead of keeping it completed (a mail's links are secrets). */
  deleteWhenDone?: boolean;
  /** A cron line (UTC): queued once per occurrence across all instances. */
  cron?: string;
  /**
   * Also queued (with an empty payload) when an instance is ready: `true`, one for the instances
   * starting within the same minute; `'each'`, one per instance, for work that runs safely side by
   * side and should not wait for the next minute after a restart (the timed messages).
   */
  queueAtStart?: boolean | 'each';
};

/** One kind of job, declared where its work is. */
export type JobDefinition<Payload> = {
  /** The queue's name (pg-boss's job `name`): one queue per definition. */
  id: string;
  /** What a job carries (JSON in the job row), checked when it is queued and again when it runs. */
  schema: z.ZodType<Payload>;
  options: JobOptions;
  /** What the job does, on whichever instance takes it; a throw fails the attempt (then retried). */
  handler(payload: Payload, context: JobContext): Promise<void>;
  /**
   * Runs once when an attempt has failed and no retry follows, on the instance that ran it, before
   * the job is dropped: the job's owner records what did not happen (a mail that never went out).
   */
  onGiveUp?(payload: Payload, context: JobContext, error: unknown): Promise<void>;
};

/** Declares a job (an identity function: it ties the handler's payload type to the schema's). */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** How often the instance whose turn it is fails expired jobs and archives finished ones. */
export const MAINTENANCE_SECONDS = 10;
/** How long closing waits for the jobs the workers are running. */
const STOP_WAIT_MS = 10_000;
const SCHEMA = 'pgboss';

export type SendOptions = {
  /** Queue inside this transaction: the job exists only if it commits. */
  tx?: Transaction;
  /** Workers take a queue's jobs of higher priority first (default 0), then the oldest first. */
  priority?: number;
  /** At most one job with this key per `singletonSeconds` slot, across all instances. */
  singletonKey?: string;
  singletonSeconds?: number;
};

type AnyJob = JobDefinition<unknown>;
/** A queue's done jobs not yet completed: the next statement's ids, and the statement on its way. */
type Finishing = { ids: string[]; flush: Promise<void> | null; running: Promise<unknown> | null };
type Job = PgBoss.JobWithMetadata<unknown>;

export class Jobs {
  private readonly boss: PgBoss;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly definitions = new Map<string, AnyJob>();
  private readonly loops: Promise<void>[] = [];
  /** Per queue, the idle workers' wake-ups. */
  private readonly wakers = new Map<string, Set<() => void>>();
  /** Per queue, the done jobs waiting to be completed together (see finish). */
  private readonly finishing = new Map<string, Finishing>();
  private stopping = false;
  /** Aborted by stop(): a long handler (a calendar sync) stops taking more work. */
  private readonly stopped = new AbortController();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: poolJobSql(database, this.inFlight),
      schema: SCHEMA,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      // Finished jobs move to the archive after an hour and leave it after a day.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
    });
    this.boss.on('error', (err) => log.warn({ err }, 'job queue'));
  }

  /**
   * Creates (or updates) pg-boss's schema and the queues and schedules of these jobs, the ones this
   * instance runs; safe with several instances starting at once.
   */
  async start(definitions: readonly AnyJob[]): Promise<void> {
    for (const definition of definitions) {
      if (this.definitions.has(definition.id)) throw new Error(`two jobs named ${definition.id}`);
      this.definitions.set(definition.id, definition);
    }
    await underJobsLock(this.database, () => this.install());
  }

  private async install(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const { id, options: q } of this.definitions.values()) {
      const options = {
        name: id,
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelay,
        retryBackoff: true,
        expireInSeconds: q.expireInSeconds,
      };
      await this.boss.createQueue(id, options);
      // A queue made by an older version keeps its row: bring its settings up to date.
      await this.boss.updateQueue(id, options);
      if (q.cron) await this.boss.schedule(id, q.cron, {}, { tz: 'UTC' });
    }
  }

  /** Whether this instance runs jobs of this kind (it was in the list `start` took). */
  handles(job: AnyJob): boolean {
    return this.definitions.get(job.id) === job;
  }

  /** Queues a job; its id, or null when a singleton of the same key is already queued in this slot. */
  async send<Payload>(job: JobDefinition<Payload>, data: Payload, options: SendOptions = {}): Promise<string | null> {
    const { tx, ...rest } = options;
    const payload = job.schema.parse(data);
    const id = await this.boss.send(job.id, payload as object, {
      ...rest,
      ...(tx ? { db: transactionJobSql(tx) } : {}),
    });
    // An idle worker of this instance looks at once (a job queued in a transaction is seen at its next poll, after the commit).
    if (!tx) this.wake(job);
    return id;
  }

  /**
   * Queues several jobs of one kind in one statement (with `tx`, inside that transaction): a sender
   * of many e-mails at once. Each payload is checked as `send` checks it; the queue's settings apply.
   */
  async sendMany<Payload>(
    job: JobDefinition<Payload>,
    data: readonly Payload[],
    options: Pick<SendOptions, 'tx' | 'priority'> = {},
  ): Promise<void> {
    if (data.length === 0) return;
    const { tx, priority } = options;
    const rows = data.map((payload) => ({
      name: job.id,
      data: job.schema.parse(payload) as object,
      ...(priority !== undefined ? { priority } : {}),
    }));
    await this.boss.insert(rows, tx ? { db: transactionJobSql(tx) } : {});
    if (!tx) for (const wake of [...(this.wakers.get(job.id) ?? [])]) wake();
  }

  /**
   * Wakes an idle worker of this instance for the kind: `send` does it for a job queued outside a
   * transaction; the code that queued one with `tx` calls it after the commit (the job is not there
   * before).
   */
  wake(job: AnyJob): void {
    this.wakers.get(job.id)?.values().next().value?.();
  }

  /**
   * Queues a job of the kind named by its queue: for code that cannot import the definition (the
   * mail job queues the follow-up its sender asked for when it gives up). Unknown names throw.
   */
  async sendNamed(name: string, data: unknown, options: SendOptions = {}): Promise<string | null> {
    const job = this.definitions.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return this.send(job, data, options);
  }

  /** Resolves once no job of this queue waits or runs (on any instance of this database). */
  async settled(name: string, timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while ((await this.boss.getQueueSize(name, { before: 'completed' })) > 0) {
      if (Date.now() > until) throw new Error(`${name} jobs still waiting after ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  /** Starts each job kind's workers, their handlers given `context`; then queues the jobs that run at start. */
  async startWorkers(context: JobContext): Promise<void> {
    for (const job of this.definitions.values())
      for (let i = 0; i < (job.options.concurrency ?? 1); i++) this.loops.push(this.work(job, context));
    for (const job of this.definitions.values())
      if (job.options.queueAtStart)
        await this.send(
          job,
          {},
          job.options.queueAtStart === 'each' ? {} : { singletonKey: 'start', singletonSeconds: 60 },
        );
  }

  /** Stops the workers (waiting up to STOP_WAIT_MS for their jobs) and pg-boss; the pool stays open. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopped.abort();
    for (const idle of this.wakers.values()) for (const wake of idle) wake();
    const waited = await Promise.race([
      Promise.all(this.loops).then(() => true),
      sleep(STOP_WAIT_MS, false, { ref: false }),
    ]);
    if (!waited) this.log.warn('jobs still running at close: another instance retries them after their expiry');
    if (this.started) await this.boss.stop({ graceful: true, close: false, timeout: 1000 });
    // pg-boss's last queries (a fetch, a completion) settle before the pool closes.
    await Promise.allSettled([...this.inFlight]);
  }

  private async work(definition: AnyJob, context: JobContext): Promise<void> {
    const { id: name, options } = definition;
    while (!this.stopping) {
      let jobs: Job[] = [];
      try {
        jobs = await this.boss.fetch<unknown>(name, { batchSize: options.batchSize ?? 1, includeMetadata: true });
      } catch (err) {
        this.log.warn({ err, queue: name }, 'could not fetch a job');
      }
      if (jobs.length > 0) {
        await Promise.all(jobs.map((job) => this.run(definition, context, job)));
        continue;
      }
      if (this.stopping) break;
      const idle = new AbortController();
      const wake = () => idle.abort();
      const waiting = this.wakers.get(name) ?? new Set();
      this.wakers.set(name, waiting.add(wake));
      await sleep(options.pollingSeconds * 1000, undefined, { signal: idle.signal }).catch(() => undefined);
      waiting.delete(wake);
    }
  }

  /**
   * Completes (or deletes, per the queue's `deleteWhenDone`) a done job. A job done while an earlier
   * completion of its queue is still on its way waits for it and goes with the others done meanwhile,
   * in one statement: one query for a burst of jobs, and no more than one round trip between a job
   * ending and its row saying so (an e-mail sent but still active is sent again after its expiry).
   */
  private finish(definition: AnyJob, id: string): Promise<void> {
    let pending = this.finishing.get(definition.id);
    if (!pending) this.finishing.set(definition.id, (pending = { ids: [], flush: null, running: null }));
    pending.ids.push(id);
    if (!pending.flush) pending.flush = this.flushFinished(definition, pending);
    return pending.flush;
  }

  private async flushFinished(definition: AnyJob, pending: Finishing): Promise<void> {
    // One statement at a time per queue: the jobs done meanwhile wait for it, then go together. Always
    // awaited, so that `finish` has stored this flush before it takes the ids.
    await (pending.running ?? Promise.resolve()).catch(() => undefined);
    const ids = pending.ids.splice(0);
    pending.flush = null;
    const running: Promise<unknown> = definition.options.deleteWhenDone
      ? this.boss.deleteJob(definition.id, ids)
      : this.boss.complete(definition.id, ids);
    pending.running = running;
    try {
      await running;
    } finally {
      if (pending.running === running) pending.running = null;
    }
  }

  /** The definition's onGiveUp for a job whose last attempt failed; its own failure is logged, not retried. */
  private async giveUp(definition: AnyJob, context: JobContext, job: Job, error: unknown): Promise<void> {
    const parsed = definition.schema.safeParse(job.data);
    if (!parsed.success || !definition.onGiveUp) return;
    try {
      await definition.onGiveUp(parsed.data, context, error);
    } catch (err) {
      this.log.error({ err, queue: definition.id, job: job.id }, `${definition.id} job: recording the give-up failed`);
    }
  }

  private async run(definition: AnyJob, context: JobContext, job: Job): Promise<void> {
    const { id: name, options } = definition;
    const expiry = new AbortController();
    try {
      // Past its expiry the job is another instance's to retry: stop waiting for it here.
      await Promise.race([
        // A row that does not fit the schema (queued by an older version) fails like a handler that throws.
        Promise.resolve().then(() =>
          definition.handler(definition.schema.parse(job.data), { ...context, signal: this.stopped.signal }),
        ),
        sleep(job.expireInSeconds * 1000, undefined, { signal: expiry.signal }).then(
          () => {
            throw new Error(`still running after its expiry (${job.expireInSeconds} s)`);
          },
          () => undefined, // the job ended first
        ),
      ]);
      await this.finish(definition, job.id);
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      this.log[last ? 'error' : 'warn'](
        { err, queue: name, job: job.id, attempt: job.retryCount + 1 },
        last ? `${name} job failed for good` : `${name} job failed; it will be retried`,
      );
      if (last && definition.onGiveUp) await this.giveUp(definition, context, job, err);
      try {
        await this.boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
        // A failed mail keeps no links.
        if (last && options.deleteWhenDone) await this.boss.deleteJob(name, job.id);
      } catch (failErr) {
        this.log.warn({ err: failErr, queue: name, job: job.id }, 'could not record a failed job (it expires)');
      }
    } finally {
      expiry.abort();
    }
  }
}

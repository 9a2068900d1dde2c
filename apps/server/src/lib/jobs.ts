/**
 * Background work as jobs in PostgreSQL (pg-boss 10, its own schema `pgboss` in the app's
 * database, on the app's pool): a job is taken by one instance at a time (FOR UPDATE SKIP LOCKED),
 * survives the crash of the instance that queued it or was running it (a job still active past its
 * expiry is failed by the maintenance, which some instance runs every MAINTENANCE_SECONDS, and is
 * retried by whichever instance polls next), and is retried with exponential back-off.
 *
 * The queues and their settings are declared here, once (QUEUES); modules register what a job does
 * (`handle`) while the app is built; the workers start when the app is ready and stop, waiting for
 * the job each one is running, when it closes, before the pool does. Each worker runs one job at a
 * time (per instance), so two 100-megapixel decodes never add up in memory.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { poolJobSql, transactionJobSql, underJobsLock, type Transaction } from '../db/job-sql.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { ThumbnailJob } from '../modules/files/thumbnail-queue.ts';

/** What each queue's job carries (JSON in the job row). */
export type JobPayloads = {
  /** The whole message, rendered when it was queued: a retry sends exactly the same e-mail. */
  mail: MailMessage & { messageId: string };
  thumbnail: ThumbnailJob;
  'upload-sweep': Record<string, never>;
};
export type JobName = keyof JobPayloads;

type QueueSettings = {
  /** Attempts after the first; the n-th retry waits retryDelay × 2^(n-1) to twice that (seconds). */
  retryLimit: number;
  retryDelay: number;
  /** A job still running this long after it started is failed (then retried), wherever it runs. */
  expireInSeconds: number;
  /** How often an idle worker asks for a job. */
  pollingSeconds: number;
  /** Delete the job once done instead of keeping it completed (a mail's links are secrets). */
  deleteWhenDone?: boolean;
  /** A cron line (UTC): queued once per occurrence across all instances. */
  cron?: string;
};

export const QUEUES: Record<JobName, QueueSettings> = {
  // 8 retries starting 5 s after a refusal: the last one 21 to 42 minutes after the first attempt.
  // The expiry (a crashed instance's e-mail goes out from another within a minute: 30 s + the
  // maintenance's 10 s + the first retry's 5 to 10 s) is above the mailer's SMTP timeouts (mailer.ts).
  mail: { retryLimit: 8, retryDelay: 5, expireInSeconds: 30, pollingSeconds: 0.5, deleteWhenDone: true },
  // A 100-megapixel decode takes seconds; ten minutes leaves room for a slow store and a busy machine.
  thumbnail: { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, pollingSeconds: 0.5 },
  // Hourly; idempotent, so the rare second run (a sweep outliving its expiry) removes nothing more.
  'upload-sweep': { retryLimit: 2, retryDelay: 60, expireInSeconds: 1800, pollingSeconds: 5, cron: '0 * * * *' },
};

/** How often the instance whose turn it is fails expired jobs and archives finished ones. */
export const MAINTENANCE_SECONDS = 10;
/** How long closing waits for the jobs the workers are running. */
const STOP_WAIT_MS = 10_000;
const SCHEMA = 'pgboss';

export type SendOptions = {
  /** Queue inside this transaction: the job exists only if it commits. */
  tx?: Transaction;
  /** At most one job with this key per `singletonSeconds` slot, across all instances. */
  singletonKey?: string;
  singletonSeconds?: number;
};

type Handler<N extends JobName> = (data: JobPayloads[N]) => Promise<void>;
type Job = PgBoss.JobWithMetadata<unknown>;

export class Jobs {
  private readonly boss: PgBoss;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly handlers = new Map<JobName, Handler<JobName>>();
  private readonly loops: Promise<void>[] = [];
  private readonly wakers = new Map<JobName, () => void>();
  private stopping = false;
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

  /** Creates (or updates) pg-boss's schema, the queues and the schedules; safe with several instances starting at once. */
  async start(): Promise<void> {
    await underJobsLock(this.database, () => this.install());
  }

  private async install(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [name, q] of Object.entries(QUEUES) as [JobName, QueueSettings][]) {
      const options = {
        name,
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelay,
        retryBackoff: true,
        expireInSeconds: q.expireInSeconds,
      };
      await this.boss.createQueue(name, options);
      // A queue made by an older version keeps its row: bring its settings up to date.
      await this.boss.updateQueue(name, options);
      if (q.cron) await this.boss.schedule(name, q.cron, {}, { tz: 'UTC' });
    }
  }

  /** What a job of this queue does (registered while the app is built; run once the app is ready). */
  handle<N extends JobName>(name: N, handler: Handler<N>): void {
    this.handlers.set(name, handler as Handler<JobName>);
  }

  /** Whether this instance runs jobs of this queue. */
  handles(name: JobName): boolean {
    return this.handlers.has(name);
  }

  /** Queues a job; its id, or null when a singleton of the same key is already queued in this slot. */
  async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}): Promise<string | null> {
    const { tx, ...rest } = options;
    const id = await this.boss.send(name, data, { ...rest, ...(tx ? { db: transactionJobSql(tx) } : {}) });
    // This instance's idle worker looks at once (a job queued in a transaction is seen at its next poll, after the commit).
    if (!tx) this.wakers.get(name)?.();
    return id;
  }

  /** Resolves once no job of this queue waits or runs (on any instance of this database). */
  async settled(name: JobName, timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while ((await this.boss.getQueueSize(name, { before: 'completed' })) > 0) {
      if (Date.now() > until) throw new Error(`${name} jobs still waiting after ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  /** Starts one worker per handled queue. */
  startWorkers(): void {
    for (const name of this.handlers.keys()) this.loops.push(this.work(name));
  }

  /** Stops the workers (waiting up to STOP_WAIT_MS for their jobs) and pg-boss; the pool stays open. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const wake of this.wakers.values()) wake();
    const waited = await Promise.race([
      Promise.all(this.loops).then(() => true),
      sleep(STOP_WAIT_MS, false, { ref: false }),
    ]);
    if (!waited) this.log.warn('jobs still running at close: another instance retries them after their expiry');
    if (this.started) await this.boss.stop({ graceful: true, close: false, timeout: 1000 });
    // pg-boss's last queries (a fetch, a completion) settle before the pool closes.
    await Promise.allSettled([...this.inFlight]);
  }

  private async work(name: JobName): Promise<void> {
    const handler = this.handlers.get(name) as Handler<JobName>;
    const { pollingSeconds } = QUEUES[name];
    while (!this.stopping) {
      let job: Job | undefined;
      try {
        [job] = await this.boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        this.log.warn({ err, queue: name }, 'could not fetch a job');
      }
      if (job) {
        await this.run(name, handler, job);
        continue;
      }
      if (this.stopping) break;
      const idle = new AbortController();
      this.wakers.set(name, () => idle.abort());
      await sleep(pollingSeconds * 1000, undefined, { signal: idle.signal }).catch(() => undefined);
      this.wakers.delete(name);
    }
  }

  private async run(name: JobName, handler: Handler<JobName>, job: Job): Promise<void> {
    const expiry = new AbortController();
    try {
      // Past its expiry the job is another instance's to retry: stop waiting for it here.
      await Promise.race([
        handler(job.data as JobPayloads[JobName]),
        sleep(job.expireInSeconds * 1000, undefined, { signal: expiry.signal }).then(
          () => {
            throw new Error(`still running after its expiry (${job.expireInSeconds} s)`);
          },
          () => undefined, // the job ended first
        ),
      ]);
      if (QUEUES[name].deleteWhenDone) await this.boss.deleteJob(name, job.id);
      else await this.boss.complete(name, job.id);
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      this.log[last ? 'error' : 'warn'](
        { err, queue: name, job: job.id, attempt: job.retryCount + 1 },
        last ? `${name} job failed for good` : `${name} job failed; it will be retried`,
      );
      try {
        await this.boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
        // A failed mail keeps no links.
        if (last && QUEUES[name].deleteWhenDone) await this.boss.deleteJob(name, job.id);
      } catch (failErr) {
        this.log.warn({ err: failErr, queue: name, job: job.id }, 'could not record a failed job (it expires)');
      }
    } finally {
      expiry.abort();
    }
  }
}

/**
 * What the modules share: configuration, database, job queue, storage driver, clock, events and
 * logger. Every service function takes this bag first, and nothing else of the app.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import type { AppEvents } from './events.ts';
import type { Jobs } from './jobs.ts';
import type { ResolveHost } from './outbound/resolve-host.ts';

export type Clock = () => Date;

export type Deps = {
  config: Config;
  database: Database;
  /** Background work, queued in PostgreSQL and run by any instance (lib/jobs.ts): e-mail goes out only this way. */
  jobs: Jobs;
  store: StorageDriver;
  now: Clock;
  /** Changes services announce (lib/events.ts). */
  events: AppEvents;
  log: FastifyBaseLogger;
  /** How outside host names (calendar feeds) become addresses; the system's resolver when unset. */
  resolveHost?: ResolveHost;
};

/**
 * What a job's handler is given (lib/jobs.ts): the app's deps, and the mail transport, which only
 * the mail job uses (everything else queues mail with mail/outbox.ts queueMail).
 */
/** What a job's handler is given; `signal` is aborted when the instance stops its workers. */
export type JobContext = { deps: Deps; mailer: Mailer; signal?: AbortSignal };

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/**
 * What the modules share: configuration, database, job queue, storage driver, clock, events and
 * logger. Every service function takes this bag first, and nothing else of the app.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import type { AppEvents } from './events.ts';
import type { Jobs } from './jobs.ts';

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
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/**
 * What the modules share: configuration, database, mailer, storage driver, clock, events, logger
 * and background work. Every service function takes this bag first, and nothing else of the app.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import type { AppEvents } from './events.ts';

export type Clock = () => Date;

export type Deps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  store: StorageDriver;
  now: Clock;
  /** Changes services announce (lib/events.ts). */
  events: AppEvents;
  log: FastifyBaseLogger;
  /** Work that must not delay or change an answer (mail a guest or a host is not waiting for); closing the app waits for it. */
  background: (task: Promise<void>) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** What the modules share: configuration, database, mailer, storage driver, clock and events. */
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
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** What the modules share: configuration, database, mailer, file store and clock. */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStore } from '../storage/file-store.ts';

export type Clock = () => Date;

export type Deps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  store: FileStore;
  now: Clock;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

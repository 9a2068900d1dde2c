/**
 * A fresh database, already migrated (global-setup.ts), and DATA_DIR per test file, and buildApp()
 * on them. Requests go through app.inject(); nothing listens unless a test asks for a port.
 *
 *   const t = await getTestServer();              // at the top of a test file: closed after its tests
 *   const small = await getTestServer({ maxFileSize: 100 });   // inside a test: closed when it ends
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, inject, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { ResolveHost } from '../../src/lib/outbound/resolve-host.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  databaseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
};

/** Where workspace ids start in test databases (account ids start at 1). */
export const WORKSPACE_ID_START = 1000;

/**
 * The tests' resolver for outside host names: `localhost` is 127.0.0.1, every other name does not
 * exist, so no test reads a real calendar on the internet (a test that needs names brings its own).
 */
export const offlineResolveHost: ResolveHost = async (hostname) => {
  if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
};

/**
 * A new database on the tests' PostgreSQL server; its URL. By default a copy of the run's
 * template, on which every migration is already applied (global-setup.ts), so buildApp() finds
 * nothing left to migrate. `empty: true` gives a database nobody has migrated, for the tests of
 * migrating itself: instances migrating at once, a database an earlier release left.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const admin = inject('adminDatabaseUrl');
  const name = `gb_test_${crypto.randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files as they are: less work than WAL_LOG (the default), which
  // writes every page of it through the WAL.
  const template = options.empty ? '' : ` TEMPLATE ${inject('templateDatabase')} STRATEGY FILE_COPY`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 10_000 });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${template}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions & { databaseUrl?: string; dataDir?: string } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-test-data-')));
  const config = loadConfig(
    // Calendar feeds are served by the tests themselves, on 127.0.0.1.
    { LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://guide.test', CALENDAR_FEEDS_ALLOW_PRIVATE: 'true' },
    { databaseUrl, ...overrides },
  );
  const app = await buildApp(config, { resolveHost: offlineResolveHost, ...options });
  await app.ready();
  // Workspace ids start far from account ids here, so code that passes one where the other is
  // meant finds nothing instead of the right row by coincidence (both start at 1 in a fresh database).
  await app.deps.database.pool.query(
    `select setval(pg_get_serial_sequence('workspaces', 'id_workspace'),
       greatest(${WORKSPACE_ID_START}, (select coalesce(max(id_workspace), 0) from workspaces)))`,
  );
  return {
    app,
    config,
    databaseUrl,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers `stop` to run when the caller's scope ends: the current test when called inside one,
 * else the test file (its afterAll).
 */
export function stopWhenDone(stop: () => Promise<unknown> | unknown): void {
  try {
    onTestFinished(async () => {
      await stop();
    });
  } catch {
    // Not inside a test: the file's scope.
    afterAll(async () => {
      await stop();
    });
  }
}

/**
 * createTestApp() whose app closes by itself: after the file's tests when called at the top of
 * a file (top-level await), or when the test ends when called inside one.
 */
export async function getTestServer(
  overrides: Partial<Config> = {},
  options: BuildOptions & { databaseUrl?: string; dataDir?: string } = {},
): Promise<TestApp> {
  const t = await createTestApp(overrides, options);
  stopWhenDone(t.close);
  return t;
}

/** A real SMTP receiver (helpers/smtp.ts) that stops by itself, like getTestServer(). */
export async function getTestSmtp(): Promise<SmtpReceiver> {
  const smtp = await startSmtpReceiver();
  stopWhenDone(smtp.stop);
  return smtp;
}

/** A fresh folder under the system's temporary one, removed when the caller's scope ends. */
export async function getTempDir(prefix = 'guidebook-test-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  stopWhenDone(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A built web app's stand-in for `getTestServer({ webDist })`: an admin page and a guest page, each
 * a bare HTML document with its title (the server fills the guest page's head per guide).
 */
export async function getWebDist(): Promise<string> {
  const webDist = await getTempDir('guidebook-web-');
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>admin</title></head></html>');
  await fs.writeFile(
    path.join(webDist, 'guest.html'),
    '<!doctype html><html><head><title>Guide</title></head><body></body></html>',
  );
  return webDist;
}

/** A plain pg client on the test app's database (to read rows as they are), closed when the caller's scope ends. */
export async function getDatabaseClient(t: TestApp): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  stopWhenDone(() => client.end());
  return client;
}

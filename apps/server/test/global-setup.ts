/**
 * Once per `vitest run`: one PostgreSQL server for all server test files, each of
 * which makes its own fresh database on it. TEST_DATABASE_URL points the suite at an
 * external server instead of the embedded one.
 *
 * Also once: a template database with every migration applied, by the server's own start-up
 * code. Test databases are copies of it (helpers/test-app.ts), so each file's buildApp() finds
 * nothing left to migrate instead of running all the migrations again.
 *
 * When that database cannot be had, the set-up throws: Vitest then runs no test and exits 1
 * ("Unhandled Error"); the banner below says why before Vitest's own report.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';

let embedded: EmbeddedDatabase | null = null;
let dir: string | null = null;
/** The template made on an external server, dropped at teardown (an embedded cluster is removed whole). */
let externalTemplate: { adminUrl: string; name: string } | null = null;

/** Runs one statement on its own connection to `url`. */
async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const answers = (url: string) => onServer(url, 'select 1');

/**
 * A new database migrated by openDatabase(), the function buildApp() migrates with (same
 * migrations, same lock, same rows in drizzle's migrations table); its name. Every connection to
 * it is closed before it returns, and it then refuses connections: PostgreSQL copies a database
 * only while no session is connected to it, and test databases are copied from it concurrently.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `gb_template_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  if (process.env.TEST_DATABASE_URL) externalTemplate = { adminUrl, name };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), 1);
  await database.close();
  await onServer(adminUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  return name;
}

async function testDatabase(): Promise<string> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await answers(external).catch((err: unknown) => {
      throw new Error(`TEST_DATABASE_URL does not answer: ${err instanceof Error ? err.message : String(err)}`);
    });
    return external;
  }
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-test-pg-'));
  await fs.chmod(dir, 0o755);
  const quiet = () => undefined;
  // A throwaway cluster: no flushes to disk (a test database never outlives the run).
  embedded = await startEmbeddedPostgres(
    dir,
    { info: quiet, debug: quiet, error: (m) => console.error(m) },
    { durable: false },
  );
  return embedded.url;
}

export async function setup(project: TestProject): Promise<void> {
  let url: string;
  let template: string;
  try {
    url = await testDatabase();
    template = await migratedTemplate(url);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const rule = '='.repeat(78);
    console.error(`\n${rule}\nTHE TEST DATABASE DID NOT START, SO NO SERVER TEST RAN.\n${message}\n${rule}\n`);
    await teardown();
    throw new Error(`The test database did not start: ${message}`, { cause: err });
  }
  project.provide('adminDatabaseUrl', url);
  project.provide('templateDatabase', template);
}

export async function teardown(): Promise<void> {
  if (externalTemplate) {
    const { adminUrl, name } = externalTemplate;
    await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name}`).catch((err: unknown) => {
      console.error(
        `The template database ${name} was not dropped: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
  }
  externalTemplate = null;
  await embedded?.stop();
  embedded = null;
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The migrated database createTestDatabase() copies (see migratedTemplate()). */
    templateDatabase: string;
  }
}

/**
 * Once per `vitest run`: one PostgreSQL server for all server test files, each of
 * which makes its own fresh database on it. TEST_DATABASE_URL points the suite at an
 * external server instead of the embedded one.
 *
 * When that database cannot be had, the set-up throws: Vitest then runs no test and exits 1
 * ("Unhandled Error"); the banner below says why before Vitest's own report.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';

let embedded: EmbeddedDatabase | null = null;
let dir: string | null = null;

async function answers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
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
  try {
    url = await testDatabase();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const rule = '='.repeat(78);
    console.error(`\n${rule}\nTHE TEST DATABASE DID NOT START, SO NO SERVER TEST RAN.\n${message}\n${rule}\n`);
    await teardown();
    throw new Error(`The test database did not start: ${message}`, { cause: err });
  }
  project.provide('adminDatabaseUrl', url);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  embedded = null;
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * Once per `vitest run`: one PostgreSQL server for all server test files, each of
 * which makes its own fresh database on it. TEST_DATABASE_URL points the suite at an
 * external server instead of the embedded one.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';

let embedded: EmbeddedDatabase | null = null;
let dir: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-test-pg-'));
    await fs.chmod(dir, 0o755);
    const quiet = () => undefined;
    embedded = await startEmbeddedPostgres(dir, { info: quiet, debug: quiet, error: (m) => console.error(m) });
    url = embedded.url;
  }
  project.provide('adminDatabaseUrl', url);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

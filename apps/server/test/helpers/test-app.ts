/**
 * A fresh database and DATA_DIR per test file, and buildApp() on them. Requests go
 * through app.inject(); nothing listens unless a test asks for a port.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  databaseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
};

export async function createTestDatabase(): Promise<string> {
  const admin = inject('adminDatabaseUrl');
  const name = `gb_test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
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
    { LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://guide.test' },
    { databaseUrl, ...overrides },
  );
  const app = await buildApp(config, options);
  await app.ready();
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

/**
 * The real Guidebook server for a benchmark: a fresh DATA_DIR, an embedded PostgreSQL
 * started here (so the bench can seed and query the same database), and
 * `apps/server/src/main.ts` in a child process on a free loopback port.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import type { CleanupStack } from './cleanup.ts';
import { freePort, startNodeChild, waitUntilAnswering, type NodeChild } from './child.ts';

export type Guidebook = {
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  server: NodeChild;
};

/** A temp folder the embedded database (run as user "postgres" when we are root) can enter. */
export async function makeDataDir(cleanup: CleanupStack, prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  // Retried: a database process still finishing its shutdown can refill a folder being removed.
  cleanup.add(`remove ${dir}`, () => fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 300 }));
  return dir;
}

export type Database = { dataDir: string; databaseUrl: string };

/** A fresh temp folder with an embedded PostgreSQL in it, for one or more servers. */
export async function startDatabase(cleanup: CleanupStack): Promise<Database> {
  const dataDir = await makeDataDir(cleanup, 'guidebook-bench-');
  const db = await startEmbeddedPostgres(dataDir, {
    info: () => undefined,
    debug: () => undefined,
    error: (m) => {
      if (m) console.error(`  [postgres] ${m}`);
    },
  });
  cleanup.add('stop embedded PostgreSQL', () => db.stop());
  return { dataDir, databaseUrl: db.url };
}

/**
 * One server (`apps/server/src/main.ts`) on `databaseUrl`, with its own DATA_DIR, on a free
 * loopback port (or `port`); resolves once /api/health answers.
 */
export async function startServer(
  cleanup: CleanupStack,
  options: { databaseUrl: string; dataDir: string; label?: string; port?: number; env?: Record<string, string> },
): Promise<{ baseUrl: string; server: NodeChild }> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const label = options.label ?? 'Guidebook server';
  const server = startNodeChild(
    'apps/server/src/main.ts',
    {
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: baseUrl,
      ...options.env,
    },
    cleanup,
    label,
  );
  await waitUntilAnswering(`${baseUrl}/api/health`, server, label);
  return { baseUrl, server };
}

export async function startGuidebook(cleanup: CleanupStack, extraEnv: Record<string, string> = {}): Promise<Guidebook> {
  const { dataDir, databaseUrl } = await startDatabase(cleanup);
  const { baseUrl, server } = await startServer(cleanup, { databaseUrl, dataDir, env: extraEnv });
  return { baseUrl, databaseUrl, dataDir, server };
}

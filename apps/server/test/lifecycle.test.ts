/**
 * Stopping and crashing, with the real entry points in child processes:
 * - SIGTERM while an upload is streaming and a burst of list calls waits on the database: every
 *   one of them is answered in full, then the server stops its database and exits 0;
 * - SIGKILL to the server alone, then an immediate start on the same DATA_DIR: it comes up (the
 *   old PostgreSQL notices its server is gone and stops; the new start waits out its lock) and
 *   the committed rows are there;
 * - SIGTERM to the `npm start` process only (what `kill <pid>` or a container stop sends): every
 *   process of its tree, PostgreSQL included, is gone and the port is free;
 * - `npm run dev`: Vite's page and the API on one port, on DATA_DIR; a SIGTERM stops it all.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from '../src/lib/tokens.ts';
import { multipartBody, noisePng } from './helpers/images.ts';
import {
  alive,
  commandLine,
  embeddedDatabase,
  freePort,
  portAnswers,
  processTree,
  repoRoot,
  startChild,
  startServer,
  stubWebDist,
  waitFor,
  waitForHealth,
  type Child,
} from './helpers/processes.ts';
import { RESULT } from '@guidebook/contract';

let tmp: string;
const running: Child[] = [];

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-lifecycle-'));
  // As root the embedded PostgreSQL runs as "postgres", who should reach DATA_DIR here.
  await fs.chmod(tmp, 0o755);
});

afterAll(async () => {
  for (const child of running) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  await Promise.all(running.map((c) => c.exited));
  await fs.rm(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 300 });
});

/** Lines of the server's JSON log whose message starts with `msg` (and that hold `containing`). */
function logLines(child: Child, msg: string, containing = ''): string[] {
  return child
    .output()
    .split('\n')
    .filter((l) => l.includes(`"msg":"${msg}`) && l.includes(containing));
}

/** A SIGTERM to the npm process alone stops every process of its tree and closes the port. */
async function expectTreeStopsOnSigterm(npm: Child, tree: number[], port: number): Promise<void> {
  npm.process.kill('SIGTERM');
  await npm.exited;
  await waitFor('every process of the tree to exit', () => tree.every((pid) => !alive(pid)) || undefined, 20_000).catch(
    () => {
      throw new Error(
        `still running:\n${tree
          .filter(alive)
          .map((pid) => `${pid} ${commandLine(pid)}`)
          .join('\n')}`,
      );
    },
  );
  expect(await portAnswers(port)).toBe(false);
}

async function signIn(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ id_user: number }>(
    `insert into users (email, name, lastname, password_hash, email_verified_at)
     values ($1, 'Life', 'Cycle', 'unused', now()) returning id_user`,
    [`life-${crypto.randomBytes(4).toString('hex')}@example.com`],
  );
  const token = newSecret();
  await db.query(`insert into sessions (id_user, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
    rows[0]!.id_user,
    hashSecret(token),
  ]);
  return token;
}

type Answer = { status: number; body: string };

/** POSTs `body` in two halves; `between` runs once the first half is on its way. */
function uploadInTwoHalves(
  port: number,
  token: string,
  body: Buffer,
  contentType: string,
  between: () => Promise<void>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/files/public/create',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    between().then(
      () => req.end(body.subarray(half)),
      (err: unknown) => {
        req.destroy();
        reject(err);
      },
    );
  });
}

describe('stopping and crashing', () => {
  let dataDir: string;
  let port: number;

  it('SIGTERM lets a streaming upload and a burst of list calls finish, then exits 0', async () => {
    dataDir = path.join(tmp, 'server-data');
    port = await freePort();
    const server = startServer(dataDir, port);
    running.push(server);
    await waitForHealth(server, port);
    const db = await embeddedDatabase(dataDir, server.output());
    const token = await signIn(db);
    const auth = { authorization: `Bearer ${token}` };
    const guide = await fetch(`http://127.0.0.1:${port}/api/guides/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Kept across a crash', city: 'Bath' }),
    });
    expect(guide.status).toBe(201);

    // The list calls reach the server but wait on this lock, so they are in progress at the signal.
    await db.query('begin');
    await db.query('lock table guides in access exclusive mode');
    const burst = Array.from({ length: 24 }, () =>
      fetch(`http://127.0.0.1:${port}/api/guides/list`, { headers: auth }).then(async (r) => ({
        status: r.status,
        body: await r.text(),
      })),
    );
    await waitFor(
      'the list calls to arrive',
      () => logLines(server, 'incoming request', '/api/guides/list').length >= 24 || undefined,
      20_000,
    );

    const png = await noisePng(900, 900);
    const { body, contentType } = await multipartBody({
      chunk: png,
      chunkIndex: 0,
      totalChunks: 1,
      name: 'Across the signal.png',
      comment: '',
      private: 4,
    });
    const upload = uploadInTwoHalves(port, token, body, contentType, async () => {
      await waitFor(
        'the upload to arrive',
        () => logLines(server, 'incoming request', '/api/files/public/create').length > 0 || undefined,
        10_000,
      );
      server.process.kill('SIGTERM');
      await waitFor(
        'the server to start stopping',
        () => logLines(server, 'SIGTERM: stopping').length > 0 || undefined,
        10_000,
      );
      await new Promise((r) => setTimeout(r, 300));
      await db.query('commit');
      await db.end();
    });

    const uploaded = await upload.catch((err: unknown) => {
      throw new Error(`the upload failed (${String(err)}); server output:\n${server.output()}`);
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(JSON.parse(uploaded.body)).toMatchObject({
      RES_CODE: RESULT.OK,
      RES_RESULT: [{ name: 'Across the signal.png' }],
    });
    for (const answer of await Promise.all(burst)) {
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        RES_CODE: RESULT.OK,
        RES_RESULT: [{ title: 'Kept across a crash' }],
      });
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toContain('"level":50');
    // Nothing had to be cut off: the connections closed as their answers went out.
    expect(server.output()).not.toContain('Requests still running');
    // Its PostgreSQL stopped too.
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  }, 120_000);

  it('comes up again right after a SIGKILL, with the committed rows', async () => {
    const first = startServer(dataDir, port);
    running.push(first);
    await waitForHealth(first, port);
    const db = await embeddedDatabase(dataDir, first.output());
    const token = await signIn(db);
    await db.end();
    first.process.kill('SIGKILL');
    await first.exited;

    const second = startServer(dataDir, port);
    running.push(second);
    await waitForHealth(second, port, 60_000);
    const list = await fetch(`http://127.0.0.1:${port}/api/guides/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const files = await fetch(`http://127.0.0.1:${port}/api/files/public/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(files.status).toBe(200);
    second.process.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('SIGTERM with SHUTDOWN_GRACE_SECONDS: health answers 503 while other calls are served, then exits 0', async () => {
    const graceMs = 3_000;
    const server = startServer(dataDir, port, { SHUTDOWN_GRACE_SECONDS: String(graceMs / 1000) });
    running.push(server);
    await waitForHealth(server, port);
    const db = await embeddedDatabase(dataDir, server.output());
    const token = await signIn(db);
    await db.end();
    const health = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      return { status: res.status, body: (await res.json()) as { RES_RESULT: Record<string, string> } };
    };
    expect((await health()).body.RES_RESULT.status).toBe('ok');

    const signalled = performance.now();
    server.process.kill('SIGTERM');
    const draining = await waitFor(
      'health to answer 503',
      async () => {
        const answer = await health();
        return answer.status === 503 ? answer : undefined;
      },
      graceMs,
    );
    expect(performance.now() - signalled).toBeLessThan(graceMs);
    // The same fields, with the status saying why.
    expect(draining.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: { status: 'draining', database: 'ok' } });
    const list = await fetch(`http://127.0.0.1:${port}/api/guides/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ RES_CODE: RESULT.OK });
    expect(performance.now() - signalled).toBeLessThan(graceMs);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(graceMs);
    expect(logLines(server, 'SIGTERM: draining for 3 s')).toHaveLength(1);
    expect(logLines(server, 'SIGTERM: stopping')).toHaveLength(1);
    expect(server.output()).not.toContain('"level":50');
    expect(await portAnswers(port)).toBe(false);
  }, 120_000);
});

describe('npm start', () => {
  it('stops every process of its tree on a SIGTERM to the npm process alone', async () => {
    const port = await freePort();
    const dataDir = path.join(tmp, 'npm-start-data');
    const npm = startChild('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        // A stand-in build: no web build for minutes (start.mjs builds only apps/web/dist).
        WEB_DIST: stubWebDist(path.join(tmp, 'web-dist')),
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
    });
    running.push(npm);
    await waitForHealth(npm, port);
    const tree = processTree(npm.process.pid!);
    const described = tree.map((pid) => `${pid} ${commandLine(pid)}`).join('\n');
    // npm, scripts/start.mjs, the server, PostgreSQL's guard and PostgreSQL with its workers.
    expect(described).toContain('scripts/start.mjs');
    expect(described).toContain('apps/server/src/main.ts');
    expect(described).toMatch(/bin\/postgres -D/);

    await expectTreeStopsOnSigterm(npm, tree, port);
    expect(npm.output()).toContain('SIGTERM: stopping');
    expect(npm.output()).not.toContain('"level":50');
  }, 120_000);
});

describe('npm run dev', () => {
  it('serves the web app with hot reload and the API on one port, and stops its whole tree on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = path.join(tmp, 'dev-data');
    const npm = startChild('npm', ['run', 'dev'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
    });
    running.push(npm);
    await waitForHealth(npm, port);
    // Vite's page (its HMR client), not a build; /api goes through to the server, on the same DATA_DIR.
    const page = await fetch(`http://127.0.0.1:${port}/dashboard`).then((r) => r.text());
    expect(page).toContain('/@vite/client');
    expect(npm.output()).toContain(`data in ${path.join(dataDir, 'postgres')}`);
    const tree = processTree(npm.process.pid!);
    expect(tree.map(commandLine).join('\n')).toMatch(/bin\/postgres -D/);

    await expectTreeStopsOnSigterm(npm, tree, port);
  }, 120_000);
});

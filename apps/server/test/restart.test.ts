/**
 * The real entry point as a person runs it: embedded PostgreSQL in DATA_DIR, mail to
 * DATA_DIR/mail as .eml, SIGTERM stops everything cleanly, and a second start on the
 * same DATA_DIR finds every row.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const mainTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
let dataDir: string;
let port: number;
let child: ChildProcess | null = null;
let log = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

async function startServer(): Promise<void> {
  log = '';
  child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /api/health:\n${log}`);
}

async function stopServer(): Promise<number | null> {
  const c = child;
  if (!c || c.exitCode !== null) return c?.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
  c.kill('SIGTERM');
  const code = await exited;
  child = null;
  return code;
}

async function api(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelope shapes vary per call
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-restart-'));
  await fs.chmod(dataDir, 0o755);
  port = await freePort();
});

afterAll(async () => {
  await stopServer();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('restart on the same DATA_DIR', () => {
  it('keeps accounts and guides across a clean stop and start', async () => {
    await startServer();
    const email = 'restart@example.com';
    const reg = await api('POST', '/public/register', {
      email,
      name: 'Rita',
      lastname: 'Start',
      password: 'long enough password',
      password_confirm: 'long enough password',
    });
    expect(reg.body.RES_CODE).toBe('00');

    // Without SMTP_URL the message is an .eml file in DATA_DIR/mail and its link is logged.
    const mails = await fs.readdir(path.join(dataDir, 'mail'));
    expect(mails).toHaveLength(1);
    const eml = await fs.readFile(path.join(dataDir, 'mail', mails[0]!), 'utf8');
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = unfolded.match(/\/public\/register_confirm\?vc=([\w-]+)&(?:amp;)?vi=([\w-]+)/);
    expect(link).not.toBeNull();
    expect(log).toContain('/public/register_confirm?vc=');
    const ver = await api('GET', `/public/register_verification?vc=${link![1]}&vi=${link![2]}`);
    expect(ver.body.RES_CODE).toBe('00');

    const login = await api('POST', '/public/login', { email, password: 'long enough password' });
    expect(login.body.RES_CODE).toBe('00');
    const created = await api(
      'POST',
      '/guides/create',
      { title: 'Survives restarts', city: 'Bath' },
      login.body.RES_RESULT.token,
    );
    expect(created.status).toBe(201);

    expect(await stopServer()).toBe(0);
    // The embedded PostgreSQL stopped with the server: its pid file is gone.
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();

    await startServer();
    const again = await api('POST', '/public/login', { email, password: 'long enough password' });
    expect(again.body.RES_CODE).toBe('00');
    const list = await api('GET', '/guides/list', undefined, again.body.RES_RESULT.token);
    expect(list.body.RES_RESULT).toEqual([expect.objectContaining({ title: 'Survives restarts', city: 'Bath' })]);
    // The session from before the restart is still valid too (tokens live in the database).
    const old = await api('GET', '/guides/list', undefined, login.body.RES_RESULT.token);
    expect(old.body.RES_CODE).toBe('00');
  }, 120_000);
});

/**
 * The real entry point as a person runs it: embedded PostgreSQL in DATA_DIR, mail to
 * DATA_DIR/mail as .eml, SIGTERM stops everything cleanly, and a second start on the
 * same DATA_DIR finds every row.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '@guidebook/contract';
import { freePort, startServer as startMain, waitFor, waitForHealth, type Child } from './helpers/processes.ts';

let dataDir: string;
let port: number;
let child: Child | null = null;
const log = () => child?.output() ?? '';

async function startServer(): Promise<void> {
  child = startMain(dataDir, port);
  await waitForHealth(child, port, 60_000);
}

async function stopServer(): Promise<number | null> {
  const c = child;
  if (!c) return null;
  if (c.process.exitCode !== null) return c.process.exitCode;
  c.process.kill('SIGTERM');
  const { code } = await c.exited;
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
    expect(reg.body.RES_CODE).toBe(RESULT.OK);

    // Without SMTP_URL the message is an .eml file in DATA_DIR/mail and its link is logged; the
    // mail job writes it just after the answer, and logs it once the file is whole.
    await waitFor(
      'the confirmation e-mail logged',
      async () => (log().includes('/public/register_confirm?vc=') ? true : undefined),
      10_000,
    );
    const mails = await fs.readdir(path.join(dataDir, 'mail'));
    expect(mails).toHaveLength(1);
    const eml = await fs.readFile(path.join(dataDir, 'mail', mails[0]!), 'utf8');
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = unfolded.match(/\/public\/register_confirm\?vc=([\w-]+)&(?:amp;)?vi=([\w-]+)/);
    expect(link).not.toBeNull();
    expect(log()).toContain('/public/register_confirm?vc=');
    const ver = await api('GET', `/public/register_verification?vc=${link![1]}&vi=${link![2]}`);
    expect(ver.body.RES_CODE).toBe(RESULT.OK);

    const login = await api('POST', '/public/login', { email, password: 'long enough password' });
    expect(login.body.RES_CODE).toBe(RESULT.OK);
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
    expect(again.body.RES_CODE).toBe(RESULT.OK);
    const list = await api('GET', '/guides/list', undefined, again.body.RES_RESULT.token);
    expect(list.body.RES_RESULT).toEqual([expect.objectContaining({ title: 'Survives restarts', city: 'Bath' })]);
    // The session from before the restart is still valid too (tokens live in the database).
    const old = await api('GET', '/guides/list', undefined, login.body.RES_RESULT.token);
    expect(old.body.RES_CODE).toBe(RESULT.OK);
  }, 120_000);
});

/**
 * The server as a person runs it, in child processes: start it, read its log, find every
 * process of its tree, and check that they all went away.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');

export { freePort } from '../../src/lib/free-port.ts';

/** Whether something accepts connections on 127.0.0.1:port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A web build stand-in (the tests need /api, not the real app), readable by every user. */
export function stubWebDist(dir: string): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  for (const page of ['index.html', 'guest.html'])
    fs.writeFileSync(path.join(dir, page), '<!doctype html><title>stub</title>', { mode: 0o644 });
  return dir;
}

export type Child = {
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function startChild(command: string, args: string[], options: SpawnOptions): Child {
  let output = '';
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => output, exited };
}

export async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once GET /api/health answers 200; rejects (with the output) if the child exits first. */
export async function waitForHealth(child: Child, port: number, timeoutMs = 90_000): Promise<void> {
  let gone = false;
  void child.exited.then(() => (gone = true));
  await waitFor(
    `GET /api/health on port ${port}`,
    async () => {
      if (gone) throw new Error(`it exited before answering /api/health:\n${child.output()}`);
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok || undefined,
        () => undefined,
      );
    },
    timeoutMs,
  ).catch((err: unknown) => {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- output:\n${child.output()}`);
  });
}

/** `node apps/server/src/main.ts` with an embedded database in dataDir, on `port`. */
export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Child {
  return startChild(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
  });
}

/** Parent pid of every live process, from /proc (Linux). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...; comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // exited meanwhile
    }
  }
  return map;
}

/** `pid` and all its descendants. */
export function processTree(pid: number): number[] {
  const map = parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of map) if (parent === tree[i] && !tree.includes(child)) tree.push(child);
  return tree;
}

/** Whether a process is still there (a zombie counts as gone: it has exited). */
export function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '(gone)';
  }
}

/** The embedded database of a server started with LOG_LEVEL info, as its superuser. */
export async function embeddedDatabase(dataDir: string, output: string): Promise<pg.Client> {
  const port = /Embedded PostgreSQL listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
  if (!port) throw new Error(`no "Embedded PostgreSQL listening" line in:\n${output}`);
  const password = fs.readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password });
  // The server may stop its database while this client is connected: that ends it, nothing more.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

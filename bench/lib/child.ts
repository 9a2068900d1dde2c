/** Node child processes for the servers under test: start, wait until they answer, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CleanupStack } from './cleanup.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type NodeChild = {
  pid: number;
  /** The last lines the child printed, for error messages. */
  tail: () => string;
  exited: () => boolean;
  stop: () => Promise<void>;
};

export { freePort } from '../../apps/server/src/lib/free-port.ts';

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * `node --import tsx <script>` from the repository root; registered for stopping on cleanup.
 * BENCH_NODE_ARGS adds Node options the NODE_OPTIONS variable refuses, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the servers under load.
 */
export function startNodeChild(
  script: string,
  env: Record<string, string>,
  cleanup: CleanupStack,
  label: string,
): NodeChild {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  return startChild(process.execPath, [...nodeArgs, '--import', 'tsx', script], env, cleanup, label);
}

/** Any command from the repository root (s3rver, nginx), kept and stopped like startNodeChild's. */
export function startChild(
  command: string,
  args: string[],
  env: Record<string, string>,
  cleanup: CleanupStack,
  label: string,
  stopSignal: NodeJS.Signals = 'SIGTERM',
): NodeChild {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${label}`);
  const lines: string[] = [];
  const keep = (buf: Buffer) => {
    for (const line of buf.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    child.kill(stopSignal);
    if (await waitForExit(child, 8000)) return;
    child.kill('SIGKILL');
    await waitForExit(child, 3000);
  };
  cleanup.add(`stop ${label}`, stop);
  return { pid: child.pid, tail: () => lines.join('\n'), exited: () => exited, stop };
}

/** Polls url until it answers 200; fails early when the child dies. Bounded by timeoutMs. */
export async function waitUntilAnswering(url: string, child: NodeChild, label: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exited()) throw new Error(`${label} exited while starting:\n${child.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s (${last}):\n${child.tail()}`);
}

// `npm start`: build the web app when it is missing or older than its sources (not when WEB_DIST
// names another build to serve), then run the server (which starts the embedded database when
// DATABASE_URL is unset).
//
// Stopping: package.json starts this file with `exec`, so the SIGINT/SIGTERM npm forwards to its
// script reaches this process, not a `sh -c` that would die alone. This passes the signal on to
// the build or the server and exits with the server's code (0 after a clean stop). The server has
// an IPC channel to this process and stops when it closes (this process was killed), and this
// process stops the server when its own parent goes away (npm killed): a signal to any process of
// the tree stops all of it, PostgreSQL included.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuiltAsync, repoRoot } from './web-build.mjs';

const SIGNAL_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
let server = null;
let stopping = null;
const build = new AbortController();

function stop(signal) {
  if (stopping) return;
  stopping = signal;
  if (server) server.kill(signal);
  else if (!build.signal.aborted) build.abort();
}
for (const signal of Object.keys(SIGNAL_CODES)) process.on(signal, () => stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();

try {
  if (!process.env.WEB_DIST) await ensureWebBuiltAsync({ signal: build.signal });
} catch (err) {
  if (stopping) process.exit(SIGNAL_CODES[stopping]);
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
if (stopping) process.exit(SIGNAL_CODES[stopping]);

server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
  cwd: repoRoot,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
server.on('exit', (code, signal) => process.exit(code ?? SIGNAL_CODES[signal] ?? 1));

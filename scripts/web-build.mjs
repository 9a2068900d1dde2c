// The one check for "is apps/web/dist older than its sources?", and the build itself.
// Used by `npm start`, the browser tests and the benchmarks, so they agree on what counts
// as a source: everything in apps/web but node_modules and dist (both HTML entries, both
// Vite configs, public/), and the contract package the web app imports.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(repoRoot, 'apps/web/dist');
const sources = [path.join(repoRoot, 'apps/web'), path.join(repoRoot, 'packages/contract/src')];
// The admin build writes index.html, the guest build guest.html; both must be newer.
const entries = ['index.html', 'guest.html'];

function newestMtime(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Time of the oldest built entry in `dist`, 0 when one is missing. */
export function builtAt(dist = webDist) {
  return Math.min(...entries.map((e) => fs.statSync(path.join(dist, e), { throwIfNoEntry: false })?.mtimeMs ?? 0));
}

export function webSourcesAt() {
  return Math.max(...sources.map(newestMtime));
}

/**
 * Builds apps/web when dist is missing or stale. `quiet` captures the build's output and
 * puts its last lines in the error; otherwise the output goes to the terminal.
 * Returns true when it built.
 */
export function ensureWebBuilt({ quiet = false, log = console.log } = {}) {
  if (builtAt() >= webSourcesAt()) return false;
  log('Building the web app (apps/web/dist is missing or older than its sources)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    timeout: 600_000,
  });
  if (r.status !== 0) {
    const tail = quiet ? `\n${`${r.stdout}\n${r.stderr}`.trim().split('\n').slice(-40).join('\n')}` : '';
    throw new Error(`The web app does not build (npm run build -w apps/web: ${r.status ?? r.signal}).${tail}`);
  }
  return true;
}

/**
 * The same build as ensureWebBuilt, without blocking: `npm start` stays able to react to a
 * signal during a build of a minute or more. The build runs in its own process group (npm, its
 * shell, Vite, esbuild), which `signal` (an AbortSignal) stops as a whole. Resolves true when
 * it built, false when dist was fresh; rejects when the build fails or is stopped.
 */
export function ensureWebBuiltAsync({ signal, log = console.log } = {}) {
  if (builtAt() >= webSourcesAt()) return Promise.resolve(false);
  log('Building the web app (apps/web/dist is missing or older than its sources)…');
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit', detached: true });
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.on('error', reject);
    child.on('exit', (code, sig) => {
      signal?.removeEventListener('abort', stop);
      if (code === 0) resolve(true);
      else if (signal?.aborted) reject(new Error('The web app build was stopped.'));
      else reject(new Error(`The web app does not build (npm run build -w apps/web: ${code ?? sig}).`));
    });
  });
}

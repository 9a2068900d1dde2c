// `npm run test:e2e`: the browser tests against the real server.
// Builds the web app when stale, starts a real SMTP receiver, a throwaway embedded PostgreSQL
// (no flushes to disk: its data ends with the run) and the real server on it with a fresh
// temporary DATA_DIR, runs Playwright in Debian's Chromium, then always stops them all and
// removes the folder. Exit code = the test result.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- --project=light`).
// E2E_SKIP_BUILD=1 serves the last test build as it is (while working on the tests themselves);
// `--build-only` makes that build and stops (`npm test` builds beside its other stages).
// E2E_JSON_REPORT=<file> adds Playwright's JSON report there (`npm test` counts the tests from it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { builtAt, ensureWebBuilt, webSourcesAt } from './web-build.mjs';

const { freePort } = await tsImport('../apps/server/src/lib/free-port.ts', import.meta.url);
const { startEmbeddedPostgres } = await tsImport('../apps/server/src/db/embedded.ts', import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const artifacts = path.join(root, 'e2e/artifacts');
const webDist = path.join(artifacts, 'web-dist');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';

function log(message) {
  console.log(`[e2e] ${message}`);
}

/**
 * Builds apps/web/dist when stale (the web app's own build script), then serves the tests a
 * private copy (e2e/artifacts/web-dist, via the server's WEB_DIST), so a rebuild of
 * apps/web/dist by someone else mid-run cannot swap the assets under the browser.
 */
function prepareWebBuild() {
  if (builtAt(webDist) >= webSourcesAt()) return;
  ensureWebBuilt({ quiet: true, log });
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.cpSync(path.join(web, 'dist'), webDist, { recursive: true });
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('apps/web/dist has no index.html.');
}

/**
 * One browser-test run at a time on this machine: runs share e2e/artifacts (Playwright empties
 * its output folder at start) and the served web build. Waits for a live holder; takes over a
 * lock whose process has gone.
 */
async function takeRunLock() {
  const lock = path.join(os.tmpdir(), 'guidebook-e2e.lock');
  const deadline = Date.now() + 30 * 60_000;
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const holder = Number(fs.readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
    let alive = false;
    try {
      alive = holder > 0 && process.kill(holder, 0);
    } catch {
      alive = false;
    }
    if (!alive) {
      // The holder died without cleaning up (or is just writing its pid: give it a moment).
      await new Promise((r) => setTimeout(r, 500));
      const again = Number(fs.readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
      if (again === holder) fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Another browser-test run (pid ${holder}) holds ${lock}.`);
    if (!told) log(`waiting for another browser-test run (pid ${holder}) to finish`);
    told = true;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function withoutRaw({ raw: _raw, ...mail }) {
  return mail;
}

/** Serves the received mails as JSON, so the test workers (other processes) can read them. */
function startMailboxEndpoint(smtp) {
  const server = http.createServer((req, res) => {
    const body = JSON.stringify(smtp.messages.map(withoutRaw));
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A 1x1 PNG: what the test tile server answers for every tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A map tile server on 127.0.0.1 for the guest Map tab (the server's MAP_TILE_URL points here),
 * so no test reaches a real tile server.
 */
function startTileServer() {
  const server = http.createServer((req, res) => {
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(TILE_PNG);
    } else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth(baseUrl, serverExited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (serverExited()) throw new Error('The server exited before it answered /api/health.');
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`/api/health did not answer within ${timeoutMs / 1000} s.`);
}

function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM lets the server stop its embedded PostgreSQL; SIGKILL only if it hangs.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main() {
  if (!fs.existsSync(chrome)) throw new Error(`No Chromium at ${chrome} (install it or set CHROME_PATH).`);
  const releaseLock = await takeRunLock();
  process.on('exit', releaseLock);
  fs.mkdirSync(artifacts, { recursive: true });
  if (!process.env.E2E_SKIP_BUILD) prepareWebBuild();
  if (process.argv.includes('--build-only')) return 0;

  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guidebook-e2e-'));
  // As root, the embedded PostgreSQL runs as the postgres user, who must enter this folder.
  fs.chmodSync(tmp, 0o755);
  const dataDir = path.join(tmp, 'data');
  let database = null;
  let server = null;
  let serverExited = false;
  let smtp = null;
  let mailbox = null;
  let tiles = null;
  let interrupted = false;

  const cleanup = async () => {
    await stopServer(server);
    await database?.stop();
    if (smtp) {
      fs.writeFileSync(path.join(artifacts, 'mail.json'), JSON.stringify(smtp.messages.map(withoutRaw), null, 2));
      await smtp.stop();
    }
    if (mailbox) await new Promise((r) => mailbox.close(() => r()));
    if (tiles) await new Promise((r) => tiles.close(() => r()));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      interrupted = true;
    });
  }

  try {
    const { startSmtpReceiver } = await tsImport('../apps/server/test/helpers/smtp.ts', import.meta.url);
    smtp = await startSmtpReceiver();
    mailbox = await startMailboxEndpoint(smtp);
    const mailUrl = `http://127.0.0.1:${mailbox.address().port}`;

    tiles = await startTileServer();
    const tileUrl = `http://127.0.0.1:${tiles.address().port}/tiles/{z}/{x}/{y}.png`;

    // The server's own embedded database, started here instead so that it skips every flush to
    // disk; the server reaches it through DATABASE_URL.
    const pgLog = { info: () => undefined, debug: () => undefined, error: (m) => log(m) };
    database = await startEmbeddedPostgres(path.join(tmp, 'postgres'), pgLog, { durable: false });

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const serverLog = fs.createWriteStream(path.join(artifacts, 'server.log'));
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SMTP_URL: smtp.url,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
        RATE_LIMIT_PER_MINUTE: '1000',
        WEB_DIST: webDist,
        DATABASE_URL: database.url,
        MAP_TILE_URL: tileUrl,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        // The specs serve their calendar feeds on 127.0.0.1, which the server otherwise refuses to read.
        CALENDAR_FEEDS_ALLOW_PRIVATE: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.pipe(serverLog);
    server.stderr.pipe(serverLog);
    server.on('exit', () => {
      serverExited = true;
    });
    await waitForHealth(baseUrl, () => serverExited, 90_000);
    log(`server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s (SMTP ${smtp.url})`);

    const runner = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'e2e/playwright.config.ts',
        ...process.argv.slice(2),
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_MAIL_URL: mailUrl,
          E2E_TILE_URL: tileUrl,
          CHROME_PATH: chrome,
        },
      },
    );
    const code = await new Promise((resolve) => runner.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
    if (serverExited) {
      log('the server stopped during the tests; see e2e/artifacts/server.log');
      return 1;
    }
    return interrupted ? 130 : code;
  } finally {
    await cleanup();
    log(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[e2e] ${err instanceof Error ? err.message : err}`);
    const logFile = path.join(artifacts, 'server.log');
    if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
    process.exit(1);
  },
);

// `npm run dev`: the whole app with hot reload, on the same PORT (3000) and DATA_DIR (./data) as
// `npm start`. Vite serves the web app on PORT (edits in apps/web reach the open page at once)
// and proxies /api to the server, which runs on a free loopback port and restarts (requests in
// progress finish, its embedded database stops and starts again) when a file under
// apps/server/src or packages/contract/src changes. E-mailed links use PORT.
//
// Stopping: package.json starts this file with `exec`, so npm's SIGINT/SIGTERM reach it; it stops
// the server (which stops its database) and Vite, then exits 0. The server stops when this
// process dies (its IPC channel closes), and this process stops when its parent dies.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { createServer } from 'vite';
import { repoRoot } from './web-build.mjs';

const { freePort } = await tsImport('../apps/server/src/lib/free-port.ts', import.meta.url);

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
const watched = ['apps/server/src', 'packages/contract/src'].map((dir) => path.join(repoRoot, dir));

function log(message) {
  console.log(`[dev] ${message}`);
}

const apiPort = await freePort();
// Read by apps/web/vite.config.ts for its /api proxy.
process.env.GUIDEBOOK_API_URL = `http://127.0.0.1:${apiPort}`;

let server = null;
let restart = false;
let stopping = false;
let apiReady = false;

/** Marks the API ready once this server process answers /api/health. */
async function watchReady(child) {
  while (server === child && !stopping) {
    const ok = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && server === child) {
      apiReady = true;
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      // Vite serves the web app; the server answers /api only (no stale build at its /).
      WEB_DIST: path.join(repoRoot, 'apps/web/.dev-serves-no-build'),
    },
  });
  apiReady = false;
  void watchReady(server);
  server.on('exit', (code, signal) => {
    server = null;
    apiReady = false;
    if (stopping) return;
    if (restart) {
      restart = false;
      startServer();
    } else {
      log(`the server stopped (${code ?? signal}); it starts again when a file under ${watched.join(' or ')} changes`);
    }
  });
}

let timer = null;
function changed() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (stopping) return;
    if (!server) return startServer();
    if (restart) return;
    log('server code changed: restarting the server');
    restart = true;
    apiReady = false;
    server.kill('SIGTERM');
  }, 200);
}
const watchers = watched.map((dir) => fs.watch(dir, { recursive: true }, changed));

const httpServer = http.createServer();
const vite = await createServer({
  configFile: path.join(repoRoot, 'apps/web/vite.config.ts'),
  appType: 'spa',
  server: { middlewareMode: { server: httpServer }, ws: { server: httpServer } },
});
// While the server (re)starts, /api answers 503 in the API's envelope instead of a proxy error.
const restarting = JSON.stringify({
  RES_CODE: '99',
  RES_MESSAGE: 'The server is restarting (npm run dev). Please try again in a moment.',
  RES_RESULT: null,
  RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' },
});
httpServer.on('request', (req, res) => {
  if (!apiReady && (req.url === '/api' || req.url?.startsWith('/api/'))) {
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' }).end(restarting);
    return;
  }
  vite.middlewares(req, res);
});

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  for (const w of watchers) w.close();
  clearTimeout(timer);
  const serverDone = server ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
  server?.kill('SIGTERM');
  await vite.close().catch(() => undefined);
  httpServer.closeAllConnections();
  await Promise.all([serverDone, new Promise((resolve) => httpServer.close(resolve))]);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop('parent process gone');
}, 500).unref();

startServer();
httpServer.on('error', (err) => {
  console.error(`[dev] cannot listen on ${host}:${port}: ${err.message}`);
  void stop('error').then(() => process.exit(1));
});
httpServer.listen(port, host, () => {
  log(`Guidebook (development) on ${publicUrl}`);
  log(`web app with hot reload; API server on 127.0.0.1:${apiPort}, restarted when its code changes`);
});

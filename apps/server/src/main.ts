/**
 * Reads config, starts the embedded database when DATABASE_URL is unset, listens.
 *
 * Stopping (SIGTERM, SIGINT, SIGHUP, or the parent's IPC channel closing: `npm start`,
 * `npm run dev` and `node --watch` run this file as a child with one): stop accepting
 * connections, let requests in progress finish (at most DRAIN_MS, then their connections are
 * closed), close the pool, stop the embedded database, exit 0.
 *
 * A SIGTERM (what an orchestrator or a rolling restart sends) first drains for
 * SHUTDOWN_GRACE_SECONDS (default 0): GET /api/health answers 503 so a load balancer moves traffic
 * away, every other request is still served, and each answer closes its connection. A second stop
 * request (Ctrl-C, the parent gone, the database gone) ends the grace period early.
 */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** After the listener closes, how long connections accepted just before get to deliver their request. */
const ACCEPTED_SETTLE_MS = 500;
/** How long a stop waits for requests in progress (an upload, a slow list) before cutting them off. */
const DRAIN_MS = 10_000;
/** Why the server stops when its embedded database stopped on its own; it then exits 1. */
const DATABASE_GONE = 'database stopped';

async function main(): Promise<void> {
  // WEB_DIST: serve a web build from elsewhere (the browser tests use a private one).
  const webDist = path.resolve(process.env.WEB_DIST || path.resolve(here, '../../web/dist'));
  const config = loadConfig(process.env, { webDist });
  const log = pino({ level: config.logLevel });

  // Until the app is up, a stop request only has the database to stop.
  const early: { stop: string | null } = { stop: null };
  let stop: (reason: string) => void = (reason) => {
    early.stop ??= reason;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  // The parent (scripts/start.mjs, scripts/dev.mjs, node --watch) went away, however it ended.
  if (process.channel) process.on('disconnect', () => stop('parent process gone'));

  let embedded: EmbeddedDatabase | null = null;
  let exiting = false;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(
      config.dataDir,
      {
        info: (m) => log.info(m),
        debug: (m) => log.debug(m),
        error: (m) => log.error(m),
      },
      {
        // Without its database the server can only answer 99: exit, so a supervisor restarts both.
        onUnexpectedExit: () => {
          if (!exiting) stop(DATABASE_GONE);
        },
      },
    );
    config.databaseUrl = embedded.url;
  }
  const app = early.stop
    ? null
    : await buildApp(config).catch(async (err: unknown) => {
        await embedded?.stop();
        throw err;
      });
  if (!app || early.stop) {
    log.info(`${early.stop}: stopping`);
    await app?.close();
    await embedded?.stop();
    process.exit(early.stop === DATABASE_GONE ? 1 : 0);
  }

  let closing: Promise<void> | null = null;
  let endGrace: (() => void) | null = null;
  let code = 0;
  stop = (reason) => {
    if (reason === DATABASE_GONE) code = 1;
    // Once: a Ctrl-C reaches this process both from the terminal and through its parent.
    if (closing) {
      endGrace?.();
      return;
    }
    exiting = true;
    closing = (async () => {
      const graceMs = reason === 'SIGTERM' ? config.shutdownGraceMs : 0;
      if (graceMs > 0) {
        app.log.info(
          `${reason}: draining for ${graceMs / 1000} s (/api/health answers 503; requests are still served)`,
        );
        app.draining = true;
        // Each answer from now on closes its connection, so none is left idle for a load balancer to reuse.
        const closeAfterAnswer = (_req: unknown, res: { shouldKeepAlive: boolean }) => {
          res.shouldKeepAlive = false;
        };
        app.server.prependListener('request', closeAfterAnswer);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          endGrace = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        // Stop listening first, and only that (net's close, not http's, which would also drop
        // connections accepted a moment ago whose request is not read yet): a load balancer's
        // next connection is refused, which it may retry elsewhere for any method, while each
        // connection already accepted still delivers its request and gets its answer.
        net.Server.prototype.close.call(app.server);
        await new Promise((resolve) => setTimeout(resolve, ACCEPTED_SETTLE_MS));
      }
      app.log.info(`${reason}: stopping (requests in progress get up to ${DRAIN_MS / 1000} s to finish)`);
      const cutOff = setTimeout(() => {
        app.log.warn(`Requests still running after ${DRAIN_MS / 1000} s: closing their connections`);
        app.server.closeAllConnections();
      }, DRAIN_MS);
      // A keep-alive connection is closed as soon as its request in progress is answered
      // (app.close only closes those idle at the moment it is called).
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      // Stops accepting, answers what is in progress, then closes the pool (the app's onClose hooks).
      await app.close().catch((err: unknown) => app.log.error(err));
      clearTimeout(cutOff);
      clearInterval(idle);
      await embedded?.stop().catch((err: unknown) => app.log.error(err));
      app.log.info('stopped');
      process.exit(code);
    })();
  };

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (closing) return; // stopped before it listened
    app.log.error(err);
    exiting = true;
    await app.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const publicUrl = config.port === 0 ? config.publicUrl.replace(/:0$/, `:${port}`) : config.publicUrl;
  app.log.info(`Guidebook is running on ${publicUrl} (API docs: ${publicUrl}/api/docs)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

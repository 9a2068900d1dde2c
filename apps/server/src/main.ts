/** Reads config, starts the embedded database when DATABASE_URL is unset, listens. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  // WEB_DIST: serve a web build from elsewhere (the browser tests use a private one).
  const webDist = path.resolve(process.env.WEB_DIST || path.resolve(here, '../../web/dist'));
  const config = loadConfig(process.env, { webDist });
  const log = pino({ level: config.logLevel });
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, {
      info: (m) => log.info(m),
      debug: (m) => log.debug(m),
      error: (m) => log.error(m),
    });
    config.databaseUrl = embedded.url;
  }
  const app = await buildApp(config).catch(async (err: unknown) => {
    await embedded?.stop();
    throw err;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch((err: unknown) => app.log.error(err));
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error(err);
    await app.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
  app.log.info(`Guidebook is running on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

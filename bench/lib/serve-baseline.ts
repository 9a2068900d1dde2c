/**
 * The end of a baseline server (a child process the benchmarks compare the real server with): its
 * /health for the parent to wait on, listening on `port`, and a clean stop (the app, then its pool)
 * on SIGTERM or SIGINT.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

export async function serveBaseline(app: FastifyInstance, pool: pg.Pool, port: number): Promise<void> {
  app.get('/health', async () => ({ ok: true }));
  const shutdown = () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ port, host: '127.0.0.1' });
}

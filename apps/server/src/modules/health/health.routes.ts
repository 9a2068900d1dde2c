/**
 * GET /health: the server answers, and so do the database and the store of file bytes (a cheap call
 * each: `select 1`; the files folder / S3 HeadBucket, given STORAGE_CHECK_MS). Either failing answers
 * 99, as a database failure always has. While the instance drains (main.ts: after a SIGTERM, for
 * SHUTDOWN_GRACE_SECONDS) it answers 503 with status 'draining' and the same fields, so a load
 * balancer sends new requests elsewhere while this instance still serves them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZHealth } from '@guidebook/contract';
import { pingDatabase } from '../../db/client.ts';
import { envelope } from '../../plugins/envelope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by main.ts when a stop begins with a grace period (app.ts decorates it false). */
    draining: boolean;
  }
}

const STORAGE_CHECK_MS = 3_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and storage check',
        description:
          '503 with status "draining": the instance is stopping; it still serves, but send new requests elsewhere.',
        response: { 200: envelopeOf(ZHealth), 503: envelopeOf(ZHealth) },
      },
    },
    async (_request, reply) => {
      await pingDatabase(app.deps.database);
      await app.deps.store.check(AbortSignal.timeout(STORAGE_CHECK_MS)).catch((err: unknown) => {
        throw new Error('The storage did not answer the health check', { cause: err });
      });
      const status = app.draining ? ('draining' as const) : ('ok' as const);
      return reply
        .status(app.draining ? 503 : 200)
        .send(envelope({ status, database: 'ok' as const, storage: 'ok' as const }));
    },
  );
};

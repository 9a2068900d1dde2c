/** GET /health: the server answers and the database answers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZHealth } from '@guidebook/contract';
import { pingDatabase } from '../../db/client.ts';
import { envelope } from '../../plugins/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: envelopeOf(ZHealth) } } },
    async () => {
      await pingDatabase(app.deps.database);
      return envelope({ status: 'ok' as const, database: 'ok' as const });
    },
  );
};

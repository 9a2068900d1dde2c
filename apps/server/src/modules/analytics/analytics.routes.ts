/**
 * /analytics/* (host figures, signed in) and POST /guest/guides/:token/views (guests
 * count views: no auth, no cookies, nothing stored about the viewer).
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZAnalyticsSummary,
  ZErrorEnvelope,
  ZGuestViewRequest,
  ZGuideAnalytics,
  ZGuideAnalyticsQuery,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './analytics.service.ts';

/** Views a single client address may record per minute: loose, it only stops scripted inflation. */
export const VIEWS_PER_MINUTE = 120;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['analytics'], security: [{ bearer: [] }] };

  app.get(
    '/analytics/guide',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The Analytics tab of a guide',
        description:
          'All-time views, views today and yesterday (days in the guide’s timezone, UTC when it has none), ' +
          'invitations created, the last 30 days oldest first (days without views as 0), and per category ' +
          'each topic’s total views and views today.',
        querystring: ZGuideAnalyticsQuery,
        response: { 200: envelopeOf(ZGuideAnalytics), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.guideAnalytics(app.deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.get(
    '/analytics/summary',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'Views across the host’s guides, for the dashboard',
        description:
          'Adds up guest views across the workspace’s guides for the dashboard: all-time views, today’s views (each guide’s today in its own timezone) and the figures per guide.',
        response: { 200: envelopeOf(ZAnalyticsSummary) },
      },
    },
    async (request) =>
      envelope(
        await service.analyticsSummary(
          app.deps,
          requireUser(request).id_workspace,
          requireUser(request).workspace.guides,
        ),
      ),
  );
};

export const guestViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/guest/guides/:token/views',
    {
      // warn: a normal view leaves no log line with the guest's address.
      logLevel: 'warn',
      config: {
        rateLimit: {
          max: VIEWS_PER_MINUTE,
          timeWindow: 60_000,
          // The limiter's memory holds a hash of the address, not the address.
          keyGenerator: (request) => crypto.createHash('sha256').update(request.ip).digest('base64url').slice(0, 22),
        },
      },
      schema: {
        tags: ['guest'],
        summary: 'Count a view of the guide, or of one of its topics',
        description:
          'No auth, no cookies; only a per-day count is stored. Without id_guide_topic the guide itself is counted. ' +
          'Unknown token, or a topic that is not published in this guide: 01. Rate-limited per client address.',
        params: z.object({ token: z.string().max(200) }),
        body: ZGuestViewRequest,
        response: { 204: z.null().describe('Counted'), 404: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      await service.recordGuestView(app.deps, request.params.token, request.body?.id_guide_topic);
      return reply.status(204).send(null);
    },
  );
};

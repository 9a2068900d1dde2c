/**
 * /api_tokens/*: thin routes: schema in, service, envelope out. Signed-in sessions only: no API
 * token may list, create or revoke tokens (`apiTokens: 'never'`, enforced by plugins/auth.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TOKEN,
  envelopeOf,
  ZApiToken,
  ZApiTokenCreated,
  ZApiTokenCreateRequest,
  ZApiTokenDeleteRequest,
  ZErrorEnvelope,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './api-tokens.service.ts';

export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['api tokens'], security: [{ bearer: [] }] };
  const sessionOnly = { apiTokens: 'never' as const, permission: 'tokens.manage' as const };
  const usage =
    `Send a token as \`Authorization: Bearer ${API_TOKEN.PREFIX}...\` on any call. A read token may make GET calls ` +
    'only (43 otherwise); no token may manage tokens or change the account (43). Calls made with a token are ' +
    'rate-limited per token (API_TOKEN_RATE_LIMIT_PER_MINUTE, default 600; 44 with Retry-After).';

  app.get(
    '/api_tokens/list',
    {
      config: sessionOnly,
      schema: {
        ...common,
        summary: 'The workspace’s API tokens, newest first (never the tokens themselves)',
        description: usage,
        response: { 200: envelopeOf(z.array(ZApiToken)), 403: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.listTokens(deps, requireUser(request).id_workspace)),
  );

  app.post(
    '/api_tokens/create',
    {
      config: sessionOnly,
      schema: {
        ...common,
        summary: 'Create an API token; the answer carries the token, shown this once',
        description:
          `${usage} scope: read | write. expires_in_days: 1..${API_TOKEN.EXPIRES_IN_DAYS_MAX}, or null (never). ` +
          `At most ${API_TOKEN.MAX_PER_ACCOUNT} tokens per workspace (13). A token acts in the workspace it was created in, with its creator’s role there, and stops working when the creator leaves it.`,
        body: ZApiTokenCreateRequest,
        response: { 201: envelopeOf(ZApiTokenCreated), 403: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const created = await service.createToken(deps, requireUser(request), request.body);
      return reply.status(201).send(envelope(created));
    },
  );

  app.delete(
    '/api_tokens/delete',
    {
      config: sessionOnly,
      schema: {
        ...common,
        summary: 'Revoke an API token: calls made with it answer 40 at once',
        description: 'Revokes an API token of the workspace; calls made with it answer 40 from then on.',
        body: ZApiTokenDeleteRequest,
        response: { 200: envelopeOf(z.null()), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteToken(deps, requireUser(request).id_workspace, request.body.id_api_token);
      return envelope(null);
    },
  );
};

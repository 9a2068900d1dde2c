/**
 * /workspaces/*: an account's further workspaces (an agency's, one per client). Thin routes: schema
 * in, service, envelope out. Creating one is about the account (any signed-in person, a stale
 * X-Workspace does not stop it); handing over and deleting act on the workspace named by
 * X-Workspace and are its owner's alone. No API token makes these calls.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  WORKSPACE_HEADER,
  ZErrorEnvelope,
  ZWorkspace,
  ZWorkspaceCreateRequest,
  ZWorkspaceDeleteRequest,
  ZWorkspaceTransfer,
  ZWorkspaceTransferConfirmRequest,
  ZWorkspaceTransferRequest,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireSession, requireUser } from '../../plugins/auth.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import * as service from './workspaces.service.ts';

export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const perAddress = perAddressLimit(deps.config.rateLimitPerMinute);
  const common = { tags: ['team'], security: [{ bearer: [] }] };
  // Owners pass members.manage like admins; the service refuses everyone but the owner (43).
  const owner = { apiTokens: 'never' as const, permission: 'members.manage' as const };
  const acted =
    `Acts on the workspace named by the header \`${WORKSPACE_HEADER}: {id_workspace}\`; only its owner may, ` +
    'and never on the account’s personal workspace (the one made at sign-up), which answers 13.';

  app.post(
    '/workspaces/create',
    {
      onRequest: app.authenticate,
      config: { apiTokens: 'never', permission: 'account', workspaceHeader: 'ignore' },
      schema: {
        ...common,
        summary: 'Create a further workspace (a client’s) that the caller owns',
        description:
          'The caller becomes its owner, with its own guides, library, branding, members and tokens; switch to it ' +
          `with ${WORKSPACE_HEADER}. 13 when the caller already owns WORKSPACES_PER_ACCOUNT workspaces (default 50, ` +
          'the personal one included).',
        body: ZWorkspaceCreateRequest,
        response: { 201: envelopeOf(ZWorkspace), 403: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const created = await service.createWorkspace(deps, requireUser(request), request.body.name);
      return reply.status(201).send(envelope(created));
    },
  );

  app.post(
    '/workspaces/transfer',
    {
      onRequest: app.authenticate,
      config: { ...owner, ...perAddress },
      schema: {
        ...common,
        summary: 'Hand the workspace over to an active member: e-mails them a link to accept it',
        description:
          'E-mails the member a single-use link {PUBLIC_URL}/public/workspace_transfer?vc=..&vi=.. that expires like ' +
          'the other e-mailed links; a new hand-over replaces the pending one. Once they accept, they own the ' +
          `workspace and the caller stays as an admin. 13 when the member has not accepted their invitation. ${acted}`,
        body: ZWorkspaceTransferRequest,
        response: {
          200: envelopeOf(ZWorkspaceTransfer),
          403: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => envelope(await service.transferWorkspace(deps, requireUser(request), request.body.id_member)),
  );

  app.post(
    '/workspaces/transfer/confirm',
    {
      onRequest: app.authenticate,
      config: { apiTokens: 'never', permission: 'account', workspaceHeader: 'ignore', ...perAddress },
      schema: {
        ...common,
        summary: 'Accept a workspace handed over by e-mail: the signed-in account becomes its owner',
        description:
          '43 when signed in as another account than the member it was handed to; 01 when the link is unknown, used, ' +
          'expired, or the workspace changed owner meanwhile; 13 when the account already owns WORKSPACES_PER_ACCOUNT ' +
          'workspaces.',
        body: ZWorkspaceTransferConfirmRequest,
        response: { 200: envelopeOf(ZWorkspace), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.confirmTransfer(deps, requireSession(request), request.body)),
  );

  app.post(
    '/workspaces/delete',
    {
      onRequest: app.authenticate,
      config: owner,
      schema: {
        ...common,
        summary: 'Delete an empty workspace (no guides, no library files), with its members and tokens',
        description:
          'id_workspace names the workspace acted in again, so a stale header deletes nothing (another id answers ' +
          `01). 13 while it holds a guide or a library file. ${acted}`,
        body: ZWorkspaceDeleteRequest,
        response: { 200: envelopeOf(z.null()), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteWorkspace(deps, requireUser(request), request.body.id_workspace);
      return envelope(null);
    },
  );
};

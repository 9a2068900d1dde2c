/** POST /guides/bulk: thin route: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  GUIDES_BULK,
  GUIDES_BULK_ACTIONS,
  ZErrorEnvelope,
  ZGuidesBulkRequest,
  ZGuidesBulkResult,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './guides-bulk.service.ts';

export const guidesBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/guides/bulk',
    {
      onRequest: app.authenticate,
      // Each action also needs what its single-guide call needs (checked by the service).
      config: { permission: 'guides.write' },
      schema: {
        tags: ['guides'],
        security: [{ bearer: [] }],
        summary: 'One action on many guides, all or nothing: tags, workspace branding, duplicate, delete',
        description:
          `action: ${GUIDES_BULK_ACTIONS.join(', ')}. The guides are either id_guides (the chosen ones) or filter ` +
          '({ q, tag } as in GET /guides/list: every guide the caller may see that matches; {} for all of them), at ' +
          `most ${GUIDES_BULK.MAX_GUIDES} (duplicate: ${GUIDES_BULK.MAX_DUPLICATES}; more answers 12). add_tag and ` +
          'remove_tag take tag; apply_branding makes each guide follow the workspace branding (as PUT ' +
          '/guides/branding/use_workspace; 13 while none is saved); duplicate copies each guide as POST ' +
          '/guides/duplicate; delete needs confirm equal to the number of guides it deletes (13 naming the number ' +
          'otherwise, and nothing is deleted). Every guide is checked first: one that is not the workspace’s, or not ' +
          'among a limited member’s guides, answers 01 naming it, and nothing changes. Each action needs the ' +
          'permission of its single-guide call (43 otherwise). Answers how many guides changed and their ids (for ' +
          'duplicate: the copies).',
        body: ZGuidesBulkRequest,
        response: {
          200: envelopeOf(ZGuidesBulkResult),
          403: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return envelope(
        await service.bulkAction(
          deps,
          {
            id_workspace: user.id_workspace,
            role: user.role,
            permissions: user.permissions,
            guides: user.workspace.guides,
          },
          request.body,
        ),
      );
    },
  );
};

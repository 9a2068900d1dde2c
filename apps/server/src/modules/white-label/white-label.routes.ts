/**
 * /workspace/white_label: the workspace's white-label settings. Every member reads them (the White
 * Label screen shows them read-only to editors and viewers); owners and admins change them
 * (`workspace.manage`). Thin routes: schema in, service, envelope out.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ZErrorEnvelope, ZWhiteLabel, ZWhiteLabelRequest } from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './white-label.service.ts';

export const whiteLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['white label'], security: [{ bearer: [] }] };
  const read = { permission: 'guides.read' as const };
  const write = { permission: 'workspace.manage' as const, scope: 'workspace' as const };

  app.get(
    '/workspace/white_label',
    {
      config: read,
      schema: {
        ...common,
        summary: 'The workspace’s white-label settings',
        description:
          'The sender name and footer of e-mails to the workspace’s guests, whether the product’s name is hidden ' +
          'from everything guests see, and the name guest e-mails are sent as now (`effective_sender_name`). ' +
          'Before the first save: nulls and false. Every member of the workspace may read them.',
        response: { 200: envelopeOf(ZWhiteLabel) },
      },
    },
    async (request) => envelope(await service.getWhiteLabel(deps, requireUser(request).id_workspace)),
  );

  app.put(
    '/workspace/white_label',
    {
      config: write,
      schema: {
        ...common,
        summary: 'Save the workspace’s white-label settings',
        description:
          'E-mails to guests (invitations, stay messages, answers to requests) are sent as `sender_name` on the ' +
          'server’s sender address, with Reply-To the workspace owner’s e-mail, and end with `mail_footer`. ' +
          '`hide_product_name` removes the product’s name and links from the guest guide, its manifest, the ' +
          'flyer and House Manual (also their PDF metadata) and guest e-mails (sent as the workspace’s name when ' +
          'no sender name is set). The sender name: at most 80 characters, no line breaks, quotes, < > or \\; the ' +
          'footer: plain text, at most 1000 characters. Empty or null clears either. Owners and admins only.',
        body: ZWhiteLabelRequest,
        response: { 200: envelopeOf(ZWhiteLabel), 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.saveWhiteLabel(deps, requireUser(request).id_workspace, request.body)),
  );
};

/** /guides/*: thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZErrorEnvelope,
  ZGuide,
  ZGuideCreateRequest,
  ZGuideDeleteRequest,
  ZGuideListItem,
  ZGuideModifyRequest,
  ZGuideSelectQuery,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './guides.service.ts';

export const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['guides'], security: [{ bearer: [] }] };

  app.get(
    '/guides/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The host’s guides, newest first: the listed fields (select has them all)',
        description:
          'Lists the guides of the workspace the caller may see (a member limited to chosen guides sees only those), newest first, with the fields the guides table shows.',
        response: { 200: envelopeOf(z.array(ZGuideListItem)) },
      },
    },
    async (request) =>
      envelope(
        await service.listGuides(deps, requireUser(request).id_workspace, requireUser(request).workspace.guides),
      ),
  );

  app.get(
    '/guides/select',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'One guide with every field',
        description:
          'Answers one guide with every field, its languages and, per further language, its translation and how far it is translated.',
        querystring: ZGuideSelectQuery,
        response: { 200: envelopeOf(ZGuide), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.selectGuide(deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.post(
    '/guides/create',
    {
      config: { permission: 'guides.create' },
      schema: {
        ...common,
        summary: 'Create a guide',
        description:
          'with_template: true also creates, in the same transaction, the ten standard categories of the guest ' +
          'Info tab (with icons and kinds, no topics). Default false.',
        body: ZGuideCreateRequest,
        response: { 201: envelopeOf(ZGuide), 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const guide = await service.createGuide(deps, requireUser(request).id_workspace, request.body);
      return reply.status(201).send(envelope(guide));
    },
  );

  app.put(
    '/guides/modify',
    {
      config: { permission: 'guides.write' },
      schema: {
        ...common,
        summary: 'Change a guide’s fields',
        description:
          'Saves a guide’s fields; the WiFi, welcome text and stay times keep their stored value when absent, and null or an empty string clears them.',
        body: ZGuideModifyRequest,
        response: { 200: envelopeOf(ZGuide), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyGuide(app.deps, requireUser(request).id_workspace, request.body)),
  );

  app.delete(
    '/guides/delete',
    {
      config: { permission: 'guides.delete' },
      schema: {
        ...common,
        summary: 'Delete a guide with its categories and topics',
        description:
          'Deletes a guide with its categories, topics and translations; its share link stops working, and the files it used stay in the library.',
        body: ZGuideDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteGuide(app.deps, requireUser(request).id_workspace, request.body.id_guide);
      return envelope(null);
    },
  );
};

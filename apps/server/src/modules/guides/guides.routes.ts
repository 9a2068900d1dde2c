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
  ZGuideListQuery,
  ZGuideModifyRequest,
  ZGuideSelectQuery,
  ZGuideTagCount,
  ZGuideTags,
  ZGuideTagsRequest,
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
        summary: 'The host’s guides: all of them, newest first, or one page of a search',
        description:
          'Without parameters: every guide of the workspace the caller may see (a member limited to chosen guides sees ' +
          'only those), newest first, with the fields the guides table shows. With any of page, page_size (default 25, ' +
          'at most 100: more answers 12), q (title, city or address, ignoring case and accents), sort (title, city, ' +
          'updated or created; a leading - for descending; ties by id) and tag: one page of the matching guides, each ' +
          'with its languages, published topics count and tags; RES_OTHERS carries TOTAL, PAGE and PAGE_SIZE. Every item ' +
          'names the workspace it is in (workspace_name).',
        querystring: ZGuideListQuery,
        response: { 200: envelopeOf(z.array(ZGuideListItem)), 422: ZErrorEnvelope },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!service.isPagedListQuery(request.query))
        return envelope(await service.listGuides(deps, user.id_workspace, user.workspace.guides, user.workspace.name));
      const { guides, page } = await service.listGuidesPage(
        deps,
        user.id_workspace,
        request.query,
        user.workspace.guides,
        user.workspace.name,
      );
      return envelope(guides, page);
    },
  );

  app.get(
    '/guides/tags/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The workspace’s guide tags and how many guides carry each',
        description:
          'Every tag of the guides the caller may see (ignoring case: a tag written two ways is listed once), ' +
          'alphabetically, with how many of those guides carry it.',
        response: { 200: envelopeOf(z.array(ZGuideTagCount)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return envelope(await service.listTags(deps, user.id_workspace, user.workspace.guides));
    },
  );

  app.put(
    '/guides/tags',
    {
      config: { permission: 'guides.write' },
      schema: {
        ...common,
        summary: 'Set a guide’s tags',
        description:
          'Replaces the guide’s tags with the given ones, in that order: each trimmed, 1 to 40 characters, at most 20, ' +
          'no two the same ignoring case (12 otherwise). An empty list removes them all.',
        body: ZGuideTagsRequest,
        response: { 200: envelopeOf(ZGuideTags), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        await service.setGuideTags(deps, requireUser(request).id_workspace, request.body.id_guide, request.body.tags),
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

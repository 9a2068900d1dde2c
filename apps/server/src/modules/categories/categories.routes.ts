/** /content_categories/*: thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZCategory,
  ZCategoryCreateRequest,
  ZCategoryDeleteRequest,
  ZCategoryListQuery,
  ZCategoryModifyRequest,
  ZCategoryOrderRequest,
  ZErrorEnvelope,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['content categories'], security: [{ bearer: [] }] };

  app.get(
    '/content_categories/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'A guide’s categories in their stored order, each with its number of topics',
        description:
          'Lists the categories of one guide in the order the host arranged them, each with its number of topics.',
        querystring: ZCategoryListQuery,
        response: { 200: envelopeOf(z.array(ZCategory)), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.listCategories(deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.post(
    '/content_categories/create',
    {
      config: { permission: 'categories.write' },
      schema: {
        ...common,
        summary: 'Add a category at the end of a guide; image is icon markup `<i class="..."></i>`',
        description:
          'Adds a category (name, optional description, icon markup and status) as the last one of a guide and answers it.',
        body: ZCategoryCreateRequest,
        response: { 201: envelopeOf(ZCategory), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const category = await service.createCategory(app.deps, requireUser(request).id_workspace, request.body);
      return reply.status(201).send(envelope(category));
    },
  );

  app.put(
    '/content_categories/modify',
    {
      config: { permission: 'categories.write' },
      schema: {
        ...common,
        summary: 'Change a category; absent fields keep their value',
        description:
          'Saves the fields sent for a category, keeping the others; a different id_guide moves it to the end of that guide of the same workspace.',
        body: ZCategoryModifyRequest,
        response: { 200: envelopeOf(ZCategory), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.modifyCategory(app.deps, requireUser(request).id_workspace, request.body)),
  );

  app.put(
    '/content_categories/order',
    {
      config: { permission: 'categories.write' },
      schema: {
        ...common,
        summary: 'Store a new order of a guide’s categories (ids: every category, each once)',
        description:
          'Stores a new order of a guide’s categories; ids must list every category of the guide exactly once (12 otherwise).',
        body: ZCategoryOrderRequest,
        response: { 200: envelopeOf(z.array(ZCategory)), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.orderCategories(app.deps, requireUser(request).id_workspace, request.body)),
  );

  app.delete(
    '/content_categories/delete',
    {
      config: { permission: 'categories.write' },
      schema: {
        ...common,
        summary: 'Delete a category with its topics',
        description: 'Deletes a category with all its topics and their translations.',
        body: ZCategoryDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteCategory(app.deps, requireUser(request).id_workspace, request.body.id_guide_content);
      return envelope(null);
    },
  );
};

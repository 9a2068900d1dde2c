/** /content_topics/*: thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZErrorEnvelope,
  ZTopic,
  ZTopicCreateRequest,
  ZTopicDeleteRequest,
  ZTopicListQuery,
  ZTopicModifyRequest,
  ZTopicOrderRequest,
  ZTopicSelectQuery,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './topics.service.ts';
import { registerInlineImagesMigration } from './inline-images-migration.ts';

const INLINE_IMAGES =
  'Images pasted into the content (data:image/… URIs) are stored in the host’s library (BMP and ICO as PNG; ' +
  'identical ones once) and the content keeps their URL, /api + path_file. An image that cannot be read ' +
  'answers 12 on content, and nothing is stored.';

export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerInlineImagesMigration(app);
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['content topics'], security: [{ bearer: [] }] };

  app.get(
    '/content_topics/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'A category’s topics in their stored order, whole, each with its featured image’s path_file',
        description:
          'Every field of each topic, content included. Content holds no inline images: images pasted into the ' +
          'editor are stored in the library when a topic is saved, and the content keeps their URL.',
        querystring: ZTopicListQuery,
        response: { 200: envelopeOf(z.array(ZTopic)), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.listTopics(deps, requireUser(request).id_workspace, request.query.id_guide_content)),
  );

  app.get(
    '/content_topics/select',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'One topic with its content',
        description:
          'Answers one topic with its full rich-text content, its featured image’s path and its translations.',
        querystring: ZTopicSelectQuery,
        response: { 200: envelopeOf(ZTopic), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.selectTopic(deps, requireUser(request).id_workspace, request.query.id_guide_topic)),
  );

  app.post(
    '/content_topics/create',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Add a topic at the end of a category; content is sanitised to the editor’s formats',
        description: INLINE_IMAGES,
        body: ZTopicCreateRequest,
        response: { 201: envelopeOf(ZTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const topic = await service.createTopic(deps, requireUser(request).id_workspace, request.body);
      return reply.status(201).send(envelope(topic));
    },
  );

  app.put(
    '/content_topics/modify',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Change a topic; absent fields (id_file_public too) keep their value',
        description: INLINE_IMAGES,
        body: ZTopicModifyRequest,
        response: { 200: envelopeOf(ZTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyTopic(deps, requireUser(request).id_workspace, request.body)),
  );

  app.put(
    '/content_topics/order',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Store a new order of a category’s topics (ids: every topic, each once)',
        description:
          'Stores a new order of a category’s topics; ids must list every topic of the category exactly once (12 otherwise).',
        body: ZTopicOrderRequest,
        response: { 200: envelopeOf(z.array(ZTopic)), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.orderTopics(deps, requireUser(request).id_workspace, request.body)),
  );

  app.delete(
    '/content_topics/delete',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Delete a topic',
        description: 'Deletes a topic and its translations; its featured image stays in the library.',
        body: ZTopicDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteTopic(deps, requireUser(request).id_workspace, request.body.id_guide_topic);
      return envelope(null);
    },
  );
};

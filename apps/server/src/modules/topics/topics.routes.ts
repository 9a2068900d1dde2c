/** /content_topics/*: thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZErrorEnvelope,
  ZTopic,
  ZTopicCreateRequest,
  ZTopicDeleteRequest,
  ZTopicListItem,
  ZTopicListQuery,
  ZTopicModifyRequest,
  ZTopicOrderRequest,
  ZTopicSelectQuery,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './topics.service.ts';

export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['content topics'], security: [{ bearer: [] }] };

  app.get(
    '/content_topics/list',
    {
      schema: {
        ...common,
        summary: 'A category’s topics in their stored order, each with its featured image’s path_file',
        description: 'Every field but content (which can hold large inline images): select gives the whole topic.',
        querystring: ZTopicListQuery,
        response: { 200: envelopeOf(z.array(ZTopicListItem)), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.listTopics(db, requireUser(request).id_user, request.query.id_guide_content)),
  );

  app.get(
    '/content_topics/select',
    {
      schema: {
        ...common,
        summary: 'One topic with its content',
        querystring: ZTopicSelectQuery,
        response: { 200: envelopeOf(ZTopic), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.selectTopic(db, requireUser(request).id_user, request.query.id_guide_topic)),
  );

  app.post(
    '/content_topics/create',
    {
      schema: {
        ...common,
        summary: 'Add a topic at the end of a category; content is sanitised to the editor’s formats',
        body: ZTopicCreateRequest,
        response: { 201: envelopeOf(ZTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const topic = await service.createTopic(db, requireUser(request).id_user, request.body);
      return reply.status(201).send(envelope(topic));
    },
  );

  app.put(
    '/content_topics/modify',
    {
      schema: {
        ...common,
        summary: 'Change a topic; absent fields (id_file_public too) keep their value',
        body: ZTopicModifyRequest,
        response: { 200: envelopeOf(ZTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyTopic(db, requireUser(request).id_user, request.body)),
  );

  app.put(
    '/content_topics/order',
    {
      schema: {
        ...common,
        summary: 'Store a new order of a category’s topics (ids: every topic, each once)',
        body: ZTopicOrderRequest,
        response: { 200: envelopeOf(z.array(ZTopicListItem)), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.orderTopics(db, requireUser(request).id_user, request.body)),
  );

  app.delete(
    '/content_topics/delete',
    {
      schema: {
        ...common,
        summary: 'Delete a topic',
        body: ZTopicDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteTopic(db, requireUser(request).id_user, request.body.id_guide_topic);
      return envelope(null);
    },
  );
};

/** /shared_topics/* and /guides/values: thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZErrorEnvelope,
  ZGuideValuesAnswer,
  ZGuideValuesQuery,
  ZGuideValuesRequest,
  ZSharedTopic,
  ZSharedTopicCreateRequest,
  ZSharedTopicDeleteRequest,
  ZSharedTopicDetachRequest,
  ZSharedTopicListItem,
  ZSharedTopicModifyRequest,
  ZSharedTopicPlaceRequest,
  ZSharedTopicSelectQuery,
  ZSharedTopicTranslateRequest,
  ZSharedTopicUnplaceRequest,
  ZTopic,
  ZTopicTranslation,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './shared-topics.service.ts';

const FOLLOWS =
  'Every guide that shows the shared topic changes with it at once (its copy is rewritten in the same ' +
  'transaction, and the guest caches of the workspace are dropped on every instance).';
const CODES =
  '{{name}} codes are filled in each guide with its property values (PUT /guides/values) and its own details ' +
  '({{wifi_name}}, {{check_in_time}}, {{address}}, …); a value the guide lacks reads “—”.';

export const sharedTopicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['shared topics'], security: [{ bearer: [] }] };

  app.get(
    '/shared_topics/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The workspace’s shared topics, where each is placed, and the guides that miss a value it uses',
        description:
          'Each shared topic whole, with codes (the {{name}} codes it uses), placements (guide and category of each ' +
          'placement) and missing_values (the guides without a main-language value for a code it uses). ' +
          'A member limited to chosen guides sees the placements in those guides.',
        response: { 200: envelopeOf(z.array(ZSharedTopicListItem)) },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      return envelope(await service.listSharedTopics(deps, auth.id_workspace, auth.workspace.guides));
    },
  );

  app.get(
    '/shared_topics/select',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'One shared topic with its content and translations',
        description:
          'Answers one shared topic with its content, the codes it uses and its translations (any language).',
        querystring: ZSharedTopicSelectQuery,
        response: { 200: envelopeOf(ZSharedTopic), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.selectSharedTopic(deps, requireUser(request).id_workspace, request.query.id_shared_topic)),
  );

  app.post(
    '/shared_topics/create',
    {
      config: { permission: 'topics.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Add a shared topic to the workspace’s library; content is sanitised like a topic’s',
        description:
          'Written like a topic (title, rich text, featured image from the library, status and visibility of new ' +
          `placements); images pasted into the content are stored in the library. ${CODES}`,
        body: ZSharedTopicCreateRequest,
        response: { 201: envelopeOf(ZSharedTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const topic = await service.createSharedTopic(deps, requireUser(request).id_workspace, request.body);
      return reply.status(201).send(envelope(topic));
    },
  );

  app.post(
    '/shared_topics/modify',
    {
      config: { permission: 'topics.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Change a shared topic everywhere it is placed; absent fields keep their value',
        description: `${FOLLOWS} Status and visibility reach the placements only when given.`,
        body: ZSharedTopicModifyRequest,
        response: { 200: envelopeOf(ZSharedTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifySharedTopic(deps, requireUser(request).id_workspace, request.body)),
  );

  app.post(
    '/shared_topics/delete',
    {
      config: { permission: 'topics.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Delete a shared topic and remove it from every guide (confirm: true when it is placed)',
        description:
          'While guides show the shared topic, answers 13 naming how many, and changes nothing, unless confirm is ' +
          'true; then it is removed from every guide too.',
        body: ZSharedTopicDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteSharedTopic(deps, requireUser(request).id_workspace, request.body);
      return envelope(null);
    },
  );

  app.put(
    '/shared_topics/translate',
    {
      config: { permission: 'topics.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Translate a shared topic’s title and content, for every guide that shows it',
        description:
          'Any language (guides of many languages may show it); guests of a guide read the translation in their ' +
          `language. Empty title and content remove the translation. ${FOLLOWS}`,
        body: ZSharedTopicTranslateRequest,
        response: { 200: envelopeOf(ZTopicTranslation), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.translateSharedTopic(deps, requireUser(request).id_workspace, request.body)),
  );

  app.post(
    '/shared_topics/place',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Place a shared topic at the end of a category (once per guide)',
        description:
          'Answers the placement: a topic of the category (id_shared_topic set) that follows the shared topic; ' +
          'it is ordered, published and hidden like any topic.',
        body: ZSharedTopicPlaceRequest,
        response: { 200: envelopeOf(ZTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.placeSharedTopic(deps, requireUser(request).id_workspace, request.body)),
  );

  app.delete(
    '/shared_topics/unplace',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Remove a shared topic from one guide (the shared topic stays)',
        description: 'Deletes the placement id_guide_topic; a topic of the guide’s own answers 12.',
        body: ZSharedTopicUnplaceRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.unplaceSharedTopic(deps, requireUser(request).id_workspace, request.body.id_guide_topic);
      return envelope(null);
    },
  );

  app.post(
    '/shared_topics/detach',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Turn a placed shared topic into the guide’s own copy',
        description:
          'The topic keeps its title, content and translations and no longer follows the shared topic; ' +
          'a topic of the guide’s own answers 12.',
        body: ZSharedTopicDetachRequest,
        response: { 200: envelopeOf(ZTopic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.detachSharedTopic(deps, requireUser(request).id_workspace, request.body.id_guide_topic)),
  );

  app.get(
    '/guides/values',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'A guide’s property values, in its main language and each further language',
        description: `The values topics of the guide read as {{name}}. ${CODES}`,
        querystring: ZGuideValuesQuery,
        response: { 200: envelopeOf(ZGuideValuesAnswer), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.guideValues(deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.put(
    '/guides/values',
    {
      config: { permission: 'guides.write' },
      schema: {
        ...common,
        summary: 'Replace a guide’s property values in one language (its main language when absent)',
        description:
          'values: { name: text } with names of 1 to 40 a-z, 0-9 or _, texts up to 2,000 characters (null or "" ' +
          'removes); at most 100 names over all the guide’s languages. A further language’s value stands in for ' +
          'the main one for guests reading that language. Names the guide or a stay fill themselves are refused.',
        body: ZGuideValuesRequest,
        response: { 200: envelopeOf(ZGuideValuesAnswer), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.setGuideValues(deps, requireUser(request).id_workspace, request.body)),
  );
};

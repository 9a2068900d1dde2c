/**
 * The languages of a guide and the translations of what guests read: thin routes,
 * schema in, service, envelope out. Each translate call sits beside its original's calls
 * (/guides, /content_categories, /content_topics, /maps) and needs the permission that changes it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  ZCategoryTranslateRequest,
  ZCategoryTranslation,
  ZErrorEnvelope,
  ZGuideLanguages,
  ZGuideLanguagesRequest,
  ZGuideTranslateRequest,
  ZGuideTranslation,
  ZGuideTranslations,
  ZGuideTranslationsQuery,
  ZMapTranslateRequest,
  ZMapTranslation,
  ZTopicTranslateRequest,
  ZTopicTranslation,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './translations.service.ts';

const errors = { 404: ZErrorEnvelope, 422: ZErrorEnvelope };

const TRANSLATE_NOTE =
  'The language must be one of the guide’s further languages (12 otherwise). Every field given replaces ' +
  'the stored translation; an empty or absent field is "not translated", and guests read the original there. ' +
  'All fields empty removes the translation. The answer’s original_changed is true once the original changes ' +
  'after this translation was saved.';

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['languages'], security: [{ bearer: [] }] };

  app.put(
    '/guides/languages',
    {
      config: { permission: 'guides.write' },
      schema: {
        ...common,
        summary: 'Set a guide’s default language and further languages (BCP 47 tags)',
        description:
          'Removing a further language that has translations answers 13 naming what would be lost, unless ' +
          '`remove_translations` is true: then its translations are deleted with it.',
        body: ZGuideLanguagesRequest,
        response: { 200: envelopeOf(ZGuideLanguages), 409: ZErrorEnvelope, ...errors },
      },
    },
    async (request) => envelope(await service.setLanguages(deps, requireUser(request).id_workspace, request.body)),
  );

  app.get(
    '/guides/translations',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'Every translation of a guide into one language, with its progress (the side-by-side editor)',
        description:
          'Answers everything of a guide in one further language for the side-by-side editor: the translated guide texts, categories and topics, and the progress.',
        querystring: ZGuideTranslationsQuery,
        response: { 200: envelopeOf(ZGuideTranslations), ...errors },
      },
    },
    async (request) =>
      envelope(
        await service.guideTranslations(
          deps,
          requireUser(request).id_workspace,
          request.query.id_guide,
          request.query.language,
        ),
      ),
  );

  app.put(
    '/guides/translate',
    {
      config: { permission: 'guides.write' },
      schema: {
        ...common,
        summary: 'Translate a guide’s title, subtitle and welcome text',
        description: TRANSLATE_NOTE,
        body: ZGuideTranslateRequest,
        response: { 200: envelopeOf(ZGuideTranslation), ...errors },
      },
    },
    async (request) => envelope(await service.translateGuide(deps, requireUser(request).id_workspace, request.body)),
  );

  app.put(
    '/content_categories/translate',
    {
      config: { permission: 'categories.write' },
      schema: {
        ...common,
        summary: 'Translate a category’s name',
        description: TRANSLATE_NOTE,
        body: ZCategoryTranslateRequest,
        response: { 200: envelopeOf(ZCategoryTranslation), ...errors },
      },
    },
    async (request) => envelope(await service.translateCategory(deps, requireUser(request).id_workspace, request.body)),
  );

  app.put(
    '/content_topics/translate',
    {
      config: { permission: 'topics.write' },
      schema: {
        ...common,
        summary: 'Translate a topic’s title and content (rich text, sanitised like the original)',
        description: TRANSLATE_NOTE,
        body: ZTopicTranslateRequest,
        response: { 200: envelopeOf(ZTopicTranslation), ...errors },
      },
    },
    async (request) => envelope(await service.translateTopic(deps, requireUser(request).id_workspace, request.body)),
  );

  app.put(
    '/maps/translate',
    {
      config: { permission: 'maps.write' },
      schema: {
        ...common,
        summary: 'Translate a map’s title and its pins’ names and descriptions (by each pin’s original name)',
        description:
          'A map can serve several guides, so any language is accepted. Pins are named by their original name, ' +
          'so a translation survives reordering the pins; a pin the map no longer has is dropped.',
        body: ZMapTranslateRequest,
        response: { 200: envelopeOf(ZMapTranslation), ...errors },
      },
    },
    async (request) => envelope(await service.translateMap(deps, requireUser(request).id_workspace, request.body)),
  );
};

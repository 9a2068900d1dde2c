/** /guides/export, /guides/import, /guides/duplicate: the Data tab. Thin: schema in, service, answer out. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESULT,
  envelopeOf,
  GUIDE_IMPORT_MAX_BYTES,
  MESSAGES,
  ZErrorEnvelope,
  ZGuide,
  ZGuideDuplicateRequest,
  ZGuideExportQuery,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { jsonBodyParser } from '../../plugins/request-input.ts';
import * as service from './guide-transfer.service.ts';

export const guideTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['guides'], security: [{ bearer: [] }] };

  app.get(
    '/guides/export',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'Download a guide as one JSON file',
        description:
          'An attachment: { format: "guidebook-guide", version: 1, exported_at, guide, categories[{ …, topics }], ' +
          'images[{ ref, name, mime, data (base64) }] }. No ids, owner or share token; featured images and the ' +
          'logo are referred to by ref.',
        querystring: ZGuideExportQuery,
        response: {
          200: {
            description: 'application/json attachment',
            content: { 'application/json': { schema: z.object({}).loose() } },
          },
          404: ZErrorEnvelope,
        },
      },
    },
    async (request, typedReply) => {
      // The file is not an envelope: it is the export itself, already serialised.
      const reply = typedReply as unknown as FastifyReply;
      const file = await service.exportGuide(app.deps, requireUser(request).id_workspace, request.query.id_guide);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/guides/duplicate',
    {
      config: { permission: 'guides.create' },
      schema: {
        ...common,
        summary: 'Copy a guide as "{title} (copy)" with every category and topic, reusing its library files',
        description:
          'Creates a copy of a guide titled "{title} (copy)" with all its categories, topics, translations and branding, using the same library files, and a share link of its own.',
        body: ZGuideDuplicateRequest,
        response: { 201: envelopeOf(ZGuide), 404: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const guide = await service.duplicateGuide(app.deps, requireUser(request).id_workspace, request.body.id_guide);
      return reply.status(201).send(envelope(guide));
    },
  );

  // The import's body is a file a person chose: anything wrong with it, even JSON that
  // does not parse, is a 12 the host can read, so this scope parses JSON itself.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: GUIDE_IMPORT_MAX_BYTES },
      jsonBodyParser(
        scope,
        () => new AppError(RESULT.VALIDATION, MESSAGES.transfer.notJson, { file: MESSAGES.transfer.notJson }),
      ),
    );

    scope.post(
      '/guides/import',
      {
        config: { permission: 'guides.create' },
        bodyLimit: GUIDE_IMPORT_MAX_BYTES,
        schema: {
          ...common,
          summary: 'Create a new guide from an exported file',
          description:
            'The body is the file from /guides/export. It is validated (12 with the first problem when it is not a ' +
            'guide export), its images are checked and added to the caller’s library like uploads, and a new guide ' +
            `with its categories and topics is created. Larger than ${GUIDE_IMPORT_MAX_BYTES / 1_048_576} MB: 45.`,
          response: { 201: envelopeOf(ZGuide), 413: ZErrorEnvelope, 422: ZErrorEnvelope },
        },
      },
      async (request, reply) => {
        const guide = await service.importGuide(app.deps, requireUser(request).id_workspace, request.body);
        return reply.status(201).send(envelope(guide));
      },
    );
  });
};

/**
 * /files/public/*: the image library (list, search, select, exists, delete), the chunked
 * upload, and the public image URLs under /files/public/raw (no auth: guests' guides and
 * <img> tags load them). Thin routes: schema in, service, envelope out.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  RESULT,
  envelopeOf,
  LIMITS,
  MAX_UPLOAD_CHUNKS,
  MESSAGES,
  ZErrorEnvelope,
  ZFileDeleteRequest,
  ZFileExistsQuery,
  ZFileListQuery,
  ZFilePublic,
  ZFileSearchQuery,
  ZFileSelectQuery,
  ZUploadProgress,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import * as service from './files.service.ts';
import { SEARCH_PAGES_COUNTED } from './files.repository.ts';
import { receiveChunk } from './uploads.service.ts';
import { RAW_FILES_PATH } from './image-ingestion.ts';
import { sendStoredObject } from './stored-file-response.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** zod cannot describe a multipart body; this JSON schema documents it and validates nothing. */
const ZUploadBodyDoc = z.unknown().meta({
  type: 'object',
  required: ['chunk', 'chunkIndex', 'totalChunks', 'name'],
  properties: {
    chunk: { type: 'string', format: 'binary', description: `This chunk's bytes, at most ${LIMITS.CHUNK_SIZE}.` },
    chunkIndex: { type: 'integer', minimum: 0, description: '0-based index of this chunk.' },
    totalChunks: { type: 'integer', minimum: 1, maximum: MAX_UPLOAD_CHUNKS },
    name: { type: 'string', maxLength: 255, description: 'File name; directories and control characters are removed.' },
    comment: { type: 'string', maxLength: 500 },
    private: { type: 'integer', enum: [LIMITS.PRIVATE_FLAG] },
    uploadId: {
      type: 'string',
      format: 'uuid',
      description: 'Client-made id tying the chunks together; without it (account, name, totalChunks) does.',
    },
  },
});

const ZPagedFiles = envelopeOf(z.array(ZFilePublic));

function pagedEnvelope(page: service.FileListPage) {
  return envelope(page.files, {
    TOTAL: page.total,
    ...(page.capped ? { TOTAL_CAPPED: true } : {}),
    PAGE: page.page,
    PAGE_SIZE: page.pageSize,
  });
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // The plugin stays inside this module's context: multipart parsing only serves these routes.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.CHUNK_SIZE, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
    // Chunks are 100 MB: 1 MB stream buffers mean far fewer pause/resume rounds per chunk than 16 KB.
    fileHwm: 1024 * 1024,
  });

  app.get(
    `${RAW_FILES_PATH}/:fileId/:fileName`,
    {
      schema: {
        tags: ['files'],
        summary: 'An image or its thumbnail (public; the random file id is the key)',
        description:
          'Served without auth, with the stored Content-Type, ETag, Range support and ' +
          `"Cache-Control: ${IMMUTABLE}". Unknown ids answer the 01 envelope.`,
        params: z.object({ fileId: z.string(), fileName: z.string() }),
        response: {
          200: {
            description: 'The image bytes',
            content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
          },
          404: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { fileId, fileName } = request.params;
      const served = UUID.test(fileId) ? await service.findServedFile(deps, fileId, fileName) : null;
      if (!served) throw AppError.notFound(MESSAGES.file.notFound);
      reply.type(served.mimeType).header('Cache-Control', IMMUTABLE);
      return sendStoredObject(request, reply, deps.store, served.key);
    },
  );

  const libraryRoutes: FastifyPluginAsyncZod = async (api) => {
    api.addHook('onRequest', api.authenticate);
    const common = { tags: ['files'], security: [{ bearer: [] }] };

    api.post(
      '/files/public/create',
      {
        config: { permission: 'files.write' },
        schema: {
          ...common,
          summary: 'Upload one chunk of an image (multipart/form-data)',
          description:
            'Every chunk but the last answers 00 with RES_RESULT [{ received, totalChunks }]; the last assembles ' +
            'the file, checks it is a JPEG, PNG, WebP or GIF image, and answers 201 with RES_RESULT [file]. ' +
            'A re-sent chunkIndex replaces the earlier one. 45 past the chunk or file size limit, 12 for a ' +
            'non-image or an out-of-range chunkIndex, 10 without a chunk.',
          consumes: ['multipart/form-data'],
          body: ZUploadBodyDoc,
          response: {
            200: envelopeOf(z.array(ZUploadProgress)),
            201: envelopeOf(z.array(ZFilePublic)),
            400: ZErrorEnvelope,
            413: ZErrorEnvelope,
            422: ZErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const idWorkspace = requireUser(request).id_workspace;
        if (!request.isMultipart()) throw new AppError(RESULT.BAD_REQUEST, MESSAGES.file.chunkMissing);
        const outcome = await receiveChunk(deps, idWorkspace, request.parts());
        if (outcome.kind === 'progress') return envelope([outcome.progress]);
        return reply.status(201).send(envelope([outcome.file]));
      },
    );

    api.get(
      '/files/public/list',
      {
        config: { permission: 'guides.read' },
        schema: {
          ...common,
          summary: 'The host’s files, newest first: all of them, or one page',
          description:
            'Without page and page_size: every file of the account (PAGE 1, PAGE_SIZE = TOTAL = the number of ' +
            `files). With either: that page (page 1, page_size ${LIMITS.MEDIA_PAGE_SIZE} when left out). ` +
            'RES_OTHERS carries TOTAL, PAGE and PAGE_SIZE.',
          querystring: ZFileListQuery,
          response: { 200: ZPagedFiles },
        },
      },
      async (request) => pagedEnvelope(await service.listFiles(deps, requireUser(request).id_workspace, request.query)),
    );

    api.get(
      '/files/public/search',
      {
        config: { permission: 'guides.read' },
        schema: {
          ...common,
          summary: 'The host’s files whose name contains `name` (case-insensitive), paged like list',
          description:
            `TOTAL counts the matches up to the end of the ${SEARCH_PAGES_COUNTED}th page after this one; when more ` +
            'match, TOTAL is that many and RES_OTHERS.TOTAL_CAPPED is true (later pages count further).',
          querystring: ZFileSearchQuery,
          response: { 200: ZPagedFiles },
        },
      },
      async (request) => pagedEnvelope(await service.listFiles(deps, requireUser(request).id_workspace, request.query)),
    );

    api.get(
      '/files/public/select',
      {
        config: { permission: 'guides.read' },
        schema: {
          ...common,
          summary: 'One file',
          description:
            'Answers one file of the workspace’s image library by its id_file_public, with its paths, size and dimensions.',
          querystring: ZFileSelectQuery,
          response: { 200: envelopeOf(ZFilePublic), 404: ZErrorEnvelope },
        },
      },
      async (request) => envelope(await service.selectFile(deps, requireUser(request).id_workspace, request.query.id)),
    );

    api.get(
      '/files/public/exists',
      {
        config: { permission: 'guides.read' },
        schema: {
          ...common,
          summary: 'Whether the host has a file with exactly this name',
          description: '00 with the file when it exists; 01 when the name is free.',
          querystring: ZFileExistsQuery,
          response: { 200: envelopeOf(ZFilePublic), 404: ZErrorEnvelope },
        },
      },
      async (request) => {
        const file = await service.findFileByName(deps, requireUser(request).id_workspace, request.query.name);
        if (!file) throw AppError.notFound(MESSAGES.file.nameFree);
        return { ...envelope(file), RES_MESSAGE: MESSAGES.file.exists };
      },
    );

    api.delete(
      '/files/public/delete',
      {
        config: { permission: 'files.write' },
        schema: {
          ...common,
          summary: 'Delete a file with its thumbnail',
          description:
            '13 while the file is some topic’s featured image, or shown in some topic’s content (images pasted into ' +
            'the editor are stored in the library); the message names the topics.',
          body: ZFileDeleteRequest,
          response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
        },
      },
      async (request) => {
        const auth = requireUser(request);
        await service.deleteFile(deps, auth.id_workspace, request.body.id_file_public, auth.workspace.guides);
        return envelope(null);
      },
    );
  };
  await app.register(libraryRoutes);
};

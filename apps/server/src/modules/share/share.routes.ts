/**
 * /guides/branding, /workspace/branding, /guides/share/*, /guides/slug, /workspace/slug, /guides/preview: the
 * host's side of sharing (signed in).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZBranding,
  ZBrandingRequest,
  ZErrorEnvelope,
  ZFlyerQuery,
  ZGuestGuide,
  ZPreviewQuery,
  ZQrQuery,
  ZShareLink,
  ZShareQuery,
  ZGuidePdfQuery,
  ZGuideSlug,
  ZGuideSlugRequest,
  ZShareRequest,
  ZWorkspaceSlug,
  ZWorkspaceSlugInfo,
  ZWorkspaceSlugRequest,
  ZWorkspaceBranding,
  ZWorkspaceBrandingApplied,
  ZWorkspaceBrandingRequest,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { attachment } from '../../pdf/pdf-document.ts';
import * as service from './share.service.ts';
import * as slugs from './slugs.service.ts';

const binary = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

function sendDownload(reply: FastifyReply, download: service.Download, disposition: 'inline' | 'attachment') {
  return reply
    .type(download.contentType)
    .header('Cache-Control', 'private, no-store')
    .header(
      'Content-Disposition',
      disposition === 'inline' ? `inline; filename="${download.fileName}"` : attachment(download.fileName),
    )
    .send(download.bytes);
}

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['share'], security: [{ bearer: [] }] };

  app.get(
    '/guides/branding',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The guide’s branding: logo, font and colour',
        description:
          'Answers a guide’s logo, cover photo, guest font and brand colour (the defaults until they are saved).',
        querystring: ZShareQuery,
        response: { 200: envelopeOf(ZBranding), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.selectBranding(deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.put(
    '/guides/branding',
    {
      config: { permission: 'share.write' },
      schema: {
        ...common,
        summary: 'Save the guide’s branding',
        description:
          'id_file_public is a file of the host’s library, or null for no logo (12 on id_file_public otherwise). ' +
          'A file in use as a logo cannot be deleted from the library (13).',
        body: ZBrandingRequest,
        response: { 200: envelopeOf(ZBranding), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.saveBranding(deps, requireUser(request).id_workspace, request.body)),
  );

  app.put(
    '/guides/branding/use_workspace',
    {
      config: { permission: 'share.write' },
      schema: {
        ...common,
        summary: 'The guide follows the workspace branding again',
        description:
          'The guide takes the workspace’s logo, cover photo, font and colour now and whenever they change, until its own ' +
          'branding is saved again (PUT /guides/branding). 13 while the workspace has no branding saved.',
        body: ZShareRequest,
        response: { 200: envelopeOf(ZBranding), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.useWorkspaceBranding(deps, requireUser(request).id_workspace, request.body.id_guide)),
  );

  app.get(
    '/workspace/branding',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The workspace branding',
        description:
          'The default logo, cover photo, font and colour of the workspace’s guides (the product’s defaults and ' +
          '`is_set` false until first saved), and how many guides follow it.',
        response: { 200: envelopeOf(ZWorkspaceBranding) },
      },
    },
    async (request) => envelope(await service.selectWorkspaceBranding(deps, requireUser(request).id_workspace)),
  );

  app.put(
    '/workspace/branding',
    {
      config: { permission: 'share.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Save the workspace branding',
        description:
          'Saves the workspace’s default branding; every guide that follows it takes it at once (a guide with its own ' +
          'branding keeps it). Files as for a guide’s branding (12 when not in the library). A member limited to ' +
          'chosen guides answers 43.',
        body: ZWorkspaceBrandingRequest,
        response: { 200: envelopeOf(ZWorkspaceBranding), 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.saveWorkspaceBranding(deps, requireUser(request).id_workspace, request.body)),
  );

  app.post(
    '/workspace/branding/apply_all',
    {
      config: { permission: 'share.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Apply the workspace branding to every guide',
        description:
          'Every guide of the workspace takes the workspace branding and follows it from now on, also those with their ' +
          'own; answers how many guides changed. 13 while the workspace has no branding saved.',
        response: { 200: envelopeOf(ZWorkspaceBrandingApplied), 409: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.applyWorkspaceBranding(deps, requireUser(request).id_workspace)),
  );

  app.get(
    '/guides/share',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The guide’s share link {origin}/g/{token} and its readable link',
        description:
          'Answers a guide’s share token and the guest link made from it ({origin}/g/{token}), which opens the ' +
          'guest guide without signing in, and the readable link {origin}/{workspace slug}/{guide slug} ' +
          '(readable_url), which opens the same guide. The origin is https://{domain} once the workspace’s own ' +
          'domain is verified (the readable link is then https://{domain}/{guide slug}), else PUBLIC_URL. The QR ' +
          'code, the flyer, stays’ personal links and the e-mails use the readable link, else the token link.',
        querystring: ZShareQuery,
        response: { 200: envelopeOf(ZShareLink), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.shareLink(deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.put(
    '/guides/slug',
    {
      config: { permission: 'share.write' },
      schema: {
        ...common,
        summary: 'Change the guide’s link name (its readable link {PUBLIC_URL}/{workspace}/{slug})',
        description:
          'slug: 3 to 60 lower-case letters, digits and single hyphens, not at either end, and not a word the app ' +
          'uses itself (12 on slug). 12 on slug when another guide of the workspace has it. The former slug keeps ' +
          'answering with a 301 to the new link for SLUG_REDIRECT_DAYS (90) days. Answers the slug and the readable link.',
        body: ZGuideSlugRequest,
        response: { 200: envelopeOf(ZGuideSlug), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await slugs.changeGuideSlug(deps, requireUser(request).id_workspace, request.body)),
  );

  app.get(
    '/workspace/slug',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The workspace’s link name and where its readable links start',
        description:
          'Answers the workspace’s slug, the first part of every readable guide link, and link_prefix ' +
          '({PUBLIC_URL}/{slug}/, a guide’s slug follows); both null for a workspace not yet given a slug. Every ' +
          'member may read it; owners and admins change it (PUT /workspace/slug).',
        response: { 200: envelopeOf(ZWorkspaceSlugInfo) },
      },
    },
    async (request) => envelope(await slugs.selectWorkspaceSlug(deps, requireUser(request).id_workspace)),
  );

  app.put(
    '/workspace/slug',
    {
      config: { permission: 'members.manage', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Change the workspace’s link name (the first part of every readable guide link)',
        description:
          'Same rule as a guide’s slug, unique across workspaces (12 on slug when another workspace has it or had it ' +
          'less than SLUG_REDIRECT_DAYS ago). The former slug keeps answering with a 301 for SLUG_REDIRECT_DAYS (90) ' +
          'days. Owners and admins only.',
        body: ZWorkspaceSlugRequest,
        response: { 200: envelopeOf(ZWorkspaceSlug), 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await slugs.changeWorkspaceSlug(deps, requireUser(request).id_workspace, request.body)),
  );

  app.post(
    '/guides/share/regenerate',
    {
      config: { permission: 'share.write' },
      schema: {
        ...common,
        summary: 'Replace the share token; the old link answers 01 at once',
        description:
          'Replaces a guide’s share token with a new one and answers the new link; the old link, its QR code and printed flyers stop working at once.',
        body: ZShareRequest,
        response: { 200: envelopeOf(ZShareLink), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.regenerateShareLink(deps, requireUser(request).id_workspace, request.body.id_guide)),
  );

  app.get(
    '/guides/share/qr',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'QR code of the share link (PNG or SVG), made on this server',
        description:
          'Draws the QR code of a guide’s share link as a 512-pixel PNG or as SVG (format=svg), for printing or embedding.',
        querystring: ZQrQuery,
        response: {
          200: {
            description: 'image/png (512 px) or image/svg+xml',
            content: {
              'image/png': { schema: z.string().meta({ format: 'binary' }) },
              'image/svg+xml': { schema: z.string() },
            },
          },
          404: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { id_guide, format } = request.query;
      return sendDownload(
        reply,
        await service.qrCode(deps, requireUser(request).id_workspace, id_guide, format),
        'inline',
      );
    },
  );

  app.get(
    '/guides/share/flyer',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'Printable flyer (A4 or US Letter): title, brand colour, logo, QR code and short link',
        description:
          'With wifi=1 the flyer also prints the guide’s WiFi: network name, password and a Join WiFi QR code, ' +
          'also when the WiFi is Hidden from guests (the flyer is the host’s). 12 on `wifi` when the guide has no ' +
          'WiFi network name.',
        querystring: ZFlyerQuery,
        response: {
          200: binary('application/pdf, as an attachment named after the title', 'application/pdf'),
          404: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { id_guide, paper, wifi, lang } = request.query;
      return sendDownload(
        reply,
        await service.flyer(deps, requireUser(request).id_workspace, id_guide, paper, { withWifi: wifi === 1, lang }),
        'attachment',
      );
    },
  );

  app.get(
    '/guides/share/pdf',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The whole guide as a PDF (what guests get as the House Manual)',
        description: 'With ?lang= in one of the guide’s further languages (12 for any other), else in its default.',
        querystring: ZGuidePdfQuery,
        response: {
          200: binary('application/pdf, as an attachment named after the title', 'application/pdf'),
          404: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await service.guidePdf(deps, requireUser(request).id_workspace, request.query.id_guide, request.query.lang),
        'attachment',
      ),
  );

  app.get(
    '/guides/preview',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The guest payload of one of the host’s guides, exactly as guests see it',
        description:
          'With drafts=1 (the phone preview beside the editor) the answer also holds Draft categories and topics ' +
          'and topics only for invited guests, marked `draft` / `invited_only`; contacts and address stay as ' +
          'guests see them. Without it (or drafts=0) the answer is exactly the guests’ and has no such keys.',
        querystring: ZPreviewQuery,
        response: { 200: envelopeOf(ZGuestGuide), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        await service.previewGuide(deps, requireUser(request).id_workspace, request.query.id_guide, {
          drafts: request.query.drafts === 1,
          lang: request.query.lang,
        }),
      ),
  );
};

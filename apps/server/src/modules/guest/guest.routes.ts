/**
 * /guest/guides/:token: the guest guide, public (no auth, no cookies). Answers come
 * from the in-memory guest cache with an ETag, so a returning phone gets a 304. These
 * routes log at warn only: a guest's address is not recorded for a normal visit.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, GUEST_VISIT_HEADER, ZErrorEnvelope, ZGuestGuide, ZGuestLanguageQuery } from '@guidebook/contract';
import type { FastifyRequest } from 'fastify';
import { matchesEtag } from './guest-cache.ts';
import * as service from './guest.service.ts';
import { guestGuideWithInvite } from './invitation-access.ts';
import {
  APP_ICON_SIZES,
  AppIconCache,
  guestAppIcon,
  guestManifest,
  ownInvite,
  readableLinkOf,
} from './guest-app-manifest.ts';
import { guestWifiQr } from './guest-wifi.ts';

export const ROBOTS_HEADER = 'noindex, nofollow';

/** A route's answers when it sends a file: its bytes as `type` (a binary string unless `schema`), or 404. */
function fileResponse(type: string, schema: z.ZodType = z.string().meta({ format: 'binary' })) {
  return { 200: { description: type, content: { [type]: { schema } } }, 404: ZErrorEnvelope };
}

const ZTokenParams = z.object({ token: z.string().max(200) });
/** An invitation link adds ?invite={invitation token}; ?lang= asks for one of the guide's languages. */
const ZGuestGuideQuery = ZGuestLanguageQuery.extend({ invite: z.string().max(200).optional() });
/** A readable link's page asks for the manifest with ?link={its path}; a personal link's page adds ?invite=. */
const ZManifestQuery = z.object({
  link: z
    .string()
    .max(200)
    .optional()
    .meta({
      description:
        'The readable link whose page asks (`/{workspace}/{guide}`, or `/{guide}` on the workspace’s domain): ' +
        'when it opens this guide on this host, it is the manifest’s start_url and scope.',
      example: '/villa-rosa',
    }),
  invite: z
    .string()
    .max(200)
    .optional()
    .meta({
      description:
        'The invitation token of the personal link whose page asks: when it is an invitation of this guide, the ' +
        'manifest’s start_url carries it (`?invite=`), so the installed guide opens the guest’s own stay.',
      example: 'inv_3Jk9qLw2',
    }),
});

/** The guest's language wish: ?lang=, then the browser's Accept-Language (guest.service servedLanguage). */
function wishOf(request: FastifyRequest): service.LanguageWish {
  const accept = request.headers['accept-language'];
  const { lang } = request.query as { lang?: string };
  return { lang, acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept };
}

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const cache = app.guestCache;
  const common = { tags: ['guest'] };

  // Errors too (an unknown token's 01) must not be indexed.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Robots-Tag', ROBOTS_HEADER);
    return payload;
  });

  app.get(
    '/guest/guides/:token',
    {
      logLevel: 'warn',
      schema: {
        ...common,
        summary: 'The guest guide of a share link',
        description:
          'Only what a guest may see: published categories and topics in the host’s order, visible contacts, ' +
          'the address unless Hidden, branding. Unknown or replaced tokens answer 01. Sent with an ETag and ' +
          '"Cache-Control: no-cache"; If-None-Match answers 304 while the guide is unchanged. With ?invite= (an ' +
          'invitation link) the answer adds `access` (active, scheduled, expired, revoked or invalid) and, inside ' +
          'the access window, the Hidden address and contacts and `stay`: the guest’s stay with its door code (null before ' +
          'door_code_from; never in the answer without ?invite=). The guide comes in one of its languages: ?lang=, else ' +
          'the best match of Accept-Language, else its default; every text without a translation is the original. ' +
          'Each answer with ?invite= counts as the guest opening the link, except one asked with `X-Guest-Visit: 0` ' +
          '(the guest app sends it when it reads the guide again on an open page, or for its offline copy). ' +
          '`language` names what was served and `languages` every language of the guide (the default first).',
        params: ZTokenParams,
        querystring: ZGuestGuideQuery,
        response: { 200: envelopeOf(ZGuestGuide), 404: ZErrorEnvelope },
      },
    },
    async (request, typedReply) => {
      // The body is already-serialised JSON, which the route's typed reply does not describe.
      const reply = typedReply as unknown as FastifyReply;
      const { invite } = request.query;
      const wish = wishOf(request);
      // An invitation's answer is personal: built per request, never in the shared cache.
      const entry =
        invite === undefined
          ? await service.guestGuide(deps, cache, request.params.token, wish)
          : await guestGuideWithInvite(deps, cache, request.params.token, invite, wish, {
              countOpen: request.headers[GUEST_VISIT_HEADER] !== '0',
            });
      reply
        .header('ETag', entry.etag)
        .header('Cache-Control', invite === undefined ? 'no-cache' : 'private, no-cache')
        .header('Vary', 'Accept-Language');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
  );

  app.get(
    '/guest/guides/:token/pdf',
    {
      logLevel: 'warn',
      schema: {
        ...common,
        summary: 'The House Manual: the guest guide as a PDF',
        description: 'In the language the guide call would serve (?lang=, Accept-Language, the default).',
        params: ZTokenParams,
        querystring: ZGuestLanguageQuery,
        response: fileResponse('application/pdf'),
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const pdf = await service.guestPdf(deps, cache, request.params.token, wishOf(request));
      reply.header('ETag', pdf.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language');
      if (matchesEtag(request.headers['if-none-match'], pdf.etag)) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
        .send(pdf.bytes);
    },
  );

  app.get(
    '/guest/guides/:token/manifest.webmanifest',
    {
      logLevel: 'warn',
      schema: {
        ...common,
        summary: 'The web app manifest of a share link: "Add to Home Screen" puts this guide on the phone',
        description:
          'name = the guide’s title, theme_color = its brand colour, start_url = the share link (the readable link ' +
          'given as ?link= when it opens this guide on this host, with ?invite= when that is an invitation of this ' +
          'guide), display standalone, ' +
          `icons ${APP_ICON_SIZES.map((s) => `${s}×${s}`).join(' and ')} PNG (the logo, or the Guidebook book on the ` +
          'brand colour). The guest page links it. ETag like the guide; unknown or replaced tokens answer 01.',
        params: ZTokenParams,
        querystring: ZManifestQuery,
        response: fileResponse('application/manifest+json', z.object({}).passthrough()),
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const { token } = request.params;
      const readable = await readableLinkOf(deps, token, request.query.link, request.domainWorkspace);
      const invite = await ownInvite(deps, token, request.query.invite);
      const { manifest, etag } = await guestManifest(deps, cache, token, readable, invite);
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
    },
  );

  app.get(
    '/guest/guides/:token/wifi.png',
    {
      logLevel: 'warn',
      schema: {
        ...common,
        summary: 'The Join WiFi QR code of a share link (PNG)',
        description:
          'A QR code of the standard `WIFI:T:<WPA|WEP|nopass>;S:<name>;P:<password>;;` string (\\ ; , " : escaped ' +
          'with a backslash; no P for an open network) that phone cameras offer to join. Exactly the WiFi the guide ' +
          'call shows for the same link: with ?invite= inside the invitation’s access window also a Hidden WiFi. ' +
          'Where that call’s `wifi` is null (no WiFi, or Hidden), and for unknown or replaced tokens, it answers 01. ' +
          'ETag like the guide; "Cache-Control: no-cache" (private with ?invite=).',
        params: ZTokenParams,
        querystring: ZGuestGuideQuery,
        response: fileResponse('image/png'),
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      // ?lang= is accepted and ignored: the WiFi is the same in every language.
      const { invite } = request.query;
      const qr = await guestWifiQr(deps, cache, request.params.token, invite);
      reply.header('ETag', qr.etag).header('Cache-Control', invite === undefined ? 'no-cache' : 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], qr.etag)) return reply.code(304).send();
      return reply.type('image/png').send(await qr.png());
    },
  );

  const icons = new AppIconCache();
  for (const size of APP_ICON_SIZES)
    app.get(
      `/guest/guides/:token/icon-${size}.png`,
      {
        logLevel: 'warn',
        schema: {
          ...common,
          summary: `The share link’s ${size}×${size} home-screen icon (PNG)`,
          description:
            `Draws the ${size}-pixel square icon a phone shows for the guide on its home screen, from the guide’s ` +
            'logo or, without one, the Guidebook book on the brand colour.',
          params: ZTokenParams,
          response: fileResponse('image/png'),
        },
      },
      async (request, typedReply) => {
        const reply = typedReply as unknown as FastifyReply;
        const icon = await guestAppIcon(deps, cache, icons, request.params.token, size);
        reply.header('ETag', icon.etag).header('Cache-Control', 'no-cache');
        if (matchesEtag(request.headers['if-none-match'], icon.etag)) return reply.code(304).send();
        return reply.type('image/png').send(icon.png);
      },
    );
};

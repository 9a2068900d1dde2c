/**
 * /workspace/domain (the workspace's own domain: owner and admins, signed in, no API token),
 * /workspace/domain/verify, and
 * /public/domain_allowed (no sign-in: a reverse proxy asks before getting a certificate).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  ZDomainAllowed,
  ZDomainAllowedQuery,
  ZDomainRequest,
  ZErrorEnvelope,
  ZWorkspaceDomain,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import * as service from './domains.service.ts';

/** A reverse proxy asks once per new name; bots sending made-up names to it are held at this many a minute per address. */
const ASKS_PER_MINUTE = 120;

export const domainsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const common = { tags: ['domain'], security: [{ bearer: [] }] };
  // Owners and admins, signed in: where guests are sent is no API token's to change (like webhooks).
  const manage = { apiTokens: 'never' as const, permission: 'members.manage' as const, scope: 'workspace' as const };
  const records =
    'The answer lists the records to add at the DNS provider: a TXT record `_guidebook-verify.{domain}` with the ' +
    'token, and a CNAME to this server (an A record when PUBLIC_URL is an IP address; for an apex name, which ' +
    'cannot have a CNAME, the provider’s ALIAS/ANAME).';

  app.get(
    '/workspace/domain',
    {
      onRequest: app.authenticate,
      config: manage,
      schema: {
        ...common,
        summary: 'The workspace’s own domain: records to add, state and the last check',
        description: `state is none, pending (set, not verified) or verified; state_text and last_check_text say it in words. ${records}`,
        response: { 200: envelopeOf(ZWorkspaceDomain), 403: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.selectDomain(deps, requireUser(request).id_workspace, request.language)),
  );

  app.put(
    '/workspace/domain',
    {
      onRequest: app.authenticate,
      config: manage,
      schema: {
        ...common,
        summary: 'Set the workspace’s own domain (null removes it)',
        description:
          'A host name such as guide.villa-rosa.pt or www.villa-rosa.pt; an internationalised name is stored as ' +
          'punycode. IP addresses, localhost, ports, paths and this server’s own host answer 12. A name another ' +
          'workspace holds answers 13. A new name starts unverified with a new token; the same name again keeps ' +
          `its state. ${records}`,
        body: ZDomainRequest,
        response: { 200: envelopeOf(ZWorkspaceDomain), 403: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        await service.saveDomain(deps, requireUser(request).id_workspace, request.body.domain, request.language),
      ),
  );

  app.delete(
    '/workspace/domain',
    {
      onRequest: app.authenticate,
      config: manage,
      schema: {
        ...common,
        summary: 'Remove the workspace’s own domain',
        description: 'Guests are served at PUBLIC_URL again; the name is free for any workspace.',
        response: { 200: envelopeOf(ZWorkspaceDomain), 403: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.removeDomain(deps, requireUser(request).id_workspace, request.language)),
  );

  app.post(
    '/workspace/domain/verify',
    {
      onRequest: app.authenticate,
      config: manage,
      schema: {
        ...common,
        summary: 'Check the domain’s TXT record and mark the domain verified',
        description:
          'Looks up TXT `_guidebook-verify.{domain}` (at DNS_SERVERS when set, else the system’s resolvers; a few ' +
          'seconds at most). Verified: guests are served on the domain from now on. Otherwise 12 on domain saying ' +
          'why (no record yet, a record without this token, no DNS answer); the outcome is stored and shown by ' +
          'GET /workspace/domain. 13 when no domain is set.',
        response: { 200: envelopeOf(ZWorkspaceDomain), 403: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.verifyDomain(deps, requireUser(request).id_workspace, request.language)),
  );

  app.get(
    '/public/domain_allowed',
    {
      config: perAddressLimit(ASKS_PER_MINUTE),
      schema: {
        tags: ['domain'],
        summary: 'Whether a name is a verified workspace domain (for a reverse proxy’s on-demand certificates)',
        description:
          'No sign-in. 200 when `domain` is a workspace’s verified domain, 404 otherwise: Caddy’s ' +
          '`on_demand_tls { ask http://127.0.0.1:3000/api/public/domain_allowed }` gets certificates for those only.',
        querystring: ZDomainAllowedQuery,
        response: { 200: envelopeOf(ZDomainAllowed), 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.requireVerifiedDomain(deps, request.query.domain)),
  );
};

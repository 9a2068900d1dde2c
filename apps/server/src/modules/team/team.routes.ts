/**
 * /team/*, /users/workspaces and /public/team_invitation: thin routes: schema in, service, envelope
 * out. Managing members needs `members.manage` (owners and admins); no API token may manage members
 * (`apiTokens: 'never'`). Inviting is rate-limited like sign-up: per client address and per e-mail address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ROLE_PERMISSIONS,
  WORKSPACE_HEADER,
  ZErrorEnvelope,
  ZMember,
  ZMemberIdRequest,
  ZMemberInviteRequest,
  ZMemberModifyRequest,
  ZTeamInvitation,
  ZTeamInvitationQuery,
  ZWorkspace,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireSession, requireUser } from '../../plugins/auth.ts';
import { perAddressLimit, perEmailLimit } from '../../plugins/rate-limits.ts';
import * as service from './team.service.ts';

const ROLES_DOC = Object.entries(ROLE_PERMISSIONS)
  .map(([role, permissions]) => `${role}: ${permissions.join(', ')}`)
  .join('; ');

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const perAddress = perAddressLimit(deps.config.rateLimitPerMinute);
  const common = { tags: ['team'], security: [{ bearer: [] }] };
  const manage = { apiTokens: 'never' as const, permission: 'members.manage' as const };
  const model =
    `Requests act in the workspace named by the header \`${WORKSPACE_HEADER}: {id_workspace}\`, or in the ` +
    'caller’s own; a workspace the caller is not a member of answers 43. Roles and their permissions: ' +
    `${ROLES_DOC}. A member limited to chosen guides (guides: [id, ...]) has no guides.create, and rows of ` +
    'other guides answer 01 as if they did not exist.';

  app.get(
    '/users/workspaces',
    {
      onRequest: app.authenticate,
      config: { permission: 'account', workspaceHeader: 'ignore' },
      schema: {
        ...common,
        summary: 'The workspaces the caller belongs to, with the role there; the own workspace first',
        description: model,
        response: { 200: envelopeOf(z.array(ZWorkspace)) },
      },
    },
    async (request) => {
      // The memberships authenticate read (a token's: its one workspace); every membership change drops them.
      return envelope(service.presentWorkspaces(requireUser(request).memberships));
    },
  );

  app.get(
    '/team/members/list',
    {
      onRequest: app.authenticate,
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The workspace’s members: the owner, active members, then pending invitations',
        description: model,
        response: { 200: envelopeOf(z.array(ZMember)), 403: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.listMembers(deps, requireUser(request).id_workspace)),
  );

  app.post(
    '/team/members/invite',
    {
      onRequest: app.authenticate,
      // Like sign-up: per client address, and per invited address.
      preHandler: perEmailLimit(app, deps.config.rateLimitPerMinute),
      config: { ...manage, ...perAddress },
      schema: {
        ...common,
        summary: 'Invite a person by e-mail with a role (admin, editor, viewer) and guides (null: all)',
        description:
          'E-mails a single-use link {PUBLIC_URL}/public/team_invitation?vc=..&vi=.. that expires like the other ' +
          'e-mailed links. 13 when the address is already a member or invited; 01 when a guide is not the ' +
          `workspace’s. ${model}`,
        body: ZMemberInviteRequest,
        response: { 201: envelopeOf(ZMember), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const member = await service.inviteMember(deps, requireUser(request), request.body);
      return reply.status(201).send(envelope(member));
    },
  );

  app.put(
    '/team/members/modify',
    {
      onRequest: app.authenticate,
      config: manage,
      schema: {
        ...common,
        summary: 'Change a member’s role and guides (not the owner’s, not one’s own)',
        description:
          'Changes a member’s role and the guides they are limited to (null: every guide); the owner’s access and one’s own cannot be changed.',
        body: ZMemberModifyRequest,
        response: { 200: envelopeOf(ZMember), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyMember(deps, requireUser(request), request.body)),
  );

  app.delete(
    '/team/members/delete',
    {
      onRequest: app.authenticate,
      config: manage,
      schema: {
        ...common,
        summary: 'Remove a member or a pending invitation: their next request here answers 43',
        description: 'The API tokens the member created stop working too.',
        body: ZMemberIdRequest,
        response: { 200: envelopeOf(z.null()), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.removeMember(deps, requireUser(request), request.body.id_member);
      return envelope(null);
    },
  );

  app.post(
    '/team/members/resend',
    {
      onRequest: app.authenticate,
      config: { ...manage, ...perAddress },
      schema: {
        ...common,
        summary: 'Send a pending invitation again, with a new link (the old one stops working)',
        description: 'E-mails a pending team invitation again with a new link; the link sent before stops working.',
        body: ZMemberIdRequest,
        response: { 200: envelopeOf(ZMember), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.resendInvitation(deps, requireUser(request), request.body.id_member)),
  );

  app.get(
    '/public/team_invitation',
    {
      config: perAddress,
      schema: {
        tags: ['team'],
        summary: 'What an e-mailed team invitation offers (no sign-in): who invited whom to what',
        description: '01 when the link is unknown, already used or expired.',
        querystring: ZTeamInvitationQuery,
        response: { 200: envelopeOf(ZTeamInvitation), 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.showInvitation(deps, request.query)),
  );

  app.post(
    '/team/invitations/accept',
    {
      onRequest: app.authenticate,
      config: { apiTokens: 'never', permission: 'account', workspaceHeader: 'ignore', ...perAddress },
      schema: {
        ...common,
        summary: 'Accept a team invitation: the signed-in account (the invited e-mail) becomes a member',
        description: '43 when signed in with another e-mail address; 01 when the link is unknown, used or expired.',
        body: ZTeamInvitationQuery,
        response: { 200: envelopeOf(ZWorkspace), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.acceptInvitation(deps, requireSession(request), request.body)),
  );
};

/** /request_types/*, /requests/* (the host's) and POST /guest/requests (a stay's guest): thin routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  REQUEST,
  ZErrorEnvelope,
  ZGuestRequestCreate,
  ZGuestRequests,
  ZRequest,
  ZRequestAnswerRequest,
  ZRequestListQuery,
  ZRequestType,
  ZRequestTypeCreateRequest,
  ZRequestTypeDeleteRequest,
  ZRequestTypeModifyRequest,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import * as service from './requests.service.ts';

function callerOf(request: FastifyRequest): service.RequestCaller {
  const auth = requireUser(request);
  return {
    id_workspace: auth.id_workspace,
    id_user: auth.id_user,
    role: auth.role,
    guides: auth.workspace.guides,
    language: request.language,
  };
}

const typeNote =
  'texts: { [language]: { name, description } } (at least one language); kind: early_check_in, late_check_out ' +
  'or other; price_text: free text such as "€20" (nothing is charged); needs_approval false: approved as soon as ' +
  'a guest sends it; auto_approve (early check-in and late check-out): approved at once when no other stay of ' +
  'the guide ends on the check-in day (starts on the check-out day); guides: the guides it is offered in, null ' +
  'for every guide.';

/** The host's calls: request types and the requests inbox. */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['requests'], security: [{ bearer: [] }] };

  app.get(
    '/request_types/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'What guests can ask for: the workspace’s request types',
        description:
          'Oldest first. Every workspace starts with two, disabled: Early check-in and Late check-out (without ' +
          'texts: `name` is the kind’s name in the caller’s language). `name` is the type’s text in the caller’s ' +
          'language, else English, else its first.',
        response: { 200: envelopeOf(z.array(ZRequestType)) },
      },
    },
    async (request) => envelope(await service.listTypes(deps, callerOf(request))),
  );

  app.post(
    '/request_types/create',
    {
      config: { permission: 'invitations.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Add a request type guests can ask for',
        description: `${typeNote} At most ${REQUEST.TYPES_MAX} per workspace (13). A member limited to chosen guides may not (43).`,
        body: ZRequestTypeCreateRequest,
        response: {
          201: envelopeOf(ZRequestType),
          403: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(envelope(await service.createType(deps, callerOf(request), request.body))),
  );

  app.put(
    '/request_types/modify',
    {
      config: { permission: 'invitations.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Change a request type (enable it, switch automatic approval, rename, set a price)',
        description: `An absent field keeps its value. ${typeNote}`,
        body: ZRequestTypeModifyRequest,
        response: { 200: envelopeOf(ZRequestType), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyType(deps, callerOf(request), request.body)),
  );

  app.delete(
    '/request_types/delete',
    {
      config: { permission: 'invitations.write', scope: 'workspace' },
      schema: {
        ...common,
        summary: 'Delete a request type; guests can no longer ask for it',
        description: 'Requests already sent keep its name and can still be answered.',
        body: ZRequestTypeDeleteRequest,
        response: { 200: envelopeOf(z.null()), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteType(deps, callerOf(request), request.body.id_request_type);
      return envelope(null);
    },
  );

  app.get(
    '/requests/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The requests inbox: guests’ requests, newest first',
        description:
          'status: pending, approved, declined or cancelled (absent: all); id_guide: one guide’s. A member limited ' +
          'to chosen guides sees those guides’ requests. status_text and type_name in the caller’s language.',
        querystring: ZRequestListQuery,
        response: { 200: envelopeOf(z.array(ZRequest)), 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.listRequests(deps, callerOf(request), request.query)),
  );

  app.put(
    '/requests/answer',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Approve or decline a guest’s request, with an optional reply',
        description:
          'An approved early check-in moves the stay’s check-in to the requested time, and its access window’s ' +
          'start and door-code release by as much; an approved late check-out moves its check-out and the ' +
          'window’s end. 13 when another stay of the guide overlaps the new times, or the request is already ' +
          'answered. The guest is e-mailed the answer when the stay has an e-mail, and sees it in the guide.',
        body: ZRequestAnswerRequest,
        response: { 200: envelopeOf(ZRequest), 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.answerRequest(deps, callerOf(request), request.body)),
  );
};

/** The guest's call: no sign-in, only through a stay's personal link inside its access window. */
export const guestRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    '/guest/requests',
    {
      logLevel: 'warn',
      config: perAddressLimit(deps.config.rateLimitPerMinute),
      schema: {
        tags: ['guest'],
        summary: 'A stay’s guest asks for something (an early check-in, a late check-out, …)',
        description:
          'Only through a stay’s personal link (token: the share token, invite: the stay’s invitation token) ' +
          'while its access window is open (43 otherwise: the public link cannot ask). id_request_type: one ' +
          'of the types the guide offers (01 otherwise); requested_time (local HH:MM) is needed for an early ' +
          'check-in (before the check-in time) and a late check-out (after the check-out time). At most ' +
          `${REQUEST.OPEN_PER_STAY} pending requests per stay (13). The host is e-mailed. Answers the types ` +
          'offered and the stay’s requests, as the guide shows them. Rate-limited per address.',
        body: ZGuestRequestCreate,
        response: {
          201: envelopeOf(ZGuestRequests),
          403: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(envelope(await service.createGuestRequest(deps, request.body, request.language))),
  );
};

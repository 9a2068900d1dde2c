/**
 * /webhooks/*: thin routes: schema in, service, envelope out. Owners and admins only
 * (`members.manage`), signed in: no API token may manage webhooks (`apiTokens: 'never'`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  WEBHOOK,
  WEBHOOK_EVENT_TYPES,
  ZErrorEnvelope,
  ZWebhook,
  ZWebhookAttempt,
  ZWebhookCreated,
  ZWebhookCreateRequest,
  ZWebhookDeliveriesQuery,
  ZWebhookIdRequest,
  ZWebhookModifyRequest,
  ZWebhookRedeliverRequest,
  ZWebhookTestAnswer,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './webhooks.service.ts';

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['webhooks'], security: [{ bearer: [] }] };
  const config = { apiTokens: 'never' as const, permission: 'members.manage' as const };
  const signing =
    'Each delivery is a POST of `{ type, timestamp, data }` (JSON) signed as the Standard Webhooks specification ' +
    'says: headers webhook-id (the same on every retry of a delivery), webhook-timestamp (seconds) and ' +
    'webhook-signature (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` with the secret’s base64 key); verify ' +
    'with a Standard Webhooks library. A 2xx answer within 10 s succeeds; 5xx, 408, 429, a timeout or a connection ' +
    'error is retried about 8 times over 24 hours; other answers (and redirects) fail at once. ' +
    `${WEBHOOK.DISABLE_AFTER_FAILURES} failed attempts in a row disable the hook and e-mail its owner. ` +
    'Owners and admins only; API tokens cannot manage webhooks (43).';
  const events = `events: any of ${WEBHOOK_EVENT_TYPES.join(', ')} (each event’s data: the webhooks section of this document).`;

  app.get(
    '/webhooks/list',
    {
      config,
      schema: {
        ...common,
        summary: 'The workspace’s webhooks, oldest first (never their secrets)',
        description: signing,
        response: { 200: envelopeOf(z.array(ZWebhook)), 403: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.listWebhooks(deps, requireUser(request).id_workspace)),
  );

  app.post(
    '/webhooks/create',
    {
      config,
      schema: {
        ...common,
        summary: 'Add a webhook; the answer carries its signing secret (whsec_...), shown this once',
        description:
          `${events} url: http(s), at most ${WEBHOOK.URL_MAX} characters; an address of this server or a private ` +
          `network answers 12. At most ${WEBHOOK.MAX_PER_WORKSPACE} webhooks per workspace (13). ${signing}`,
        body: ZWebhookCreateRequest,
        response: { 201: envelopeOf(ZWebhookCreated), 403: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const created = await service.createWebhook(deps, requireUser(request), request.body);
      return reply.status(201).send(envelope(created));
    },
  );

  app.put(
    '/webhooks/modify',
    {
      config,
      schema: {
        ...common,
        summary: 'Change a webhook’s address, events, description or enabled',
        description:
          `An absent field keeps its value. ${events} enabled true also starts its failure count again; ` +
          'deliveries that waited while it was disabled are sent.',
        body: ZWebhookModifyRequest,
        response: { 200: envelopeOf(ZWebhook), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyWebhook(deps, requireUser(request).id_workspace, request.body)),
  );

  app.delete(
    '/webhooks/delete',
    {
      config,
      schema: {
        ...common,
        summary: 'Delete a webhook and its deliveries',
        description: 'Deletes the webhook with its pending deliveries and its attempts log.',
        body: ZWebhookIdRequest,
        response: { 200: envelopeOf(z.null()), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteWebhook(deps, requireUser(request).id_workspace, request.body.id_webhook);
      return envelope(null);
    },
  );

  app.post(
    '/webhooks/test',
    {
      config,
      schema: {
        ...common,
        summary: 'Send a ping to a webhook now',
        description:
          'Queues a `ping` event ({ id_workspace, id_webhook }) for this webhook, also a disabled one, and answers ' +
          'its delivery; its attempts appear in /webhooks/deliveries.',
        body: ZWebhookIdRequest,
        response: { 200: envelopeOf(ZWebhookTestAnswer), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.testWebhook(deps, requireUser(request).id_workspace, request.body.id_webhook)),
  );

  app.get(
    '/webhooks/deliveries',
    {
      config,
      schema: {
        ...common,
        summary: 'A webhook’s delivery attempts, newest first',
        description:
          `Each attempt: its delivery and event, the receiver’s status code (null: no answer), the duration, the ` +
          `answer’s first 1 KB, and the delivery’s state with its next retry. At most ${WEBHOOK.DELIVERIES_LISTED}; ` +
          'before: an id_attempt, for the page before it.',
        querystring: ZWebhookDeliveriesQuery,
        response: { 200: envelopeOf(z.array(ZWebhookAttempt)), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        await service.listAttempts(deps, requireUser(request).id_workspace, request.query.id_webhook, request.query.before),
      ),
  );

  app.post(
    '/webhooks/redeliver',
    {
      config,
      schema: {
        ...common,
        summary: 'Send a delivery again now',
        description:
          'Sends the delivery’s event to its webhook again, with the same webhook-id (receivers that saw it ' +
          'already may ignore it). A webhook that is disabled sends it once enabled again.',
        body: ZWebhookRedeliverRequest,
        response: { 200: envelopeOf(z.null()), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.redeliver(deps, requireUser(request).id_workspace, request.body.id_delivery);
      return envelope(null);
    },
  );
};

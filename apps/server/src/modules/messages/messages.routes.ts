/** /message_rules/* and a stay's messages (/invitations/messages*): thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZErrorEnvelope,
  ZMessagePreview,
  ZMessagePreviewRequest,
  ZMessageRule,
  ZMessageRuleCreateRequest,
  ZMessageRuleDeleteRequest,
  ZMessageRuleListQuery,
  ZMessageRuleModifyRequest,
  ZStayMessage,
  ZStayMessageSendNowRequest,
  ZStayMessagesQuery,
} from '@guidebook/contract';
import type { FastifyRequest } from 'fastify';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './messages.service.ts';

function callerOf(request: FastifyRequest): service.RuleCaller {
  const auth = requireUser(request);
  return { id_workspace: auth.id_workspace, role: auth.role, guides: auth.workspace.guides };
}

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['messages'], security: [{ bearer: [] }] };
  const ruleNote =
    'trigger: booking_confirmed (sent at once when a stay is added), before_check_in (offset_days before the ' +
    'check-in day), check_in_day, after_check_out (offset_days after the check-out day); offset_days 0..60; ' +
    'send_time: local HH:MM in the guide’s timezone (ignored for booking_confirmed). texts: { [language]: ' +
    '{ subject, body } } with field codes ({{guest_first_name}}, {{check_in}}, {{door_code}}, …); a rule of one ' +
    'guide needs its default language (12 on texts otherwise). id_guide null: every guide of the workspace ' +
    '(owner and admins only: 43 for others).';

  app.get(
    '/message_rules/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The timed-message rules (optionally those that concern one guide)',
        description:
          'Oldest first. With id_guide: that guide’s rules and those of every guide. A member limited to chosen ' +
          'guides sees the rules of those guides and of every guide.',
        querystring: ZMessageRuleListQuery,
        response: { 200: envelopeOf(z.array(ZMessageRule)), 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.listRules(deps, callerOf(request), request.query.id_guide)),
  );

  app.post(
    '/message_rules/create',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Add a timed-message rule; every stay it concerns gets its message',
        description: `${ruleNote} The stays’ messages are scheduled at once (a time already passed: sent at once while before check-in, else skipped).`,
        body: ZMessageRuleCreateRequest,
        response: { 201: envelopeOf(ZMessageRule), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) =>
      reply.status(201).send(envelope(await service.createRule(deps, callerOf(request), request.body))),
  );

  app.put(
    '/message_rules/modify',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Change a timed-message rule; its unsent messages are scheduled again',
        description: `An absent field keeps its value. ${ruleNote} enabled false cancels its unsent messages; true schedules them again.`,
        body: ZMessageRuleModifyRequest,
        response: { 200: envelopeOf(ZMessageRule), 403: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyRule(deps, callerOf(request), request.body)),
  );

  app.delete(
    '/message_rules/delete',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Delete a timed-message rule; its unsent messages are cancelled',
        description: 'Messages already sent stay listed on their stays with the rule’s name.',
        body: ZMessageRuleDeleteRequest,
        response: { 200: envelopeOf(z.null()), 403: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteRule(deps, callerOf(request), request.body.id_message_rule);
      return envelope(null);
    },
  );

  app.post(
    '/message_rules/preview',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'A message text as a guest would read it, filled from a real stay',
        description:
          'Filled from the stay id_invitation names, else the next upcoming stay of the guide (else of the ' +
          'workspace), else from sample values (id_invitation and guest_name null). Nothing is sent or saved.',
        body: ZMessagePreviewRequest,
        response: { 200: envelopeOf(ZMessagePreview), 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.preview(deps, callerOf(request), request.body)),
  );

  app.get(
    '/invitations/messages',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'A stay’s timed messages: when each is due and what became of it',
        description:
          'status: scheduled, sent, failed, skipped, cancelled or waiting (for the guest’s e-mail); status_text ' +
          'and reason (why it failed, was skipped or cancelled) in the caller’s language.',
        querystring: ZStayMessagesQuery,
        response: { 200: envelopeOf(z.array(ZStayMessage)), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        await service.listStayMessages(
          deps,
          requireUser(request).id_workspace,
          request.query.id_invitation,
          request.language,
        ),
      ),
  );

  app.post(
    '/invitations/messages/send_now',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Send a rule’s message to a stay’s guest now (again, if it was sent)',
        description:
          'Answers the stay’s messages. 12 when the stay has no guest e-mail or the rule is not for its guide; ' +
          '13 when the stay is cancelled.',
        body: ZStayMessageSendNowRequest,
        response: {
          200: envelopeOf(z.array(ZStayMessage)),
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
        },
      },
    },
    async (request) =>
      envelope(
        await service.sendNow(
          deps,
          requireUser(request).id_workspace,
          request.body.id_invitation,
          request.body.id_message_rule,
          request.language,
        ),
      ),
  );
};

/** /invitations/*: thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  MESSAGES,
  RESULT,
  STAY_IMPORT,
  STAY_IMPORT_COLUMNS,
  ZStayImportAnswer,
  ZInvitationModifyRequest,
  envelopeOf,
  ZErrorEnvelope,
  ZInvitation,
  ZInvitationCreateRequest,
  ZInvitationDeleteRequest,
  ZInvitationIdRequest,
  ZInvitationListQuery,
  ZInvitationSelectQuery,
  ZInvitationSettings,
  ZInvitationTemplateAnswer,
  ZInvitationTemplateLanguages,
  ZInvitationTemplateQuery,
  ZInvitationTemplateSaveRequest,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import * as service from './invitations.service.ts';
import { readImportForm } from './import-form.ts';

/** zod cannot describe a multipart body; this JSON schema documents it and validates nothing. */
const ZImportBodyDoc = z.unknown().meta({
  type: 'object',
  required: ['id_guide', 'file'],
  properties: {
    id_guide: { type: 'integer', minimum: 1, description: 'The guide the stays are for.' },
    file: {
      type: 'string',
      format: 'binary',
      description:
        `A CSV file (UTF-8, with or without BOM; comma or semicolon), at most ${STAY_IMPORT.MAX_FILE_SIZE} bytes ` +
        `and ${STAY_IMPORT.MAX_ROWS} rows under a header row naming its columns: ${STAY_IMPORT_COLUMNS.join(', ')}.`,
    },
  },
});

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['invitations'], security: [{ bearer: [] }] };
  const timesNote =
    'check_in, check_out, access_from and access_to are typed as local date-times (YYYY-MM-DDTHH:mm) in the ' +
    'guide’s timezone and answered as ISO instants. Status (Scheduled, Active, Expired, Revoked) is read from ' +
    'the server clock.';

  app.get(
    '/invitations/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The host’s invitations, newest first, or one page of them (optionally of one guide)',
        description:
          timesNote +
          ' Without page, page_size and status: every invitation the caller may see, newest first. With any of ' +
          'page, page_size (default 25, at most 100) and status (one of the statuses): one page of the matching ' +
          'stays, those not yet over first by check-in, then the past ones latest first; RES_OTHERS carries ' +
          'TOTAL, PAGE and PAGE_SIZE.',
        querystring: ZInvitationListQuery,
        response: { 200: envelopeOf(z.array(ZInvitation)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!service.isPagedListQuery(request.query))
        return envelope(
          await service.listInvitations(deps, user.id_workspace, request.query.id_guide, user.workspace.guides),
        );
      const { invitations, page } = await service.listInvitationsPage(
        deps,
        user.id_workspace,
        request.query,
        user.workspace.guides,
      );
      return envelope(invitations, page);
    },
  );

  app.get(
    '/invitations/select',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'One invitation with its personal link',
        description:
          'Answers one invitation with its stay, access window, status, whether and how often the guest opened it, and the guest’s personal link ' +
          '(link): the guide’s readable link {origin}/{workspace slug}/{guide slug}?invite={token} (on a verified own domain ' +
          'https://{domain}/{guide slug}?invite={token}) once both slugs exist, else {origin}/g/{share token}?invite={token}.',
        querystring: ZInvitationSelectQuery,
        response: { 200: envelopeOf(ZInvitation), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.selectInvitation(deps, requireUser(request).id_workspace, request.query.id_invitation)),
  );

  app.post(
    '/invitations/create',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Invite a guest to a guide, and e-mail the personal link (send_email, default true)',
        description:
          `${timesNote} Without access_from / access_to the window opens the Settings' hours before check-in ` +
          'and closes the Settings’ hours after check-out. email_sent says whether the e-mail was queued (it is then sent, with retries while the mail server refuses it). ' +
          'language: the stay’s language, one of the guide’s (else 12); the e-mail uses its template. Without it, the guide’s default language. ' +
          'guest_email is needed while send_email is true; with send_email false a stay may have none (added later with modify). ' +
          'Optional: guest_phone, guests (1 to 99), reference, door_code (at most 100 characters, shown only through the ' +
          'personal link) and door_code_from (a local date-time; without it, from the access window’s start).',
        body: ZInvitationCreateRequest,
        response: { 201: envelopeOf(ZInvitation), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const invitation = await service.createInvitation(deps, requireUser(request).id_workspace, request.body);
      return reply.status(201).send(envelope(invitation));
    },
  );

  app.put(
    '/invitations/modify',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Change a stay: the fields given, the others kept',
        description:
          `${timesNote} An absent field keeps its value; null clears an optional one (guest_email, guest_phone, ` +
          'guests, reference, door_code, door_code_from). Moved dates without access_from / access_to move the ' +
          'access window by as much. Nothing is e-mailed. A calendar sync keeps these edits, except the dates.',
        body: ZInvitationModifyRequest,
        response: { 200: envelopeOf(ZInvitation), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyInvitation(deps, requireUser(request).id_workspace, request.body)),
  );

  // The CSV import in a context of its own: multipart bodies are parsed for this route only.
  await app.register(async (form) => {
    await form.register(multipart, {
      limits: { fileSize: STAY_IMPORT.MAX_FILE_SIZE, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    form.post(
      '/invitations/import',
      {
        config: { permission: 'invitations.write' },
        schema: {
          ...common,
          summary: 'Stays from a CSV file (multipart/form-data): all rows, or none',
          description:
            'Reads a CSV file of stays for one guide. A header row names the columns (guest_name, check_in and ' +
            'check_out required; guest_email, guest_phone, guests, reference, language, door_code optional). ' +
            'check_in and check_out are dates (2026-12-01: the guide’s check-in or check-out time, 15:00 and 11:00 ' +
            'when it has none) or local date-times (2026-12-01 16:00) in the guide’s timezone. Every row is ' +
            'checked before any is stored; a bad one answers 12 naming its line and column ("Line 7, check_out: …") ' +
            `and nothing is imported. At most ${STAY_IMPORT.MAX_ROWS} rows. The stays get source "import" and the ` +
            'Settings’ access window; no e-mail is sent. A row whose reference is already a stay’s of the guide ' +
            'updates that stay (the same file imported again makes no second stay): its dates move the access ' +
            'window by as much, the file’s other columns replace the stay’s, columns the file lacks are kept. ' +
            'The answer counts the rows (imported), the stays made (created) and updated (updated).',
          consumes: ['multipart/form-data'],
          body: ZImportBodyDoc,
          response: {
            201: envelopeOf(ZStayImportAnswer),
            400: ZErrorEnvelope,
            404: ZErrorEnvelope,
            413: ZErrorEnvelope,
            422: ZErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const auth = requireUser(request);
        if (!request.isMultipart())
          throw new AppError(RESULT.BAD_REQUEST, MESSAGES.stayImport.fileMissing, {
            file: MESSAGES.stayImport.fileMissing,
          });
        const { idGuide, file } = await readImportForm(request.parts());
        const answer = await service.importStays(deps, auth.id_workspace, idGuide, file, auth.workspace.guides);
        return reply.status(201).send(envelope(answer));
      },
    );
  });

  app.put(
    '/invitations/revoke',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Revoke an invitation: its link shows the normal guide only',
        description:
          'Revokes an invitation at once: its personal link keeps opening the guide, but no longer shows what the host marked Hidden.',
        body: ZInvitationIdRequest,
        response: { 200: envelopeOf(ZInvitation), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.revokeInvitation(deps, requireUser(request).id_workspace, request.body.id_invitation)),
  );

  app.delete(
    '/invitations/delete',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Delete an invitation and its link',
        description:
          'Deletes an invitation; its personal link then shows only what every guest with the share link sees.',
        body: ZInvitationDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteInvitation(deps, requireUser(request).id_workspace, request.body.id_invitation);
      return envelope(null);
    },
  );

  app.post(
    '/invitations/resend',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'E-mail the invitation again (not when revoked: 13)',
        description:
          'Queues the invitation e-mail with the guest’s personal link again; a revoked invitation answers 13 and sends nothing.',
        body: ZInvitationIdRequest,
        response: { 200: envelopeOf(ZInvitation), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.resendInvitation(deps, requireUser(request).id_workspace, request.body.id_invitation)),
  );

  app.get(
    '/invitations/template',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The invitation e-mail template (the default until one is saved), or one language’s',
        description:
          'Placeholders: {{guest_name}}, {{guide_title}}, {{link}}, {{check_in}}, {{check_out}}. Without `language` ' +
          '(or with `en`): the default template, used for every language without one of its own. With another ' +
          'language (BCP 47): its saved template, else its built-in text; `saved` says which (until saved, ' +
          'invitations in that language are sent with the default template).',
        querystring: ZInvitationTemplateQuery,
        response: { 200: envelopeOf(ZInvitationTemplateAnswer), 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.getTemplate(deps, requireUser(request).id_workspace, request.query.language)),
  );

  app.get(
    '/invitations/template_languages',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The languages an invitation template can be kept in: English and the guides’ languages',
        description:
          'English (the default template) first, then every language of the workspace’s guides (default or ' +
          'further); `saved` lists those with a template of their own.',
        response: { 200: envelopeOf(ZInvitationTemplateLanguages) },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      return envelope(await service.templateLanguages(deps, auth.id_workspace, auth.workspace.guides));
    },
  );

  app.put(
    '/invitations/template',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Save the invitation e-mail template (the body must contain {{link}})',
        description:
          'Saves the subject and body of the invitation e-mail; placeholders such as {{guest_name}} and {{check_in}} are filled in for each guest, and the body must contain {{link}}. ' +
          'With `language` (other than `en`), the template of invitations in that language; without it, the default template.',
        body: ZInvitationTemplateSaveRequest,
        response: { 200: envelopeOf(ZInvitationTemplateAnswer), 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.saveTemplate(deps, requireUser(request).id_workspace, request.body)),
  );

  app.get(
    '/invitations/settings',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'Default access window: hours before check-in and after check-out (24 and 12 until saved)',
        description:
          'Answers how many hours before check-in an invitation’s link starts showing Hidden details and how many hours after check-out it stops.',
        response: { 200: envelopeOf(ZInvitationSettings) },
      },
    },
    async (request) => envelope(await service.getSettings(deps, requireUser(request).id_workspace)),
  );

  app.put(
    '/invitations/settings',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Save the default access window (0 to 720 hours each)',
        description: 'Saves the default access window new invitations get when they name no access dates of their own.',
        body: ZInvitationSettings,
        response: { 200: envelopeOf(ZInvitationSettings), 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.saveSettings(deps, requireUser(request).id_workspace, request.body)),
  );
};

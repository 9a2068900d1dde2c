/**
 * /calendar_feeds/* (a guide's calendars in) and /calendar_export/* (its secret calendar address out):
 * thin routes: schema in, service, envelope out. /ical/{token}.ics: that calendar, public, no sign-in,
 * outside /api (calendar apps subscribe to it), with an ETag for their polls.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZCalendarExport,
  ZCalendarExportQuery,
  ZCalendarExportRequest,
  ZCalendarFeed,
  ZCalendarFeedCreateRequest,
  ZCalendarFeedDeleteRequest,
  ZCalendarFeedListQuery,
  ZCalendarFeedModifyRequest,
  ZCalendarFeedSyncRequest,
  ZErrorEnvelope,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { matchesEtag } from '../guest/guest-cache.ts';
import * as service from './calendar-feeds.service.ts';
import * as exportService from './calendar-export.service.ts';

export const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['calendar feeds'], security: [{ bearer: [] }] };
  const syncNote =
    'last_synced_at, last_status ("ok" or what went wrong) and stays_created / stays_updated / stays_cancelled ' +
    'tell how the last sync went (null and 0 before the first).';

  app.get(
    '/calendar_feeds/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'A guide’s calendar feeds (or every guide’s), with how each last sync went',
        description: `Ordered by guide, then oldest first. ${syncNote}`,
        querystring: ZCalendarFeedListQuery,
        response: { 200: envelopeOf(z.array(ZCalendarFeed)), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      return envelope(
        await service.listFeeds(
          deps,
          auth.id_workspace,
          request.query.id_guide,
          auth.workspace.guides,
          request.language,
        ),
      );
    },
  );

  app.post(
    '/calendar_feeds/create',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Add a calendar (iCal) address to a guide: its reservations become stays',
        description:
          'url: the calendar’s export address, http:// or https://, at most 2,048 characters (12 otherwise). ' +
          'label: a name the host recognises. events_are: "auto" (the platform’s reservations are stays, its ' +
          'blocks are not) or "stays" (every event is a stay). The calendar is read at once and the answer is ' +
          'the feed with that first result (last_status, stays_created, …). An address whose host is this ' +
          'server, a private network or a cloud metadata service answers 12 "This address is not reachable ' +
          'from the internet" (unless the server sets CALENDAR_FEEDS_ALLOW_PRIVATE=true).',
        body: ZCalendarFeedCreateRequest,
        response: { 201: envelopeOf(ZCalendarFeed), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const feed = await service.createFeed(deps, requireUser(request).id_workspace, request.body, request.language);
      return reply.status(201).send(envelope(feed));
    },
  );

  app.put(
    '/calendar_feeds/modify',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Change a calendar feed’s address, label or events_are',
        description:
          'An absent field keeps its value; label null clears it. A new address is checked like on create and ' +
          'read at once (the answer carries that result); a new events_are is read again at the next sync.',
        body: ZCalendarFeedModifyRequest,
        response: { 200: envelopeOf(ZCalendarFeed), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.modifyFeed(deps, requireUser(request).id_workspace, request.body, request.language)),
  );

  app.post(
    '/calendar_feeds/sync',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Read a calendar feed now ("Sync now") and answer it with the result',
        description:
          'Fetches the calendar (with its ETag / Last-Modified), and turns its reservations into stays: new ' +
          'events become stays, moved ones move, an event gone from the calendar cancels its future stay; a ' +
          'stay that has begun is never changed. A calendar that cannot be read changes no stay. The answer ' +
          `is the feed as listed: ${syncNote} 13 while the same feed is being read (by the schedule or ` +
          'another call): try again in a moment.',
        body: ZCalendarFeedSyncRequest,
        response: { 200: envelopeOf(ZCalendarFeed), 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        await service.syncFeed(
          deps,
          requireUser(request).id_workspace,
          request.body.id_calendar_feed,
          request.language,
        ),
      ),
  );

  app.delete(
    '/calendar_feeds/delete',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Delete a calendar feed; the stays it made remain',
        description: 'Stops reading the calendar. Its stays are kept, with their links and messages.',
        body: ZCalendarFeedDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteFeed(deps, requireUser(request).id_workspace, request.body.id_calendar_feed);
      return envelope(null);
    },
  );

  const what =
    'The address is secret (whoever has it reads the guide’s stays: guest names, guests, references, dates; ' +
    'never door codes, e-mail addresses or phone numbers) and lists the stays neither cancelled nor revoked, ' +
    `past ones for ${exportService.EXPORT_PAST_DAYS} days after their check-out.`;

  app.get(
    '/calendar_export/get',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'A guide’s calendar address out (iCal): its stays, for the host’s and cleaners’ calendars',
        description: `url is null until made (POST /calendar_export/regenerate). ${what}`,
        querystring: ZCalendarExportQuery,
        response: { 200: envelopeOf(ZCalendarExport), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await exportService.getExport(deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.post(
    '/calendar_export/regenerate',
    {
      config: { permission: 'invitations.write' },
      schema: {
        ...common,
        summary: 'Make a guide’s calendar address out, or replace it',
        description: `A new secret address; the one before answers 404 from now on. ${what}`,
        body: ZCalendarExportRequest,
        response: { 200: envelopeOf(ZCalendarExport), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await exportService.regenerateExport(deps, requireUser(request).id_workspace, request.body.id_guide)),
  );
};

/** A file name of the route: the token and ".ics" (anything else answers 404 like an unknown token). */
const ZIcalParams = z.object({ file: z.string() });

export const icalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get(
    '/ical/:file',
    {
      // The address is the secret: a normal read is not logged.
      logLevel: 'warn',
      schema: { hide: true, params: ZIcalParams },
    },
    async (request, reply) => {
      reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
      const { file } = request.params;
      const found = file.endsWith('.ics')
        ? await exportService.calendarOf(deps, file.slice(0, -'.ics'.length))
        : undefined;
      if (!found) {
        return reply
          .status(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('No calendar at this address.');
      }
      // Calendar apps poll: each poll asks again (no-cache) and an unchanged calendar answers 304.
      reply.header('ETag', found.etag).header('Cache-Control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="stays.ics"')
        .send(found.body);
    },
  );
};

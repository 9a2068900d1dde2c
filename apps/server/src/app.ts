/**
 * buildApp(config) -> a Fastify instance with every route registered. Tests call it
 * directly (inject, no port); main.ts adds the embedded database and listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MESSAGES, RESULT } from '@guidebook/contract';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { postgresRateLimitStore } from './db/rate-limit-store.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createStorage, verifyStorage } from './storage/create-storage.ts';
import type { Clock, Deps } from './lib/deps.ts';
import { AppEvents } from './lib/events.ts';
import { ClusterEvents } from './lib/cluster-events.ts';
import { Jobs } from './lib/jobs.ts';
import type { ResolveHost } from './lib/outbound/resolve-host.ts';
import { mailJob } from './mail/jobs/mail.job.ts';
import { AppError } from './lib/app-error.ts';
import { registerEnvelope, sendError } from './plugins/envelope.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerLanguage } from './plugins/language.ts';
import { closeAfterBody, connectionLimits } from './plugins/connection-limits.ts';
import { registerRequestInput } from './plugins/request-input.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { guidesRoutes } from './modules/guides/guides.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { topicsRoutes } from './modules/topics/topics.routes.ts';
import { sharedTopicsRoutes } from './modules/shared-topics/shared-topics.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { guestRoutes, ROBOTS_HEADER } from './modules/guest/guest.routes.ts';
import { analyticsRoutes, guestViewRoutes } from './modules/analytics/analytics.routes.ts';
import { guideTransferRoutes } from './modules/guide-transfer/guide-transfer.routes.ts';
import { guidesBulkRoutes } from './modules/guides-bulk/guides-bulk.routes.ts';
import { GuestCache } from './modules/guest/guest-cache.ts';
import { guestPageReader, inviteOf, withManifestLink } from './modules/guest/guest-page.ts';
import { readablePage, readablePathOf, withShareToken } from './modules/guest/readable-page.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { calendarFeedsRoutes, icalRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts';
import { guestRequestsRoutes, requestsRoutes } from './modules/requests/requests.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { feedbackRoutes, guestFeedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { mapsRoutes } from './modules/maps/maps.routes.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { thumbnailJob } from './modules/files/jobs/thumbnail.job.ts';
import { uploadSweepJob } from './modules/files/jobs/upload-sweep.job.ts';
import { calendarSyncJob } from './modules/calendar-feeds/jobs/calendar-sync.job.ts';
import { stayMessagesJob } from './modules/messages/jobs/stay-messages.job.ts';
import { messageUndeliveredJob } from './modules/messages/jobs/message-undelivered.job.ts';
import { webhookDeliveriesJob } from './modules/webhooks/jobs/webhook-deliveries.job.ts';
import { sharedTopicCopyJob } from './modules/shared-topics/jobs/shared-topic-copy.job.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { domainsRoutes } from './modules/domains/domains.routes.ts';
import { registerDomainHosts } from './modules/domains/domain-host.ts';
import { guideBySlug } from './modules/share/slugs.service.ts';
import { whiteLabelRoutes } from './modules/white-label/white-label.routes.ts';
import { stopSenderWakes, wakeSender as wakeWebhookSender } from './modules/webhooks/webhooks.service.ts';
import { guestContentChangedForWebhooks, stopGuideWatch } from './modules/webhooks/guide-published.ts';

/** Every kind of background job this app runs; each is defined with its work (lib/jobs.ts). */
export const JOBS = [
  mailJob,
  thumbnailJob,
  uploadSweepJob,
  calendarSyncJob,
  stayMessagesJob,
  messageUndeliveredJob,
  webhookDeliveriesJob,
  sharedTopicCopyJob,
];

/** The web build's icon files at its root (apps/web/public). */
const ICON_FILE = /^(favicon|apple-touch-icon)[\w.-]*\.(ico|png|svg)$/;

export type BuildOptions = {
  /** Use this database instead of opening config.databaseUrl (the caller closes it). */
  database?: Database;
  mailer?: Mailer;
  now?: Clock;
  /** How outside host names (calendar feeds) resolve (default: the system's resolver). */
  resolveHost?: ResolveHost;
  /** Where the log's JSON lines go (default: standard output); tests read what the server logs. */
  logStream?: { write: (line: string) => void };
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Body limit, idle, header and keep-alive timeouts, and client errors as envelopes (see that file).
    ...connectionLimits(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Presenters decide which fields leave the server; the response schema documents them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  if (!config.databaseUrl && !options.database)
    throw new Error('buildApp needs config.databaseUrl or options.database');
  // A store that cannot be used stops the start with one line (main.ts prints it).
  await verifyStorage(config);
  const database = options.database ?? (await openDatabase(config.databaseUrl as string, config.databasePoolSize));
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
      log: app.log,
    });
  // Background work (mail, thumbnails, the upload sweep) is jobs in PostgreSQL, shared by every instance.
  const jobs = new Jobs(database, app.log);
  await jobs.start(JOBS).catch(async (err: unknown) => {
    if (!options.database) await database.close();
    throw err;
  });
  const deps: Deps = {
    config,
    database,
    jobs,
    store: createStorage(config),
    now: options.now ?? (() => new Date()),
    events: new AppEvents((err, event) => app.log.error({ err, event }, 'an event listener failed')),
    log: app.log,
    ...(options.resolveHost && { resolveHost: options.resolveHost }),
  };
  app.decorate('deps', deps);
  // main.ts sets it when a SIGTERM starts the grace period (modules/health).
  app.decorate('draining', false);
  // Events cross instances through PostgreSQL (started below, once the caches exist).
  const cluster = new ClusterEvents(deps.events, database, app.log);
  app.decorate('clusterEvents', cluster);
  // Workers start once the app is whole (a job's handler may announce events the caches listen to).
  app.addHook('onReady', async () => jobs.startWorkers({ deps, mailer }));
  app.addHook('onClose', async () => {
    // Jobs running here finish (mail reaches the relay) before the mailer and the pool close; queued ones wait in the database.
    await jobs.stop();
    // A sender run kept for later would find the queue stopped: nothing is left waiting on a timer.
    stopSenderWakes(deps);
    await stopGuideWatch(deps);
    // Events still on their way reach the other instances before the pool closes.
    await cluster.stop();
    mailer.close();
    if (!options.database) await database.close();
  });

  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL, so every instance on the database shares the counts.
    store: postgresRateLimitStore(database.pool, (err) => app.log.error({ err }, 'rate-limit sweep failed')),
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new AppError(RESULT.RATE_LIMITED, MESSAGES.login.tooManyAttempts(seconds), undefined, {
        'Retry-After': String(seconds),
      });
    },
  });

  registerEnvelope(app);
  registerRequestInput(app);
  registerAuth(app);
  registerLanguage(app);
  app.decorate('guestCache', new GuestCache());
  // Guests' cached guides go stale when the services announce a change their host made.
  deps.events.on('guestContentChanged', ({ idWorkspace }) => app.guestCache.dropWorkspace(idWorkspace));
  // Events recorded on any instance wake this instance's webhook sender, when it runs here.
  deps.events.on('webhookEventsRecorded', () => wakeWebhookSender(deps));
  // A guide's guest content changing is a `guide.published` webhook event, after a pause.
  deps.events.on('guestContentChanged', ({ idWorkspace }) => guestContentChangedForWebhooks(deps, idWorkspace));
  // A request on a workspace's verified domain reaches that workspace's guest surface only.
  const domainHosts = registerDomainHosts(app, deps, {
    readablePath: (idWorkspace, slug) => guideBySlug(deps, idWorkspace, slug),
  });
  // Other instances' events reach the caches; while they cannot, the caches keep nothing.
  await cluster.start([app.sessionCache, app.guestCache, domainHosts]);
  // One onSend hook for every answer (each hook is a step on every request): nosniff everywhere;
  // the guest web app's pages (/g/{token}) stay out of search engines; an answer given before its
  // request's body has arrived is followed by the rest of the body before the connection closes.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.url.startsWith('/g/')) reply.header('X-Robots-Tag', ROBOTS_HEADER);
    closeAfterBody(request, reply, config);
    done(null, payload);
  });

  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(guidesRoutes);
      await api.register(categoriesRoutes);
      await api.register(topicsRoutes);
      await api.register(sharedTopicsRoutes);
      await api.register(filesRoutes);
      await api.register(shareRoutes);
      await api.register(guestRoutes);
      await api.register(analyticsRoutes);
      await api.register(guestViewRoutes);
      await api.register(invitationsRoutes);
      await api.register(calendarFeedsRoutes);
      await api.register(messagesRoutes);
      await api.register(requestsRoutes);
      await api.register(guestRequestsRoutes);
      await api.register(guestFeedbackRoutes);
      await api.register(feedbackRoutes);
      await api.register(webhooksRoutes);
      await api.register(whiteLabelRoutes);
      await api.register(guideTransferRoutes);
      await api.register(guidesBulkRoutes);
      await api.register(mapsRoutes);
      await api.register(apiTokensRoutes);
      await api.register(teamRoutes);
      await api.register(workspacesRoutes);
      await api.register(translationsRoutes);
      await api.register(domainsRoutes);
    },
    { prefix: '/api' },
  );
  // A guide's calendar of stays, at an address calendar apps subscribe to (no /api, no sign-in).
  await app.register(icalRoutes);

  const webDist = config.webDist;
  const indexHtml =
    webDist && fs.existsSync(path.join(webDist, 'index.html')) ? path.join(webDist, 'index.html') : null;
  // The guest guide is its own small app (apps/web/guest.html), served for its pages instead of the admin panel.
  const guestHtml =
    webDist && fs.existsSync(path.join(webDist, 'guest.html')) ? path.join(webDist, 'guest.html') : null;
  // Its map meta tags carry this deployment's MAP_TILE_URL settings.
  const guestPage = guestHtml ? guestPageReader(guestHtml, config.mapTiles) : null;
  const isGuestPage = (url: string) => url.startsWith('/g/') || /^\/digital-guides-view\/?$/.test(url);
  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The web build writes .br/.gz next to its assets (apps/web/vite.guest.config.ts).
      preCompressed: true,
      // Off, or send's own "max-age=0" header replaces the one setHeaders gives hashed assets.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : // The product's icons (favicon.ico, .svg, .png, apple-touch-icon.png) keep their names across
              // builds: a day, then revalidated.
              ICON_FILE.test(path.basename(filePath))
              ? 'public, max-age=86400'
              : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // The page's query (`?…` or ''): kept on a redirect, and a personal link's ?invite= for its manifest.
    const search = request.url.slice(url.length);
    // A missing file (an old asset name after a deploy) is a 404, not the app's HTML.
    const looksLikeFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile;
    // A readable guide link on a workspace's own domain, /{guide slug} (domains/domain-host.ts found the guide).
    if (guestPage && isPage && request.domainGuideToken) {
      return reply
        .header('X-Robots-Tag', ROBOTS_HEADER)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withShareToken(await guestPage(), request.domainGuideToken, url, search));
    }
    // A readable guide link, /{workspace slug}/{guide slug}: the guest page of that guide.
    const readable = guestPage !== null && isPage ? readablePathOf(url) : null;
    if (guestPage && readable) {
      const page = await readablePage(deps, readable, search, guestPage);
      reply.header('X-Robots-Tag', ROBOTS_HEADER).header('Cache-Control', 'no-cache');
      if (page.status === 301) return reply.redirect(page.location, 301);
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    }
    if (indexHtml && isPage && !url.startsWith('/api/') && url !== '/api') {
      // Client-side routes: the web app decides what to show.
      const forGuest = guestPage !== null && isGuestPage(url);
      if (forGuest) reply.header('X-Robots-Tag', ROBOTS_HEADER);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(
          forGuest
            ? withManifestLink(await guestPage(), url, undefined, inviteOf(search))
            : fs.createReadStream(indexHtml),
        );
    }
    return sendError(reply, new AppError(RESULT.NOT_FOUND, MESSAGES.generic.noSuchCall(request.method, url)));
  });

  return app;
}

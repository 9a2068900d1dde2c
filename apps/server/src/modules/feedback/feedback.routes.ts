/**
 * Guest feedback: the guest's answer through a stay's personal link (POST /guest/feedback, no
 * sign-in), the host's list per guide and the guide's review links. Thin routes: schema in,
 * service, envelope out.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  FEEDBACK,
  ZErrorEnvelope,
  ZFeedbackList,
  ZFeedbackListQuery,
  ZGuestFeedback,
  ZGuestFeedbackRequest,
  ZReviewLinksAnswer,
  ZReviewLinksRequest,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import * as service from './feedback.service.ts';

const WINDOW_NOTE =
  `Feedback is taken from the stay’s check-out until ${FEEDBACK.OPEN_DAYS} days after it, once per stay; a second ` +
  `answer within ${FEEDBACK.CHANGE_HOURS} hours of the first replaces it.`;

/** The guest's call: public, rate-limited per client address, logged at warn only (like the guest guide). */
export const guestFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    '/guest/feedback',
    {
      logLevel: 'warn',
      config: perAddressLimit(deps.config.rateLimitPerMinute),
      schema: {
        tags: ['guest'],
        summary: 'A guest’s stars and comment after the stay, through the stay’s personal link',
        description:
          `${WINDOW_NOTE} token is the guide’s share token and invite the stay’s invitation token (the personal ` +
          'link is the guide’s link plus ?invite={invite}; its page names the share token); the public link alone cannot give feedback. rating 1 to 5 (12 otherwise), ' +
          `comment up to ${FEEDBACK.COMMENT_MAX} characters. 01 for a link that is no stay’s; 13 before check-out, after ` +
          'the window, for a cancelled or revoked stay, and for a second answer after the hours it could be changed in. ' +
          'Answers the stay’s feedback state, as the guide call with ?invite= gives it: with the guide’s review links ' +
          'for a rating of 4 or 5. Rate-limited per client address.',
        body: ZGuestFeedbackRequest,
        response: {
          200: envelopeOf(ZGuestFeedback),
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
    },
    async (request) => envelope(await service.giveFeedback(deps, request.body)),
  );
};

/** The host's calls. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['feedback'], security: [{ bearer: [] }] };

  app.get(
    '/feedback/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'A guide’s guest feedback with its average rating and count, and its review links',
        description:
          `${WINDOW_NOTE} Entries newest first, each with its stay’s guest and dates; average is rounded to two ` +
          'decimals (null without feedback). review_links: the addresses a guest rating 4 or 5 is shown.',
        querystring: ZFeedbackListQuery,
        response: { 200: envelopeOf(ZFeedbackList), 404: ZErrorEnvelope },
      },
    },
    async (request) =>
      envelope(await service.listFeedback(deps, requireUser(request).id_workspace, request.query.id_guide)),
  );

  app.put(
    '/guides/review_links',
    {
      config: { permission: 'guides.write' },
      schema: {
        ...common,
        summary: 'Set a guide’s review links (Airbnb, Google, Booking.com)',
        description:
          'http:// or https:// addresses (12 otherwise); an absent field keeps its link, null or an empty text removes ' +
          'it. A guest who rates a stay 4 or 5 stars is shown the links that are set. Answers all three.',
        body: ZReviewLinksRequest,
        response: { 200: envelopeOf(ZReviewLinksAnswer), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.saveReviewLinks(deps, requireUser(request).id_workspace, request.body)),
  );
};

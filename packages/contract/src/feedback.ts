/**
 * Guest feedback after a stay: 1 to 5 stars and a comment, given through the stay's personal link
 * from check-out until FEEDBACK.OPEN_DAYS after it, once per stay (changed within
 * FEEDBACK.CHANGE_HOURS of the first answer). Each guide has review links (Airbnb, Google,
 * Booking.com) a guest is shown after a rating of FEEDBACK.REVIEW_FROM_RATING or more.
 */
import { z } from 'zod';
import { ZId, zInteger } from './common.ts';
import { MESSAGES } from './constants.ts';
import { isFeedUrl } from './calendar-feeds.ts';

export const FEEDBACK = {
  /** Feedback is taken from check-out until this many days after it. */
  OPEN_DAYS: 14,
  /** A second answer within this many hours of the first replaces it; later ones are refused. */
  CHANGE_HOURS: 24,
  COMMENT_MAX: 2000,
  /** Ratings from this one up are shown the guide's review links. */
  REVIEW_FROM_RATING: 4,
  REVIEW_URL_MAX: 2048,
} as const;

/** The review sites a guide can link to, in the order guests see them. */
export const REVIEW_SITES = ['airbnb', 'google', 'booking'] as const;
export type TReviewSite = (typeof REVIEW_SITES)[number];

/** 1 to 5 stars: a person's choice, so a value out of range is a rule (12), not a malformed request. */
const ZRating = zInteger({ message: MESSAGES.feedback.ratingInvalid, min: 0 }).refine(
  (v) => v >= 1 && v <= 5,
  MESSAGES.feedback.ratingInvalid,
);

export const ZGuestFeedbackRequest = z.object({
  /** The guide's share token and the stay's invitation token: the two halves of the personal link. */
  token: z.string({ error: MESSAGES.feedback.linkInvalid }).max(200),
  invite: z.string({ error: MESSAGES.feedback.linkInvalid }).max(200),
  rating: ZRating,
  /** Absent, null or blank: no comment. */
  comment: z
    .string()
    .max(FEEDBACK.COMMENT_MAX, MESSAGES.feedback.commentTooLong(FEEDBACK.COMMENT_MAX))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim())),
});
export type TGuestFeedbackRequest = z.input<typeof ZGuestFeedbackRequest>;

/** A guide's review links; null where the host has none. */
export const ZReviewLinks = z.object({
  airbnb: z.string().nullable(),
  google: z.string().nullable(),
  booking: z.string().nullable(),
});
export type TReviewLinks = z.infer<typeof ZReviewLinks>;

/**
 * The feedback part of a stay's personal link (only with ?invite= for a stay that is neither
 * cancelled nor revoked). `open`: the window is open (check-out .. check-out + 14 days);
 * `can_answer`: the guest may send (again) now; `given`: what the guest sent, with the moment until
 * which it can still be changed; `review_links`: only after a rating of 4 or 5, only the links the
 * host set (null otherwise).
 */
export const ZGuestFeedback = z.object({
  open: z.boolean(),
  opens_at: z.string(),
  closes_at: z.string(),
  can_answer: z.boolean(),
  given: z
    .object({
      rating: z.number(),
      comment: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      changeable_until: z.string(),
    })
    .nullable(),
  review_links: ZReviewLinks.nullable(),
});
export type TGuestFeedback = z.infer<typeof ZGuestFeedback>;

export const ZFeedbackListQuery = z.object({ id_guide: ZId });

export const ZFeedbackEntry = z.object({
  id_feedback: z.number(),
  id_invitation: z.number(),
  guest_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TFeedbackEntry = z.infer<typeof ZFeedbackEntry>;

/** A guide's feedback, newest first, with the average rating (null without feedback) and the guide's review links. */
export const ZFeedbackList = z.object({
  id_guide: z.number(),
  count: z.number(),
  average: z.number().nullable(),
  entries: z.array(ZFeedbackEntry),
  review_links: ZReviewLinks,
});
export type TFeedbackList = z.infer<typeof ZFeedbackList>;

/** A review address: http(s) only; absent keeps the link, null or blank removes it. */
const ZReviewUrl = z
  .string()
  .trim()
  .max(FEEDBACK.REVIEW_URL_MAX, MESSAGES.guide.maxLength(FEEDBACK.REVIEW_URL_MAX))
  .refine((v) => v === '' || isFeedUrl(v), MESSAGES.feedback.reviewUrlInvalid)
  .nullish()
  .transform((v) => (v === '' ? null : v));

export const ZReviewLinksRequest = z.object({
  id_guide: ZId,
  airbnb: ZReviewUrl,
  google: ZReviewUrl,
  booking: ZReviewUrl,
});
export type TReviewLinksRequest = z.input<typeof ZReviewLinksRequest>;

/** What PUT /guides/review_links answers: the guide's links after the change. */
export const ZReviewLinksAnswer = ZReviewLinks.extend({ id_guide: z.number() });
export type TReviewLinksAnswer = z.infer<typeof ZReviewLinksAnswer>;

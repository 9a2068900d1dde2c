/** The shapes of feedback: the guest's part of a personal link's answer, and the host's list. */
import {
  FEEDBACK,
  type TFeedbackList,
  type TGuestFeedback,
  type TReviewLinks,
  type TWebhookEventData,
} from '@guidebook/contract';
import type { FeedbackListRow, FeedbackRow, FeedbackStay, ReviewLinksRow } from './feedback.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

export function presentReviewLinks(row: ReviewLinksRow): TReviewLinks {
  return { airbnb: row.airbnb, google: row.google, booking: row.booking };
}

/** The links a guest is shown: those the host set, or null when there is none. */
function guestReviewLinks(row: ReviewLinksRow | null): TReviewLinks | null {
  if (!row || (!row.airbnb && !row.google && !row.booking)) return null;
  return presentReviewLinks(row);
}

/**
 * `links`: the guide's review links, read only for a rating of 4 or 5 (null otherwise), so a lower
 * rating never carries them.
 */
export function presentGuestFeedback(
  window: { opens: Date; closes: Date },
  given: FeedbackRow | null,
  links: ReviewLinksRow | null,
  now: Date,
): TGuestFeedback {
  const open = now >= window.opens && now < window.closes;
  const changeableUntil = given ? new Date(given.created_at.getTime() + FEEDBACK.CHANGE_HOURS * HOUR_MS) : null;
  return {
    open,
    opens_at: window.opens.toISOString(),
    closes_at: window.closes.toISOString(),
    can_answer: open && (changeableUntil === null || now < changeableUntil),
    given:
      given && changeableUntil
        ? {
            rating: given.rating,
            comment: given.comment,
            created_at: given.created_at.toISOString(),
            updated_at: given.updated_at.toISOString(),
            changeable_until: changeableUntil.toISOString(),
          }
        : null,
    review_links: given && given.rating >= FEEDBACK.REVIEW_FROM_RATING ? guestReviewLinks(links) : null,
  };
}

export function presentFeedbackList(idGuide: number, rows: FeedbackListRow[], links: ReviewLinksRow): TFeedbackList {
  const count = rows.length;
  const total = rows.reduce((sum, row) => sum + row.rating, 0);
  return {
    id_guide: idGuide,
    count,
    // Two decimals: 4.33, not 4.333333333333333.
    average: count === 0 ? null : Math.round((total / count) * 100) / 100,
    entries: rows.map((row) => ({
      id_feedback: row.id_feedback,
      id_invitation: row.id_invitation,
      guest_name: row.guest_name,
      check_in: row.check_in.toISOString(),
      check_out: row.check_out.toISOString(),
      rating: row.rating,
      comment: row.comment,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    review_links: presentReviewLinks(links),
  };
}

/**
 * The `feedback` of a `feedback.created` webhook event: ids, the guest's name, stars and comment;
 * `replaced` when it replaces the stay's earlier answer (within the 24 hours). Never an e-mail.
 */
export function presentFeedbackEvent(
  row: FeedbackRow & { inserted: boolean },
  stay: Pick<FeedbackStay, 'guest_name' | 'check_in' | 'check_out'>,
): TWebhookEventData<'feedback.created'>['feedback'] {
  return {
    id_feedback: row.id_feedback,
    id_invitation: row.id_invitation,
    id_guide: row.id_guide,
    guest_name: stay.guest_name,
    check_in: stay.check_in.toISOString(),
    check_out: stay.check_out.toISOString(),
    rating: row.rating,
    comment: row.comment,
    replaced: !row.inserted,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

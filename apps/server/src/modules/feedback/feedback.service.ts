/**
 * Rules for guest feedback after a stay. A guest answers through the stay's personal link (the
 * share token and the invitation token, never the public link alone) from check-out until
 * FEEDBACK.OPEN_DAYS after it, for a stay that is neither cancelled nor revoked; one answer per stay,
 * which a second one replaces within FEEDBACK.CHANGE_HOURS of the first, and later ones are refused.
 * A rating of FEEDBACK.REVIEW_FROM_RATING or more is shown the guide's review links. The host reads a
 * guide's feedback with its average, and sets the review links. Each accepted answer (a first one or
 * a replacement) records the webhook event `feedback.created` in its transaction.
 */
import {
  FEEDBACK,
  MESSAGES,
  RESULT,
  type TFeedbackList,
  type TGuestFeedback,
  type TReviewLinksAnswer,
  type ZGuestFeedbackRequest,
  type ZReviewLinksRequest,
} from '@guidebook/contract';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireGuide } from '../guides/guides.service.ts';
import { stayOfPersonalLink } from '../requests/requests.service.ts';
import * as repo from './feedback.repository.ts';
import {
  presentFeedbackEvent,
  presentFeedbackList,
  presentGuestFeedback,
  presentReviewLinks,
} from './feedback.presenter.ts';
import { recordWebhookEvent, webhookEventsRecorded } from '../webhooks/webhook-events.ts';

type GiveInput = z.output<typeof ZGuestFeedbackRequest>;
type ReviewLinksInput = z.output<typeof ZReviewLinksRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** When a stay takes feedback: from check-out until OPEN_DAYS after. */
export function feedbackWindow(checkOut: Date): { opens: Date; closes: Date } {
  return { opens: checkOut, closes: new Date(checkOut.getTime() + FEEDBACK.OPEN_DAYS * DAY_MS) };
}

const isClosed = (stay: Pick<repo.FeedbackStay, 'cancelled_at' | 'revoked_at'>) =>
  stay.cancelled_at !== null || stay.revoked_at !== null;

/**
 * The feedback part of a personal link's answer at `now`, or undefined for a cancelled or revoked
 * stay (its link takes nothing).
 */
export async function guestFeedbackState(
  deps: Deps,
  stay: Pick<
    repo.FeedbackStay,
    'id_invitation' | 'id_workspace' | 'id_guide' | 'check_out' | 'cancelled_at' | 'revoked_at'
  >,
  now: Date,
): Promise<TGuestFeedback | undefined> {
  if (isClosed(stay)) return undefined;
  const { db } = deps.database;
  const given = await repo.findFeedback(db, stay.id_workspace, stay.id_invitation);
  const links =
    given && given.rating >= FEEDBACK.REVIEW_FROM_RATING
      ? await repo.findReviewLinks(db, stay.id_workspace, stay.id_guide)
      : null;
  return presentGuestFeedback(feedbackWindow(stay.check_out), given ?? null, links, now);
}

/**
 * A guest's answer through the personal link: 01 for a link that is not a stay's, 13 for a closed
 * stay, before check-out, after the window, or after the 24 hours an answer can be changed in.
 * Answers the link's feedback state after the change.
 */
export async function giveFeedback(deps: Deps, input: GiveInput): Promise<TGuestFeedback> {
  const { db } = deps.database;
  const stay = await stayOfPersonalLink(deps, input.token, input.invite);
  if (!stay) throw AppError.notFound(MESSAGES.feedback.linkInvalid);
  if (isClosed(stay)) throw new AppError(RESULT.CONFLICT, MESSAGES.feedback.stayClosed);
  const now = deps.now();
  const window = feedbackWindow(stay.check_out);
  if (now < window.opens) throw new AppError(RESULT.CONFLICT, MESSAGES.feedback.notYet);
  if (now >= window.closes) throw new AppError(RESULT.CONFLICT, MESSAGES.feedback.closed);
  const answer = { rating: input.rating, comment: input.comment };
  const changeableSince = new Date(now.getTime() - FEEDBACK.CHANGE_HOURS * HOUR_MS);
  // One transaction: the answer and its `feedback.created` webhook event (none for a refused answer).
  const saved = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await repo.saveFeedback(tx, stay, answer, now, changeableSince);
    if (row)
      await recordWebhookEvent(deps, transaction, stay.id_workspace, 'feedback.created', {
        feedback: presentFeedbackEvent(row, stay),
      });
    return row;
  });
  webhookEventsRecorded(deps);
  if (!saved) throw new AppError(RESULT.CONFLICT, MESSAGES.feedback.alreadyGiven);
  const state = await guestFeedbackState(deps, stay, now);
  if (!state) throw new AppError(RESULT.CONFLICT, MESSAGES.feedback.stayClosed);
  return state;
}

/** A guide's feedback with its count and average, and its review links (01 for another workspace's guide). */
export async function listFeedback(deps: Deps, idWorkspace: number, idGuide: number): Promise<TFeedbackList> {
  await requireGuide(deps, idWorkspace, idGuide);
  const { db } = deps.database;
  const [rows, links] = await Promise.all([
    repo.listFeedback(db, idWorkspace, idGuide),
    repo.findReviewLinks(db, idWorkspace, idGuide),
  ]);
  return presentFeedbackList(idGuide, rows, links);
}

/** Sets a guide's review links (absent keeps one, null removes it) and answers all three. */
export async function saveReviewLinks(
  deps: Deps,
  idWorkspace: number,
  input: ReviewLinksInput,
): Promise<TReviewLinksAnswer> {
  await requireGuide(deps, idWorkspace, input.id_guide);
  const changes: Partial<repo.ReviewLinksRow> = {};
  if (input.airbnb !== undefined) changes.airbnb = input.airbnb;
  if (input.google !== undefined) changes.google = input.google;
  if (input.booking !== undefined) changes.booking = input.booking;
  const links = await repo.saveReviewLinks(deps.database.db, idWorkspace, input.id_guide, changes, deps.now());
  return { id_guide: input.id_guide, ...presentReviewLinks(links) };
}

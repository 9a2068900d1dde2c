/**
 * SQL for guest feedback (stay_feedback, one row per stay) and a guide's review links
 * (guide_review_links), scoped by id_workspace. The stay of a guest's personal link comes from
 * requests.service (`stayOfPersonalLink`).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guideReviewLinks, invitations, stayFeedback } from '../../db/schema.ts';

/** What feedback needs of a stay: its ids, its guest, its check-out and whether its link is closed. */
export type FeedbackStay = {
  id_invitation: number;
  id_workspace: number;
  id_guide: number;
  guest_name: string;
  check_in: Date;
  check_out: Date;
  cancelled_at: Date | null;
  revoked_at: Date | null;
};

export type FeedbackRow = typeof stayFeedback.$inferSelect;
export type ReviewLinksRow = Pick<typeof guideReviewLinks.$inferSelect, 'airbnb' | 'google' | 'booking'>;
export type FeedbackListRow = FeedbackRow & { guest_name: string; check_in: Date; check_out: Date };

export async function findFeedback(
  db: Db,
  idWorkspace: number,
  idInvitation: number,
): Promise<FeedbackRow | undefined> {
  const rows = await db
    .select()
    .from(stayFeedback)
    .where(and(eq(stayFeedback.id_workspace, idWorkspace), eq(stayFeedback.id_invitation, idInvitation)))
    .limit(1);
  return rows[0];
}

/**
 * The stay's answer: inserted, or replacing the earlier one while that was first given after
 * `changeableSince`. Undefined when an earlier answer exists and may no longer be changed. One
 * statement, so two answers sent at once never make two rows or pass the 24 hours.
 */
export async function saveFeedback(
  db: Db,
  stay: Pick<FeedbackStay, 'id_workspace' | 'id_guide' | 'id_invitation'>,
  answer: { rating: number; comment: string | null },
  now: Date,
  changeableSince: Date,
): Promise<(FeedbackRow & { inserted: boolean }) | undefined> {
  const rows = await db
    .insert(stayFeedback)
    .values({ ...stay, ...answer, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: stayFeedback.id_invitation,
      set: { rating: answer.rating, comment: answer.comment, updated_at: now },
      setWhere: and(
        eq(stayFeedback.id_workspace, stay.id_workspace),
        sql`${stayFeedback.created_at} > ${changeableSince.toISOString()}::timestamptz`,
      ),
    })
    .returning({
      id_feedback: stayFeedback.id_feedback,
      id_workspace: stayFeedback.id_workspace,
      id_guide: stayFeedback.id_guide,
      id_invitation: stayFeedback.id_invitation,
      rating: stayFeedback.rating,
      comment: stayFeedback.comment,
      created_at: stayFeedback.created_at,
      updated_at: stayFeedback.updated_at,
      // xmax is 0 for a row this statement inserted, the updating transaction's id for a replaced one.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  return rows[0];
}

/** A guide's feedback, newest first, with each stay's guest and dates. */
export async function listFeedback(db: Db, idWorkspace: number, idGuide: number): Promise<FeedbackListRow[]> {
  const rows = await db
    .select({
      feedback: stayFeedback,
      guest_name: invitations.guest_name,
      check_in: invitations.check_in,
      check_out: invitations.check_out,
    })
    .from(stayFeedback)
    .innerJoin(invitations, eq(invitations.id_invitation, stayFeedback.id_invitation))
    .where(and(eq(stayFeedback.id_workspace, idWorkspace), eq(stayFeedback.id_guide, idGuide)))
    .orderBy(desc(stayFeedback.created_at), desc(stayFeedback.id_feedback));
  return rows.map((r) => ({ ...r.feedback, guest_name: r.guest_name, check_in: r.check_in, check_out: r.check_out }));
}

export async function findReviewLinks(db: Db, idWorkspace: number, idGuide: number): Promise<ReviewLinksRow> {
  const rows = await db
    .select({ airbnb: guideReviewLinks.airbnb, google: guideReviewLinks.google, booking: guideReviewLinks.booking })
    .from(guideReviewLinks)
    .where(and(eq(guideReviewLinks.id_workspace, idWorkspace), eq(guideReviewLinks.id_guide, idGuide)))
    .limit(1);
  return rows[0] ?? { airbnb: null, google: null, booking: null };
}

/** Sets the links given (null removes one; absent keeps it) and answers all three. */
export async function saveReviewLinks(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  changes: Partial<ReviewLinksRow>,
  now: Date,
): Promise<ReviewLinksRow> {
  const rows = await db
    .insert(guideReviewLinks)
    .values({ id_guide: idGuide, id_workspace: idWorkspace, ...changes, updated_at: now })
    .onConflictDoUpdate({
      target: guideReviewLinks.id_guide,
      set: { ...changes, updated_at: now },
      setWhere: eq(guideReviewLinks.id_workspace, idWorkspace),
    })
    .returning({ airbnb: guideReviewLinks.airbnb, google: guideReviewLinks.google, booking: guideReviewLinks.booking });
  return rows[0] ?? { airbnb: null, google: null, booking: null };
}

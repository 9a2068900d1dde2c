/**
 * The guest guide opened through an invitation link (?invite=). The shared cached
 * answer is the base; this adds the invitation's access state and, inside the window,
 * what the host kept for invited guests (Hidden contacts and address, invited-only topics) and the
 * guest's `stay` with its door code (guest.presenter presentGuestStay), its `requests` (the types
 * offered and the stay's requests, requests.service guestRequestsOf), and for a stay neither cancelled
 * nor revoked, its Thank You & Feedback state (feedback.service guestFeedbackState), which opens
 * after check-out, when the window has usually ended. These answers are personal, so they are never
 * stored in the shared guest cache.
 */
import type { TGuestAccess, TGuestFeedback, TGuestGuide, TGuestWifi, TEnvelope } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { openInvitation } from '../invitations/invitations.service.ts';
import { addressedGuestName } from '../invitations/stay-fields.ts';
import { guestRequestsOf } from '../requests/requests.service.ts';
import { etagOf, type GuestCache } from './guest-cache.ts';
import { findGuideByToken, guestGuide, invitedGuide, type LanguageWish } from './guest.service.ts';
import { presentGuestStay } from './guest.presenter.ts';
import { guestFeedbackState } from '../feedback/feedback.service.ts';

/** The serialised answer, its ETag, and its WiFi (null: none, or Hidden) for the Join WiFi QR code. */
export type GuestAnswer = { body: string; etag: string; wifi: TGuestWifi | null };

export async function guestGuideWithInvite(
  deps: Deps,
  cache: GuestCache,
  shareToken: string,
  inviteToken: string,
  wish: LanguageWish = {},
  /** false for a request that is not the guest opening the link (the WiFi QR image). */
  { countOpen = true }: { countOpen?: boolean } = {},
): Promise<GuestAnswer> {
  // Unknown share tokens answer 01 here, exactly as without ?invite=; the same language as without it.
  const base = await guestGuide(deps, cache, shareToken, wish);
  const envelope = JSON.parse(base.body) as TEnvelope<TGuestGuide>;
  const owner = await findGuideByToken(deps, shareToken);
  const invitation = owner ? await openInvitation(deps, inviteToken, owner, { countOpen }) : undefined;

  let access: TGuestAccess = { state: 'invalid' };
  let result: TGuestGuide = envelope.RES_RESULT;
  let feedback: TGuestFeedback | undefined;
  if (owner && invitation) {
    feedback = await guestFeedbackState(deps, invitation.stay, invitation.now);
    const { status } = invitation;
    // A cancelled stay's link is closed like a revoked one's.
    if (status === 'Revoked' || status === 'Cancelled') access = { state: 'revoked' };
    else if (status === 'Scheduled') access = { state: 'scheduled', opens_at: invitation.accessFrom.toISOString() };
    else if (status === 'Expired') access = { state: 'expired' };
    else if (status === 'Active') {
      const invited = await invitedGuide(
        deps,
        owner.id_workspace,
        owner.id_guide,
        base.language,
        invitation.stay,
        invitation.now,
      );
      if (invited) {
        access = {
          state: 'active',
          invitee: addressedGuestName(invitation.guestName, base.language),
          access_to: invitation.accessTo.toISOString(),
        };
        const requests = await guestRequestsOf(deps, invitation.stay, base.language);
        result = { ...invited, stay: presentGuestStay(invitation.stay, invitation.now), requests };
      }
    }
  }
  const body = JSON.stringify({ ...envelope, RES_RESULT: { ...result, access, ...(feedback ? { feedback } : {}) } });
  return { body, etag: etagOf(body), wifi: result.wifi ?? null };
}

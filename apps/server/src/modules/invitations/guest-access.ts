/**
 * The guest guide opened through an invitation link (?invite=). The shared cached
 * answer is the base; this adds the invitation's access state and, inside the window,
 * what the host marked Hidden. These answers are personal, so they are never stored in
 * the shared guest cache.
 */
import type { TGuestAccess, TGuestGuide, TEnvelope } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { findGuide } from '../guides/guides.repository.ts';
import { etagOf, type GuestCache } from '../share/guest-cache.ts';
import { presentAddress, presentContacts } from '../share/guest.presenter.ts';
import { findGuideByToken } from '../share/share.repository.ts';
import { guestGuide } from '../share/share.service.ts';
import * as repo from './invitations.repository.ts';
import { invitationStatus } from './invitations.presenter.ts';

export type GuestAnswer = { body: string; etag: string };

export async function guestGuideWithInvite(
  deps: Deps,
  cache: GuestCache,
  shareToken: string,
  inviteToken: string,
): Promise<GuestAnswer> {
  // Unknown share tokens answer 01 here, exactly as without ?invite=.
  const base = await guestGuide(deps, cache, shareToken);
  const { db } = deps.database;
  const envelope = JSON.parse(base.body) as TEnvelope<TGuestGuide>;
  const owner = await findGuideByToken(db, shareToken);
  const invitation = owner && inviteToken ? await repo.findGuestInvitation(db, inviteToken, owner) : undefined;

  let access: TGuestAccess = { state: 'invalid' };
  let result: TGuestGuide = envelope.RES_RESULT;
  if (owner && invitation) {
    const now = deps.now();
    await repo.markOpened(db, invitation.id_invitation, now);
    const status = invitationStatus(invitation, now);
    if (status === 'Revoked') access = { state: 'revoked' };
    else if (status === 'Scheduled') access = { state: 'scheduled', opens_at: invitation.access_from.toISOString() };
    else if (status === 'Expired') access = { state: 'expired' };
    else {
      const guide = await findGuide(db, owner.id_user, owner.id_guide);
      if (guide) {
        access = {
          state: 'active',
          invitee: invitation.guest_name,
          access_to: invitation.access_to.toISOString(),
        };
        result = { ...result, address: presentAddress(guide, true), contacts: presentContacts(guide, true) };
      }
    }
  }
  const body = JSON.stringify({ ...envelope, RES_RESULT: { ...result, access } });
  return { body, etag: etagOf(body) };
}

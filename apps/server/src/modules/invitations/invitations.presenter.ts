/** The host-facing shape of an invitation, with its status read from the server clock. */
import {
  INVITATION_SOURCES,
  type TInvitation,
  type TInvitationSource,
  type TInvitationStatus,
} from '@guidebook/contract';
import { publicGuideUrl, type GuideLinkBase } from '../share/public-link.ts';
import type { DbInvitation } from './invitations.repository.ts';
import type { InvitationRow } from './invitations.repository.ts';
import { stayPlatform } from './stay-platform.ts';

/** Cancelled wins, then revoked; otherwise where `now` falls in the access window (both ends inclusive). */
export function invitationStatus(
  inv: Pick<DbInvitation, 'revoked_at' | 'access_from' | 'access_to'> & { cancelled_at?: Date | null },
  now: Date,
): TInvitationStatus {
  if (inv.cancelled_at) return 'Cancelled';
  if (inv.revoked_at) return 'Revoked';
  if (now.getTime() < inv.access_from.getTime()) return 'Scheduled';
  if (now.getTime() > inv.access_to.getTime()) return 'Expired';
  return 'Active';
}

/** The stored source (a check constraint keeps it one of the three). */
function asSource(source: string): TInvitationSource {
  return (INVITATION_SOURCES as readonly string[]).includes(source) ? (source as TInvitationSource) : 'manual';
}

/**
 * The guest's personal link: the guide's public link (readable on the workspace's origin when both slugs
 * exist, else the token link) plus the invitation token. `base` is the workspace's `guideLinkBase`.
 */
export function invitationLink(
  base: GuideLinkBase,
  guide: { share_token: string; slug: string | null },
  inviteToken: string,
): string {
  return publicGuideUrl(base, guide, { invite: inviteToken });
}

export function presentInvitation(row: InvitationRow, now: Date, base: GuideLinkBase): TInvitation {
  return {
    id_invitation: row.id_invitation,
    id_guide: row.id_guide,
    guide_title: row.guide_title,
    timezone: row.timezone ?? 'UTC',
    guest_name: row.guest_name,
    guest_email: row.guest_email,
    check_in: row.check_in.toISOString(),
    check_out: row.check_out.toISOString(),
    access_from: row.access_from.toISOString(),
    access_to: row.access_to.toISOString(),
    status: invitationStatus(row, now),
    link: invitationLink(base, { share_token: row.share_token, slug: row.guide_slug }, row.token),
    opened: row.opened_at !== null,
    opened_at: row.opened_at?.toISOString() ?? null,
    open_count: row.open_count,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    date_created: row.date_created.toISOString(),
    language: row.language ?? row.guide_language,
    source: asSource(row.source),
    id_calendar_feed: row.id_calendar_feed,
    external_uid: row.external_uid,
    reference: row.reference,
    guest_phone: row.guest_phone,
    guests: row.guests,
    door_code: row.door_code,
    door_code_from: row.door_code_from?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    platform: stayPlatform(row),
    // A cancelled or revoked stay's link is closed: none of its messages goes out.
    next_message: nextMessage(row),
  };
}

function nextMessage(row: InvitationRow): TInvitation['next_message'] {
  if (!row.next_message || row.cancelled_at || row.revoked_at) return null;
  return {
    id_message_rule: row.next_message.id_message_rule,
    rule_name: row.next_message.rule_name,
    due_at: row.next_message.due_at === null ? null : new Date(row.next_message.due_at).toISOString(),
    status: row.next_message.status === 'waiting' ? 'waiting' : 'scheduled',
  };
}

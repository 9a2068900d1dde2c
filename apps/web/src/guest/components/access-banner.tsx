/**
 * What a guest's personal link (?invite=) says about their access: welcome inside the
 * window (the Hidden details are then in the guide), when it opens, or that it ended.
 */
import { MESSAGES, type TGuestAccess } from '@guidebook/contract';
import { formatDateTime } from '../../lib/formatting.ts';

export function accessText(access: TGuestAccess, timezone: string | null): string {
  const at = (iso: string) => formatDateTime(iso, timezone ?? undefined);
  switch (access.state) {
    case 'active':
      return MESSAGES.invitation.accessActive(access.invitee, at(access.access_to));
    case 'scheduled':
      return MESSAGES.invitation.accessOpensOn(at(access.opens_at));
    case 'expired':
      return MESSAGES.invitation.accessEnded;
    case 'revoked':
      return MESSAGES.invitation.accessRevoked;
    default:
      return MESSAGES.invitation.accessInvalid;
  }
}

export function AccessBanner({ access, timezone }: { access: TGuestAccess; timezone: string | null }) {
  return (
    <p className="note" role="status" data-access={access.state}>
      {accessText(access, timezone)}
    </p>
  );
}

/**
 * What a guest's personal link (?invite=) says about their access: welcome inside the
 * window (the Hidden details are then in the guide), when it opens, or that it ended.
 */
import type { TGuestAccess } from '@guidebook/contract';
import { ENGLISH, useMessages, type Messages } from '../i18n/i18n.ts';

export function accessText(access: TGuestAccess, timezone: string | null, messages: Messages = ENGLISH): string {
  const { t, formatDate } = messages;
  const at = (iso: string) => formatDate(iso, timezone ?? undefined);
  switch (access.state) {
    case 'active':
      return t('accessActive', { name: access.invitee, date: at(access.access_to) });
    case 'scheduled':
      return t('accessOpensOn', { date: at(access.opens_at) });
    case 'expired':
      return t('accessEnded');
    case 'revoked':
      return t('accessRevoked');
    default:
      return t('accessInvalid');
  }
}

export function AccessBanner({ access, timezone }: { access: TGuestAccess; timezone: string | null }) {
  const messages = useMessages();
  return (
    <p className="note" role="status" data-access={access.state}>
      {accessText(access, timezone, messages)}
    </p>
  );
}

/** The status badge of an invitation: Scheduled, Active, Expired, Revoked or Cancelled, in the host's language. */
import { Badge } from '@mantine/core';
import type { TInvitationStatus } from '@guidebook/contract';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** Dark shades under white text: at least 4.5:1 contrast in both colour modes. */
const COLOR: Record<TInvitationStatus, string> = {
  Scheduled: 'blue.9',
  Active: 'teal.9',
  Expired: 'gray.7',
  Revoked: 'red.9',
  Cancelled: 'grape.9',
};

/** A status as the host reads it. */
export function statusLabel(status: TInvitationStatus): string {
  switch (status) {
    case 'Scheduled':
      return t('stays.statusScheduled');
    case 'Active':
      return t('stays.statusActive');
    case 'Expired':
      return t('stays.statusExpired');
    case 'Revoked':
      return t('stays.statusRevoked');
    case 'Cancelled':
      return t('stays.statusCancelled');
  }
}

export function StatusBadge({ status }: { status: TInvitationStatus }) {
  return (
    // Never cut to "SCHEDUL…" by a narrow table column.
    <Badge color={COLOR[status]} variant="filled" style={{ minWidth: 'max-content' }}>
      {statusLabel(status)}
    </Badge>
  );
}

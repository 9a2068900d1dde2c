/** The status badge of an invitation: Scheduled, Active, Expired, Revoked or Cancelled. */
import { Badge } from '@mantine/core';
import type { TInvitationStatus } from '@guidebook/contract';

/** Dark shades under white text: at least 4.5:1 contrast in both colour modes. */
const COLOR: Record<TInvitationStatus, string> = {
  Scheduled: 'blue.9',
  Active: 'teal.9',
  Expired: 'gray.7',
  Revoked: 'red.9',
  Cancelled: 'grape.9',
};

export function StatusBadge({ status }: { status: TInvitationStatus }) {
  return (
    // Never cut to "SCHEDUL…" by a narrow table column.
    <Badge color={COLOR[status]} variant="filled" style={{ minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}

/** The status badge of an invitation: Scheduled, Active, Expired or Revoked. */
import { Badge } from '@mantine/core';
import type { TInvitationStatus } from '@guidebook/contract';

const COLOR: Record<TInvitationStatus, string> = {
  Scheduled: 'blue',
  Active: 'teal',
  Expired: 'gray',
  Revoked: 'red',
};

export function StatusBadge({ status }: { status: TInvitationStatus }) {
  return (
    // Never cut to "SCHEDUL…" by a narrow table column.
    <Badge color={COLOR[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}

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
    <Badge color={COLOR[status]} variant="light">
      {status}
    </Badge>
  );
}

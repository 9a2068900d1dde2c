/** /digital-guides-view: public guest preview route (the guest guide itself is built by the next issue). */
import { Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';

export default function GuestViewPage() {
  return (
    <AuthShell title="Guest preview">
      <Text>{MESSAGES.admin.guestPreview}</Text>
    </AuthShell>
  );
}

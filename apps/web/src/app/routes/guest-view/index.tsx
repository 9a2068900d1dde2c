/**
 * /digital-guides-view inside the admin app. The guest guide is a separate small app
 * (guest.html) that the server serves for this path, so a client-side visit here loads
 * the page for real. Should the server answer with the admin app anyway (an old build
 * without guest.html), the reload is tried once and the note below stays instead of looping.
 */
import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const RELOADED_KEY = 'guest-view-reloaded';

export default function GuestViewPage() {
  const [reloading] = useState(() => sessionStorage.getItem(RELOADED_KEY) !== window.location.href);

  useEffect(() => {
    if (!reloading) {
      sessionStorage.removeItem(RELOADED_KEY);
      return;
    }
    sessionStorage.setItem(RELOADED_KEY, window.location.href);
    window.location.reload();
  }, [reloading]);

  return (
    <AuthShell title={t('guestView.guestPreview')}>
      <Text>{reloading ? t('guestView.openingTheGuestGuide') : MESSAGES.admin.guestPreview}</Text>
    </AuthShell>
  );
}

/** /logout: tells the server, then clears the session; the router then shows /login. */
import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { logout } from '../../../features/auth/api/logout.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

// StrictMode mounts twice: one sign-out call is enough.
let pending: Promise<void> | null = null;

export default function LogoutPage() {
  useEffect(() => {
    pending ??= logout().finally(() => {
      pending = null;
    });
  }, []);
  return (
    <Center py="xl">
      <Loader aria-label={t('logout.signingOut')} />
    </Center>
  );
}

/**
 * Confirms the e-mailed registration link: Validating, then Well Done or the failure
 * text. The query key dedupes the call, so React StrictMode's double mount sends it once.
 */
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@guidebook/contract';
import { BackToLogin } from '../../../components/layout/back-to-login.tsx';
import { verifyRegistration } from '../api/verify-registration.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function RegistrationConfirmation({ vc, vi }: { vc: string | null; vi: string | null }) {
  const ready = Boolean(vc && vi);
  const verification = useQuery({
    queryKey: ['register-verification', vc, vi],
    queryFn: () => verifyRegistration({ vc: vc ?? '', vi: vi ?? '' }),
    enabled: ready,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  // Without both vc and vi this is no confirmation link: the page shows nothing and calls nothing.
  if (!ready) return null;
  if (verification.isPending) {
    return (
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('auth.validating')}</Text>
      </Stack>
    );
  }
  if (verification.isError) {
    return (
      <>
        <Alert color="red" role="alert">
          {MESSAGES.register.verifyFailed}
        </Alert>
        <BackToLogin />
      </>
    );
  }
  return (
    <Stack gap="xs" role="status">
      <Text fw={700} fz="xl">
        {t('auth.wellDone')}
      </Text>
      <Text>{MESSAGES.register.verified}</Text>
      <BackToLogin />
    </Stack>
  );
}

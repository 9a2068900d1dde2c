/** /confirmation: after sign-up, tells the user to check their e-mail to verify. */
import { Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { BackToLogin } from '../../../components/layout/back-to-login.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function ConfirmationPage() {
  return (
    <AuthShell title={t('confirmation.checkYourEMail')}>
      <Text role="status">{MESSAGES.register.successText}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('confirmation.openTheLinkInThe')}
      </Text>
      <BackToLogin />
    </AuthShell>
  );
}

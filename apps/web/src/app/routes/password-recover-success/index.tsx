/** /password-recover-success */
import { Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { BackToLogin } from '../../../components/layout/back-to-login.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function PasswordRecoverSuccessPage() {
  return (
    <AuthShell title={t('passwordRecoverSuccess.checkYourEMail')}>
      <Text role="status">{MESSAGES.password.recoverSent}</Text>
      <BackToLogin />
    </AuthShell>
  );
}

/** /password-recover-success */
import { Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { BackToLogin } from '../../../components/layout/back-to-login.tsx';

export default function PasswordRecoverSuccessPage() {
  return (
    <AuthShell title="Check your e-mail">
      <Text role="status">{MESSAGES.password.recoverSent}</Text>
      <BackToLogin />
    </AuthShell>
  );
}

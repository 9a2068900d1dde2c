/** /public/success-registered */
import { Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { BackToLogin } from '../../../components/layout/back-to-login.tsx';

export default function SuccessRegisteredPage() {
  return (
    <AuthShell title={MESSAGES.register.successTitle}>
      <Text role="status">{MESSAGES.register.verified}</Text>
      <BackToLogin />
    </AuthShell>
  );
}

/** /confirmation: after sign-up, tells the user to check their e-mail to verify. */
import { Text } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { BackToLogin } from '../../../components/layout/back-to-login.tsx';

export default function ConfirmationPage() {
  return (
    <AuthShell title="Check your e-mail">
      <Text role="status">{MESSAGES.register.successText}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Open the link in the message to verify your account, then sign in.
      </Text>
      <BackToLogin />
    </AuthShell>
  );
}

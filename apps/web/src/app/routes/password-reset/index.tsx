/** /password-reset: asks for the e-mail to send a reset link to. */
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { PasswordRecoverForm } from '../../../features/auth/components/password-recover-form.tsx';

export default function PasswordResetPage() {
  return (
    <AuthShell title="Reset your password" subtitle="Enter the e-mail address of your account.">
      <PasswordRecoverForm />
    </AuthShell>
  );
}

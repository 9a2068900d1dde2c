/** /password-reset: asks for the e-mail to send a reset link to. */
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { PasswordRecoverForm } from '../../../features/auth/components/password-recover-form.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function PasswordResetPage() {
  return (
    <AuthShell title={t('passwordReset.resetYourPassword')} subtitle={t('passwordReset.enterTheEMailAddress')}>
      <PasswordRecoverForm />
    </AuthShell>
  );
}

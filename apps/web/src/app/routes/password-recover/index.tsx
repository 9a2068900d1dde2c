/** /public/password_recover?vc=..&vi=.. : the link from the password reset e-mail. */
import { Alert, Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@guidebook/contract';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { PasswordResetForm } from '../../../features/auth/components/password-reset-form.tsx';
import { ROUTES } from '../../../lib/paths.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function PasswordRecoverPage() {
  const [params] = useSearchParams();
  const vc = params.get('vc');
  const vi = params.get('vi');
  return (
    <AuthShell title={t('passwordRecover.chooseANewPassword')}>
      {vc && vi ? (
        <PasswordResetForm vc={vc} vi={vi} />
      ) : (
        <Alert color="red" role="alert">
          {MESSAGES.password.resetInvalid}{' '}
          <Anchor component={Link} to={ROUTES.passwordReset}>
            {t('passwordRecover.askForANewLink')}
          </Anchor>
        </Alert>
      )}
    </AuthShell>
  );
}

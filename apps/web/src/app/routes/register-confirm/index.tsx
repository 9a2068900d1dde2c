/** /public/register_confirm?vc=..&vi=.. : the link from the registration e-mail. */
import { useSearchParams } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { RegistrationConfirmation } from '../../../features/auth/components/registration-confirmation.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function RegisterConfirmPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell title={t('registerConfirm.eMailVerification')}>
      <RegistrationConfirmation vc={params.get('vc')} vi={params.get('vi')} />
    </AuthShell>
  );
}

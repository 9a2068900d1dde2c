/** /public/register_confirm?vc=..&vi=.. : the link from the registration e-mail. */
import { useSearchParams } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { RegistrationConfirmation } from '../../../features/auth/components/registration-confirmation.tsx';

export default function RegisterConfirmPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell title="E-mail verification">
      <RegistrationConfirmation vc={params.get('vc')} vi={params.get('vi')} />
    </AuthShell>
  );
}

/** /login */
import { useLocation } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function LoginPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <AuthShell title={t('login.signIn')} subtitle={t('login.welcomeBackToYourAdmin')}>
      <LoginForm notice={notice} />
    </AuthShell>
  );
}

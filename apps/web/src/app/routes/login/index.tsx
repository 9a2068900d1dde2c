/** /login */
import { useLocation } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';

export default function LoginPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <AuthShell title="Sign In" subtitle="Welcome back to your admin panel.">
      <LoginForm notice={notice} />
    </AuthShell>
  );
}

/** /signup */
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';

export default function SignupPage() {
  return (
    <AuthShell title="Create your account" subtitle="Register to build digital guides for your guests.">
      <SignupForm />
    </AuthShell>
  );
}

/** /signup */
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function SignupPage() {
  return (
    <AuthShell title={t('signup.createYourAccount')} subtitle={t('signup.registerToBuildDigitalGuides')}>
      <SignupForm />
    </AuthShell>
  );
}

/**
 * /public/team_invitation?vc=..&vi=.. : the link of a team invitation's e-mail, open signed in
 * (Accept) or signed out (Log in / Sign up, then back here).
 */
// The role badge: outside the signed-in frame, whose styles (styles-admin.ts) carry Badge's.
import '@mantine/core/styles/Badge.css';
import { useLocation, useSearchParams } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TeamInvitation } from '../../../features/team/components/team-invitation.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function TeamInvitationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const vc = params.get('vc');
  const vi = params.get('vi');
  return (
    <AuthShell title={t('teamInvitation.teamInvitation')}>
      <TeamInvitation
        link={vc && vi ? { vc, vi } : null}
        here={`${location.pathname}${location.search}`}
        signedInAs={session?.user.email ?? null}
      />
    </AuthShell>
  );
}

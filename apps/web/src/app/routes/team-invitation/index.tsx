/**
 * /public/team_invitation?vc=..&vi=.. : the link of a team invitation's e-mail, open signed in
 * (Accept) or signed out (Log in / Sign up, then back here).
 */
// The role badge: outside the signed-in frame, whose styles (styles-admin.ts) carry Badge's.
import '@mantine/core/styles/Badge.css';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TeamInvitation } from '../../../features/team/components/team-invitation.tsx';
import { useEmailedLink } from '../../../lib/use-emailed-link.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function TeamInvitationPage() {
  const emailed = useEmailedLink();
  return (
    <AuthShell title={t('teamInvitation.teamInvitation')}>
      <TeamInvitation {...emailed} />
    </AuthShell>
  );
}

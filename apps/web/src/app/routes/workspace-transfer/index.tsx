/**
 * /public/workspace_transfer?vc=..&vi=.. : the link of a workspace hand-over's e-mail, accepted
 * signed in as the member it was handed to (signed out: Log in, then back here).
 */
import { useLocation, useSearchParams } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { WorkspaceTransfer } from '../../../features/team/components/workspace-transfer.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function WorkspaceTransferPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const vc = params.get('vc');
  const vi = params.get('vi');
  return (
    <AuthShell title={t('agency.transferPageTitle')}>
      <WorkspaceTransfer
        link={vc && vi ? { vc, vi } : null}
        here={`${location.pathname}${location.search}`}
        signedInAs={session?.user.email ?? null}
      />
    </AuthShell>
  );
}

/**
 * /public/workspace_transfer?vc=..&vi=.. : the link of a workspace hand-over's e-mail, accepted
 * signed in as the member it was handed to (signed out: Log in, then back here).
 */
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { WorkspaceTransfer } from '../../../features/team/components/workspace-transfer.tsx';
import { useEmailedLink } from '../../../lib/use-emailed-link.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function WorkspaceTransferPage() {
  const emailed = useEmailedLink();
  return (
    <AuthShell title={t('agency.transferPageTitle')}>
      <WorkspaceTransfer {...emailed} />
    </AuthShell>
  );
}

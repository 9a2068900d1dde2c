/**
 * /team (My Account > Grand User Access): the workspace's members, composed with its guides
 * (the guides a member may be limited to).
 */
import { TeamAccess } from '../../../features/team/components/team-access.tsx';
import { useGuides } from '../../../features/guides/api/list-guides.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/use-session.ts';

export default function TeamPage() {
  const session = useSession();
  const guides = useGuides();
  const manage = usePermission('members.manage');
  return (
    <TeamAccess
      guides={guides.data ?? []}
      guidesLoading={guides.isPending}
      workspaceName={session?.user.workspace?.name}
      ownEmail={session?.user.email}
      manage={manage}
    />
  );
}

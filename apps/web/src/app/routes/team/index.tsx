/**
 * /team (My Account > Grand User Access): the workspace's members, composed with its guides
 * (the guides a member may be limited to).
 */
import { TeamAccess } from '../../../features/team/components/team-access.tsx';
import { useGuides } from '../../../features/guides/api/list-guides.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/use-session.ts';
import { ownWorkspaceOf, useWorkspaces } from '../../../lib/workspace.ts';

export default function TeamPage() {
  const session = useSession();
  const guides = useGuides();
  const manage = usePermission('members.manage');
  const workspaces = useWorkspaces().data ?? [];
  const current = session?.user.workspace;
  // A client workspace the user owns (never the personal one, which the server lists first).
  const ownsClient =
    current !== undefined &&
    workspaces.some((w) => w.id_workspace === current.id_workspace && w.role === 'owner') &&
    ownWorkspaceOf(workspaces)?.id_workspace !== current.id_workspace;
  return (
    <TeamAccess
      guides={guides.data ?? []}
      guidesLoading={guides.isPending}
      workspaceName={session?.user.workspace?.name}
      ownEmail={session?.user.email}
      manage={manage}
      ownership={
        ownsClient && !guides.isPending
          ? { id_workspace: current.id_workspace, name: current.name, hasGuides: (guides.data ?? []).length > 0 }
          : null
      }
    />
  );
}

/** The account as the web app sees it: never the password hash or internal dates. */
import type { TUser } from '@guidebook/contract';
import { catalogLanguage } from '../../lib/languages.ts';
import { permissionsIn, type Membership } from '../team/team.service.ts';

/** The account, with its role and permissions in the workspace acted in. */
export function presentUser(
  u: { id_user: number; email: string; name: string; lastname: string; language: string | null },
  workspace: Membership,
): TUser {
  return {
    id_user: u.id_user,
    email: u.email,
    name: u.name,
    lastname: u.lastname,
    role: workspace.role,
    permissions: permissionsIn(workspace),
    workspace: { id_workspace: workspace.id_workspace, name: workspace.name },
    language: catalogLanguage(u.language) ?? 'en',
  };
}

/**
 * What the signed-in user may do in the workspace they act in: the `permissions` of
 * the login answer and /users/me, stored with the session. Screens hide what the role may not do;
 * the server refuses it anyway (43, with a sentence naming what is missing).
 */
import type { TPermission } from '@guidebook/contract';
import { readSession, type SessionData } from './session.ts';
import { useSession } from './use-session.ts';

/**
 * The permissions a stored session grants, or null when it predates roles (no list on its user):
 * such a session is refreshed from /users/me when the signed-in frame opens, and until then
 * nothing is hidden (the server still decides).
 */
export function permissionsOf(session: SessionData | null): readonly string[] | null {
  const list = session?.user.permissions;
  return Array.isArray(list) ? list : null;
}

/** Whether `permission` is granted; signed out: never. */
export function hasPermission(session: SessionData | null, permission: TPermission): boolean {
  if (!session) return false;
  const list = permissionsOf(session);
  return list === null || list.includes(permission);
}

/** Outside React: whether the stored session may do `permission`. */
export function can(permission: TPermission): boolean {
  return hasPermission(readSession(), permission);
}

/** In a component: whether the user may do `permission`; re-renders when the session changes. */
export function usePermission(permission: TPermission): boolean {
  return hasPermission(useSession(), permission);
}

/**
 * In a component: whether the user works on every guide of the workspace, and so may change what
 * applies to all of them (the workspace branding). A member limited to chosen guides is the one
 * whose role's permissions lack `guides.create` (contract team.ts `permissionsOf`): the sign of the
 * limit the session carries. A viewer has neither.
 */
export function useWholeWorkspace(): boolean {
  return hasPermission(useSession(), 'guides.create');
}

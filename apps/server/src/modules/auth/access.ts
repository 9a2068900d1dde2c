/**
 * Who may do what, decided for every authenticated call at once (plugins/auth.ts applies these to
 * each request):
 * - the workspace: a session acts in the one `X-Workspace` names, or in its own; one it is not an
 *   active member of answers 43 (unless the route is about the account itself). An API token acts
 *   in its own workspace with its creator's role there (the header is ignored);
 * - the role: every route declares what it needs (a permission of contract/team.ts, or 'account'
 *   for calls about the caller's own account); a role without it answers 43 naming what is missing;
 * - the token's scope: a `read` token makes GET calls only, no token makes a call whose route says
 *   `apiTokens: 'never'` (tokens, account changes);
 * - the guides: for a member limited to chosen guides, the ids a request names (guideRefs) must lie
 *   in those guides (team.service requireInScope answers 01 otherwise), and a call that changes
 *   what applies to every guide (`scope: 'workspace'` on the route) is refused with 43.
 */
import { MESSAGES, RESULT, type TPermission, type TRole } from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import { permissionsIn, type GuideRefs, type Membership } from '../team/team.service.ts';
import type { ApiTokenAuth, Credential } from './credentials.ts';

/**
 * The signed-in account of a request, acting in one workspace. `id_session` is null for a call made
 * with an API token, which `api_token` then names. `id_workspace` owns every row the call reads or
 * writes; `role`, `guides` and `permissions` are the account's there.
 */
export type AuthUser = Credential & {
  workspace: Membership;
  id_workspace: number;
  role: TRole;
  permissions: TPermission[];
};

/** A signed-in session, not an API token (logout and password change act on it). */
export type SessionAuth = AuthUser & { id_session: number };

/** Calls that only a signed-in person may make (`config: { apiTokens: 'never' }` on the route). */
export type ApiTokenAccess = 'never';

/** What a route needs: a permission in the workspace acted in, or 'account' (the caller's own account). */
export type RoutePermission = TPermission | 'account';

/** A copy: a handler changing request.auth must not change what the next request sees. */
export function authUserIn(credential: Credential, workspace: Membership): AuthUser {
  return {
    ...credential,
    api_token: credential.api_token && { ...credential.api_token },
    memberships: credential.memberships.map((m) => ({ ...m, guides: m.guides && [...m.guides] })),
    workspace: { ...workspace, guides: workspace.guides && [...workspace.guides] },
    id_workspace: workspace.id_workspace,
    role: workspace.role,
    permissions: permissionsIn(workspace),
  };
}

const WORKSPACE_ID = /^[1-9]\d{0,9}$/;

/**
 * The workspace a call acts in: the one the `X-Workspace` header names (a session's active
 * membership), else the credential's own. `headerIgnored`: the call is about the account, and a
 * stale header does not stop it.
 */
export function actingWorkspace(
  credential: Credential,
  header: string | string[] | undefined,
  headerIgnored: boolean,
): Membership {
  const own = credential.memberships[0];
  if (!own) throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.generic.unauthenticated);
  if (credential.api_token || header === undefined) return own;
  const value = Array.isArray(header) ? header.join(',') : header.trim();
  const found = WORKSPACE_ID.test(value)
    ? credential.memberships.find((m) => m.id_workspace === Number(value))
    : undefined;
  if (found) return found;
  if (headerIgnored) return own;
  throw new AppError(
    RESULT.FORBIDDEN,
    WORKSPACE_ID.test(value) ? MESSAGES.team.notMember : MESSAGES.team.workspaceInvalid,
  );
}

/** The 43 a role gets for a call (named `call`) that needs `needed`; null when it may make it. */
export function permissionRefusal(auth: AuthUser, needed: RoutePermission | undefined, call: string): AppError | null {
  // A route without a declaration is a programming error: 99, and the call table test names it.
  if (needed === undefined) throw new Error(`${call} declares no permission`);
  if (needed === 'account' || auth.permissions.includes(needed)) return null;
  if (needed === 'guides.create' && auth.workspace.guides !== null)
    return new AppError(RESULT.FORBIDDEN, MESSAGES.team.scopeCannotCreate);
  return new AppError(RESULT.FORBIDDEN, MESSAGES.team.roleCannot(auth.role, needed));
}

/** A route whose call changes what applies to every guide of the workspace (its branding, its rules). */
export type WorkspaceScope = 'workspace';

/** The 43 a member limited to chosen guides gets for a call about the whole workspace; null otherwise. */
export function scopeRefusal(auth: AuthUser, scope: WorkspaceScope | undefined): AppError | null {
  if (scope !== 'workspace' || auth.workspace.guides === null) return null;
  return new AppError(RESULT.FORBIDDEN, MESSAGES.team.scopeWholeWorkspace);
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** What an API token may not do with this method on a route saying `apiTokens`, as the 43 that says so; null when it may. */
export function tokenRefusal(
  token: ApiTokenAuth,
  method: string,
  apiTokens: ApiTokenAccess | undefined,
): AppError | null {
  if (apiTokens === 'never') return new AppError(RESULT.FORBIDDEN, MESSAGES.apiToken.notForTokens);
  if (token.scope === 'read' && !READ_METHODS.has(method))
    return new AppError(RESULT.FORBIDDEN, MESSAGES.apiToken.readOnly(method));
  return null;
}

const REF_KEYS = ['id_guide', 'id_guide_content', 'id_guide_topic', 'id_invitation', 'id_calendar_feed'] as const;

/** The guide-bound ids a request names in its body and query (validated by then: integers). */
export function guideRefs(...sources: unknown[]): GuideRefs {
  const refs: Record<(typeof REF_KEYS)[number], number[]> = {
    id_guide: [],
    id_guide_content: [],
    id_guide_topic: [],
    id_invitation: [],
    id_calendar_feed: [],
  };
  for (const source of sources) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const key of REF_KEYS) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isInteger(value)) refs[key].push(value);
    }
  }
  return refs;
}

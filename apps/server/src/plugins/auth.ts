/**
 * Bearer-token authentication. `Authorization: Bearer <token>` or a bare token; the
 * token's SHA-256 is looked up among unrevoked, unexpired sessions, or, for a token starting
 * with `gbk_`, among the API tokens (modules/api-tokens). What an API token may do is decided
 * here, for every call at once: a `read` token makes GET calls only, no token makes a call whose
 * route says `config: { apiTokens: 'never' }` (tokens, account changes), and each token's calls
 * are counted against API_TOKEN_RATE_LIMIT_PER_MINUTE (44 with Retry-After).
 *
 * Workspaces are decided here too, for every call at once. A session acts in the
 * workspace named by `X-Workspace`, or in its own; one it is not an active member of answers 43.
 * An API token acts in its own workspace with its creator's role there (the header is ignored).
 * Every route declares what it needs (`config.permission`: a permission of contract/team.ts, or
 * 'account' for calls about the caller's own account); a role without it answers 43 naming what is
 * missing. For a member limited to chosen guides, the ids a request names (id_guide,
 * id_guide_content, id_guide_topic, id_invitation) are checked before the handler: a row of
 * another guide answers 01, like one that does not exist.
 *
 * Found sessions are kept in a small in-process cache (SessionCache) for a few seconds,
 * so an authenticated call costs one query (its own) instead of two. Every revocation
 * (logout, password reset and change, profile changes shown by /users/me) is announced by
 * the auth service (`sessionsChanged`) right after its transaction commits, and the cache
 * drops the account's entries, so revoking stays immediate: in this process at once, on
 * other instances as soon as PostgreSQL relays the event (lib/cluster-events.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, PERMISSION_ACTIONS, WORKSPACE_HEADER, type TPermission, type TRole } from '@guidebook/contract';
import { AppError } from '../lib/app-error.ts';
import { GenerationCache } from '../lib/generation-cache.ts';
import { hashSecret } from '../lib/tokens.ts';
import { findSession, type SessionRow } from '../modules/auth/auth.service.ts';
import { findTokenCredential, isApiToken } from '../modules/api-tokens/api-tokens.service.ts';
import {
  membershipsOf,
  permissionsIn,
  requireInScope,
  type GuideRefs,
  type Membership,
} from '../modules/team/team.service.ts';

/** The API token a request was made with (null: a signed-in session). */
export type ApiTokenAuth = { id_api_token: number; scope: 'read' | 'write' };

/** Who a credential (a session or an API token) belongs to and where it may act; what the cache keeps. */
export type Credential = Omit<SessionRow, 'expires_at' | 'id_session'> & {
  id_session: number | null;
  api_token: ApiTokenAuth | null;
  /** The workspaces it may act in, its own first (an API token: its one workspace). */
  memberships: Membership[];
};

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

/** The window API tokens' calls are counted in. */
const TOKEN_RATE_WINDOW_MS = 60_000;

/** How long a found session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type CachedCredential = { user: Credential; untilMs: number };

/**
 * Credentials found recently, keyed by the token's hash, grouped by account (lib/generation-cache.ts):
 * a lookup that started before a revocation committed does not store what it read, so a revoked
 * session cannot come back into the cache. An entry never outlives its session's expires_at.
 */
export class SessionCache {
  private readonly entries: GenerationCache<CachedCredential>;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {
    this.entries = new GenerationCache({ groupOf: (entry) => entry.user.id_user, maxEntries });
  }

  get generation(): number {
    return this.entries.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, nowMs: number): Credential | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.untilMs <= nowMs) {
      this.entries.delete(key);
      return null;
    }
    return entry.user;
  }

  /** Stores a credential read from the database when its account was not dropped since `generation` was read. */
  set(key: string, user: Credential, sessionExpiresMs: number, nowMs: number, generation: number): void {
    this.entries.set(key, { user, untilMs: Math.min(nowMs + this.ttlMs, sessionExpiresMs) }, generation);
  }

  /** Forgets every cached credential of the account; call after the change that revokes them commits. */
  dropUser(idUser: number): void {
    this.entries.dropGroup(idUser);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Revocations on other instances may go unheard (lib/cluster-events.ts): keep nothing until `resume`. */
  suspend(): void {
    this.entries.suspend();
  }

  /** Every revocation is heard again; what was read before now is not stored. */
  resume(): void {
    this.entries.resume();
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'never': API tokens may not make this call (43), whatever their scope. */
    apiTokens?: ApiTokenAccess;
    /** What the call needs (every authenticated route says; plugins/auth.ts refuses with 43). */
    permission?: RoutePermission;
    /** 'ignore': the call is about the account, and a stale X-Workspace header does not stop it. */
    workspaceHeader?: 'ignore';
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    sessionCache: SessionCache;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The signed-in account; throws 40 when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('40', MESSAGES.generic.unauthenticated);
  return request.auth;
}

/** A signed-in session (not an API token): the calls that act on the session itself. */
export function requireSession(request: FastifyRequest): SessionAuth {
  const auth = requireUser(request);
  if (auth.id_session === null) throw new AppError('43', MESSAGES.apiToken.notForTokens);
  return { ...auth, id_session: auth.id_session };
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A copy: a handler changing request.auth must not change what the next request sees. */
function copy(credential: Credential, workspace: Membership): AuthUser {
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

/** The workspace a request acts in: the header's (a session's active membership), else the own one. */
function actingWorkspace(request: FastifyRequest, credential: Credential): Membership {
  const own = credential.memberships[0];
  if (!own) throw new AppError('40', MESSAGES.generic.unauthenticated);
  const header = request.headers[WORKSPACE_HEADER.toLowerCase()];
  if (credential.api_token || header === undefined) return own;
  const value = Array.isArray(header) ? header.join(',') : header.trim();
  const found = WORKSPACE_ID.test(value)
    ? credential.memberships.find((m) => m.id_workspace === Number(value))
    : undefined;
  if (found) return found;
  if (request.routeOptions.config.workspaceHeader === 'ignore') return own;
  throw new AppError('43', WORKSPACE_ID.test(value) ? MESSAGES.team.notMember : MESSAGES.team.workspaceInvalid);
}

/** The 43 a role gets for a call it may not make; null when it may. */
function permissionRefusal(request: FastifyRequest, auth: AuthUser): AppError | null {
  const needed = request.routeOptions.config.permission;
  // A route without a declaration is a programming error: 99, and the call table test names it.
  if (needed === undefined) throw new Error(`${request.method} ${request.routeOptions.url} declares no permission`);
  if (needed === 'account' || auth.permissions.includes(needed)) return null;
  if (needed === 'guides.create' && auth.workspace.guides !== null)
    return new AppError('43', MESSAGES.team.scopeCannotCreate);
  return new AppError('43', MESSAGES.team.roleCannot(auth.role, PERMISSION_ACTIONS[needed]));
}

const REF_KEYS = ['id_guide', 'id_guide_content', 'id_guide_topic', 'id_invitation'] as const;

/** The guide-bound ids a request names, in its body and query (validated by then: integers). */
function guideRefs(request: FastifyRequest): GuideRefs {
  const refs: Record<(typeof REF_KEYS)[number], number[]> = {
    id_guide: [],
    id_guide_content: [],
    id_guide_topic: [],
    id_invitation: [],
  };
  for (const source of [request.body, request.query]) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const key of REF_KEYS) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isInteger(value)) refs[key].push(value);
    }
  }
  return refs;
}

/** What an API token may not do on this route, as the 43 that says so; null when it may. */
function tokenRefusal(request: FastifyRequest, token: ApiTokenAuth): AppError | null {
  if (request.routeOptions.config.apiTokens === 'never') return new AppError('43', MESSAGES.apiToken.notForTokens);
  if (token.scope === 'read' && !READ_METHODS.has(request.method))
    return new AppError('43', MESSAGES.apiToken.readOnly(request.method));
  return null;
}

export function registerAuth(app: FastifyInstance): void {
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  // Revocations and profile changes are announced by the auth service (lib/events.ts).
  app.deps.events.on('sessionsChanged', ({ idUser }) => cache.dropUser(idUser));
  app.decorateRequest('auth', null);
  // Made here, once, before any route's limiter: the shared store tells unnamed limiters apart by order.
  const tokenLimit = app.createRateLimit({
    max: app.deps.config.apiTokenRateLimitPerMinute,
    timeWindow: TOKEN_RATE_WINDOW_MS,
    keyGenerator: (request) => `api-token:${request.auth?.api_token?.id_api_token ?? 0}`,
  });

  /** The credential of this bearer token, from the cache or the database; throws 40 when there is none. */
  const lookUp = async (token: string): Promise<Credential> => {
    const tokenHash = hashSecret(token);
    const key = tokenHash.toString('base64');
    const now = app.deps.now();
    const cached = cache.get(key, now.getTime());
    if (cached) return cached;
    const generation = cache.generation;
    if (isApiToken(token)) {
      const found = await findTokenCredential(app.deps, tokenHash, now);
      if (found) {
        const { id_api_token, scope, expires_at: expiresAt, workspace, ...account } = found;
        const credential: Credential = {
          ...account,
          id_session: null,
          api_token: { id_api_token, scope: scope as ApiTokenAuth['scope'] },
          memberships: [workspace],
        };
        cache.set(key, credential, expiresAt?.getTime() ?? Number.MAX_SAFE_INTEGER, now.getTime(), generation);
        return credential;
      }
      // Session tokens are random base64url: one in 16.7 million starts with the prefix too.
    }
    const row = await findSession(app.deps, tokenHash, now);
    if (!row)
      throw new AppError(
        '40',
        isApiToken(token) ? MESSAGES.apiToken.invalid : 'Your session has ended. Please sign in again.',
      );
    const { expires_at: expiresAt, ...session } = row;
    const credential: Credential = {
      ...session,
      api_token: null,
      memberships: await membershipsOf(app.deps, session.id_user),
    };
    cache.set(key, credential, expiresAt.getTime(), now.getTime(), generation);
    return credential;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('40', MESSAGES.generic.unauthenticated);
    const credential = await lookUp(token);
    const auth = copy(credential, actingWorkspace(request, credential));
    request.auth = auth;
    const refusal = (auth.api_token && tokenRefusal(request, auth.api_token)) || permissionRefusal(request, auth);
    if (refusal) throw refusal;
    if (!auth.api_token) return;
    const limit = await tokenLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const seconds = Math.max(1, limit.ttlInSeconds);
      throw new AppError('44', MESSAGES.apiToken.tooMany(seconds), undefined, { 'Retry-After': String(seconds) });
    }
  });

  // Members limited to chosen guides: the rows a request names must lie in those guides. A
  // preHandler, because the body is parsed (and validated) by then; it runs for every route.
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    if (!auth || auth.workspace.guides === null) return;
    await requireInScope(app.deps, auth.id_workspace, auth.workspace.guides, guideRefs(request));
  });
}

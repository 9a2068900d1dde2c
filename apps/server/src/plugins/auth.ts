/**
 * Bearer-token authentication, wired for every call at once. `Authorization: Bearer <token>` or a
 * bare token names a session, or, starting with `gbk_`, an API token (modules/api-tokens); its
 * credential comes from the credential cache or the database (modules/auth/credentials.ts), which
 * every `sessionsChanged` event drops. What the credential may do in this call is decided by the
 * rules of modules/auth/access.ts: the workspace acted in (`X-Workspace`), the permission the route
 * declares (`config.permission`), the API token's scope (`config.apiTokens`) and, for members
 * limited to chosen guides, the guides the request's ids lie in. Each API token's calls are counted
 * against API_TOKEN_RATE_LIMIT_PER_MINUTE (44 with Retry-After), and every answer to an API token
 * says where it stands (X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset), so an
 * integration slows down before it is refused.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, RESULT, WORKSPACE_HEADER } from '@guidebook/contract';
import { AppError } from '../lib/app-error.ts';
import {
  actingWorkspace,
  authUserIn,
  guideRefs,
  permissionRefusal,
  scopeRefusal,
  tokenRefusal,
  type ApiTokenAccess,
  type WorkspaceScope,
  type AuthUser,
  type RoutePermission,
  type SessionAuth,
} from '../modules/auth/access.ts';
import { lookUpCredential, SessionCache } from '../modules/auth/credentials.ts';
import { requireInScope } from '../modules/team/team.service.ts';

/** The window API tokens' calls are counted in. */
const TOKEN_RATE_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'never': API tokens may not make this call (43), whatever their scope. */
    apiTokens?: ApiTokenAccess;
    /** What the call needs (every authenticated route says; plugins/auth.ts refuses with 43). */
    permission?: RoutePermission;
    /** 'ignore': the call is about the account, and a stale X-Workspace header does not stop it. */
    workspaceHeader?: 'ignore';
    /** 'workspace': the call changes what applies to every guide; a member limited to chosen guides answers 43. */
    scope?: WorkspaceScope;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionCache: SessionCache;
  }
}

/**
 * The token of the Authorization header: `Bearer <token>` (any case) or a bare token; null without
 * one. A token never holds whitespace, so a word followed by more is a scheme: any other than Bearer
 * (Basic, Token, …) answers 40 saying how to send the token, not that the caller is signed out.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const value = header.trim();
  const scheme = /^(\S+)\s+\S/.exec(value)?.[1];
  if (scheme !== undefined && scheme.toLowerCase() !== 'bearer')
    throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.apiToken.wrongScheme);
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The signed-in account; throws 40 when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.generic.unauthenticated);
  return request.auth;
}

/** A signed-in session (not an API token): the calls that act on the session itself. */
export function requireSession(request: FastifyRequest): SessionAuth {
  const auth = requireUser(request);
  if (auth.id_session === null) throw new AppError(RESULT.FORBIDDEN, MESSAGES.apiToken.notForTokens);
  return { ...auth, id_session: auth.id_session };
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

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.generic.unauthenticated);
    const credential = await lookUpCredential(app.deps, cache, token);
    const { config } = request.routeOptions;
    const header = request.headers[WORKSPACE_HEADER.toLowerCase()];
    const auth = authUserIn(credential, actingWorkspace(credential, header, config.workspaceHeader === 'ignore'));
    request.auth = auth;
    const refusal =
      (auth.api_token && tokenRefusal(auth.api_token, request.method, config.apiTokens)) ||
      permissionRefusal(auth, config.permission, `${request.method} ${request.routeOptions.url}`) ||
      scopeRefusal(auth, config.scope);
    if (refusal) throw refusal;
    if (!auth.api_token) return;
    const limit = await tokenLimit(request);
    // isAllowed is the limiter's allow-list, which this one has none of: every token is counted.
    if (limit.isAllowed) return;
    // Set before any refusal, so the 44 and every later answer (an error's too) carry them.
    reply.headers({
      'X-RateLimit-Limit': String(limit.max),
      'X-RateLimit-Remaining': String(Math.max(0, limit.remaining)),
      'X-RateLimit-Reset': String(Math.max(0, limit.ttlInSeconds)),
    });
    if (limit.isExceeded) {
      const seconds = Math.max(1, limit.ttlInSeconds);
      throw new AppError(RESULT.RATE_LIMITED, MESSAGES.apiToken.tooMany(seconds), undefined, {
        'Retry-After': String(seconds),
      });
    }
  });

  // Members limited to chosen guides: the rows a request names must lie in those guides. A
  // preHandler, because the body is parsed (and validated) by then; it runs for every route.
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    if (!auth || auth.workspace.guides === null) return;
    await requireInScope(app.deps, auth.id_workspace, auth.workspace.guides, guideRefs(request.body, request.query));
  });
}

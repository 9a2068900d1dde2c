/**
 * A bearer token's credential: the session or API token it names, its account and the workspaces
 * it may act in. Found credentials are kept in a small in-process cache (SessionCache) for a few
 * seconds, so an authenticated call costs one query (its own) instead of two. Every revocation
 * (logout, password reset and change, profile changes shown by /users/me, token deletion, membership
 * changes) is announced as `sessionsChanged` right after its transaction commits, and the cache
 * drops the account's entries, so revoking stays immediate: in this process at once, on other
 * instances as soon as PostgreSQL relays the event (lib/cluster-events.ts).
 */
import { MESSAGES, RESULT } from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { GenerationCache } from '../../lib/generation-cache.ts';
import { hashSecret } from '../../lib/tokens.ts';
import { findTokenCredential, isApiToken } from '../api-tokens/api-tokens.service.ts';
import { membershipsOf, type Membership } from '../team/team.service.ts';
import { findSession, type SessionRow } from './auth.service.ts';

/** The API token a request was made with (null: a signed-in session). */
export type ApiTokenAuth = { id_api_token: number; scope: 'read' | 'write' };

/** Who a credential (a session or an API token) belongs to and where it may act; what the cache keeps. */
export type Credential = Omit<SessionRow, 'expires_at' | 'id_session'> & {
  id_session: number | null;
  api_token: ApiTokenAuth | null;
  /** The workspaces it may act in, its own first (an API token: its one workspace). */
  memberships: Membership[];
};

/** How long a found credential is trusted without asking the database again. */
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

/** The credential of this bearer token, from the cache or the database; throws 40 when there is none. */
export async function lookUpCredential(deps: Deps, cache: SessionCache, token: string): Promise<Credential> {
  const tokenHash = hashSecret(token);
  const key = tokenHash.toString('base64');
  const now = deps.now();
  const cached = cache.get(key, now.getTime());
  if (cached) return cached;
  const generation = cache.generation;
  if (isApiToken(token)) {
    const found = await findTokenCredential(deps, tokenHash, now);
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
  const row = await findSession(deps, tokenHash, now);
  if (!row)
    throw new AppError(
      RESULT.UNAUTHENTICATED,
      isApiToken(token) ? MESSAGES.apiToken.invalid : MESSAGES.login.sessionEnded,
    );
  const { expires_at: expiresAt, ...session } = row;
  const credential: Credential = {
    ...session,
    api_token: null,
    memberships: await membershipsOf(deps, session.id_user),
  };
  cache.set(key, credential, expiresAt.getTime(), now.getTime(), generation);
  return credential;
}

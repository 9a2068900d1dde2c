/**
 * API tokens: created (shown once), listed, revoked; and the lookup the auth plugin makes for a
 * `Bearer gbk_...` credential. A revocation is announced like a logout (`sessionsChanged`), so every
 * instance's credential cache forgets the token at once.
 */
import type { z } from 'zod';
import {
  API_TOKEN,
  MESSAGES,
  RESULT,
  type TApiToken,
  type TApiTokenCreated,
  type TRole,
  type ZApiTokenCreateRequest,
} from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { sessionsChanged } from '../../lib/events.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import type { Membership } from '../team/team.service.ts';
import * as repo from './api-tokens.repository.ts';

const DAY_MS = 86_400_000;
/** last_used_at is written at most this often per token. */
export const LAST_USED_EVERY_MS = 60_000;

type CreateInput = z.output<typeof ZApiTokenCreateRequest>;

function present(row: repo.ApiTokenRow): TApiToken {
  return {
    id_api_token: row.id_api_token,
    name: row.name,
    scope: row.scope as TApiToken['scope'],
    prefix: row.prefix,
    date_created: row.date_created.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

export async function listTokens(deps: Deps, idWorkspace: number): Promise<TApiToken[]> {
  return (await repo.listTokens(deps.database.db, idWorkspace)).map(present);
}

/** A token of the workspace, created by (and acting with the role of) the account `idUser`. */
export async function createToken(
  deps: Deps,
  creator: { id_user: number; id_workspace: number },
  input: CreateInput,
): Promise<TApiTokenCreated> {
  const db = deps.database.db;
  if ((await repo.countTokens(db, creator.id_workspace)) >= API_TOKEN.MAX_PER_ACCOUNT)
    throw new AppError(RESULT.CONFLICT, MESSAGES.apiToken.tooManyTokens(API_TOKEN.MAX_PER_ACCOUNT));
  const token = `${API_TOKEN.PREFIX}${newSecret()}`;
  const now = deps.now();
  const row = await repo.insertToken(db, {
    idUser: creator.id_user,
    idWorkspace: creator.id_workspace,
    name: input.name,
    scope: input.scope,
    tokenHash: hashSecret(token),
    prefix: token.slice(0, API_TOKEN.SHOWN_LENGTH),
    expiresAt: input.expires_in_days === null ? null : new Date(now.getTime() + input.expires_in_days * DAY_MS),
  });
  return { ...present(row), token };
}

export async function deleteToken(deps: Deps, idWorkspace: number, idApiToken: number): Promise<void> {
  const creator = await repo.deleteToken(deps.database.db, idWorkspace, idApiToken);
  if (creator === undefined) throw new AppError(RESULT.NOT_FOUND, MESSAGES.apiToken.notFound);
  // Cached credentials of the token's creator (sessions and tokens) are dropped on every instance.
  sessionsChanged(deps, creator);
}

/**
 * A member left a workspace: the tokens they made there are deleted, so they cannot come back to
 * life if the person is invited again (they already stopped working: findByHash needs the membership).
 */
export async function deleteTokensOfMember(deps: Deps, idWorkspace: number, idUser: number): Promise<void> {
  await repo.deleteTokensOf(deps.database.db, idWorkspace, idUser);
}

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN.PREFIX);
}

/** A live token's account and the workspace it acts in (with its creator's role there). */
export type TokenCredential = Omit<
  repo.TokenCredential,
  'id_workspace' | 'workspace_name' | 'member_role' | 'member_guides' | 'own'
> & { workspace: Membership };

/** The account behind a live token; notes the use (at most once a minute per token). */
export async function findTokenCredential(
  deps: Deps,
  tokenHash: Buffer,
  now: Date,
): Promise<TokenCredential | undefined> {
  const found = await repo.findByHash(deps.database.db, tokenHash, now);
  if (!found) return undefined;
  await repo.touchToken(deps.database.db, found.id_api_token, now, LAST_USED_EVERY_MS);
  const { id_workspace, workspace_name, member_role, member_guides, own, ...credential } = found;
  return {
    ...credential,
    workspace: { id_workspace, name: workspace_name, role: member_role as TRole, guides: member_guides, own },
  };
}

/**
 * API tokens: created (shown once), listed, revoked; and the lookup the auth plugin makes for a
 * `Bearer gbk_...` credential. A revocation is announced like a logout (`sessionsChanged`), so every
 * instance's credential cache forgets the token at once.
 */
import type { z } from 'zod';
import {
  API_TOKEN,
  MESSAGES,
  type TApiToken,
  type TApiTokenCreated,
  type ZApiTokenCreateRequest,
} from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { sessionsChanged } from '../../lib/events.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
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

export async function listTokens(deps: Deps, idUser: number): Promise<TApiToken[]> {
  return (await repo.listTokens(deps.database.db, idUser)).map(present);
}

export async function createToken(deps: Deps, idUser: number, input: CreateInput): Promise<TApiTokenCreated> {
  const db = deps.database.db;
  if ((await repo.countTokens(db, idUser)) >= API_TOKEN.MAX_PER_ACCOUNT)
    throw new AppError('13', MESSAGES.apiToken.tooManyTokens(API_TOKEN.MAX_PER_ACCOUNT));
  const token = `${API_TOKEN.PREFIX}${newSecret()}`;
  const now = deps.now();
  const row = await repo.insertToken(db, {
    idUser,
    name: input.name,
    scope: input.scope,
    tokenHash: hashSecret(token),
    prefix: token.slice(0, API_TOKEN.SHOWN_LENGTH),
    expiresAt: input.expires_in_days === null ? null : new Date(now.getTime() + input.expires_in_days * DAY_MS),
  });
  return { ...present(row), token };
}

export async function deleteToken(deps: Deps, idUser: number, idApiToken: number): Promise<void> {
  const deleted = await repo.deleteToken(deps.database.db, idUser, idApiToken);
  if (!deleted) throw new AppError('01', MESSAGES.apiToken.notFound);
  // Cached credentials of the account (sessions and tokens) are dropped on every instance.
  sessionsChanged(deps, idUser);
}

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN.PREFIX);
}

/** The account behind a live token; notes the use (at most once a minute per token). */
export async function findTokenCredential(
  deps: Deps,
  tokenHash: Buffer,
  now: Date,
): Promise<repo.TokenCredential | undefined> {
  const credential = await repo.findByHash(deps.database.db, tokenHash, now);
  if (credential) await repo.touchToken(deps.database.db, credential.id_api_token, now, LAST_USED_EVERY_MS);
  return credential;
}

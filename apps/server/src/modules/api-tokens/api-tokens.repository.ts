/** SQL for API tokens. Every function is scoped by the owner's id, except the lookup by hash. */
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, users, type DbApiToken } from '../../db/schema.ts';

export type ApiTokenRow = Omit<DbApiToken, 'token_hash'>;

const columns = {
  id_api_token: apiTokens.id_api_token,
  id_user: apiTokens.id_user,
  name: apiTokens.name,
  scope: apiTokens.scope,
  prefix: apiTokens.prefix,
  date_created: apiTokens.date_created,
  expires_at: apiTokens.expires_at,
  last_used_at: apiTokens.last_used_at,
};

export async function listTokens(db: Db, idUser: number): Promise<ApiTokenRow[]> {
  return db.select(columns).from(apiTokens).where(eq(apiTokens.id_user, idUser)).orderBy(desc(apiTokens.id_api_token));
}

export async function insertToken(
  db: Db,
  row: { idUser: number; name: string; scope: string; tokenHash: Buffer; prefix: string; expiresAt: Date | null },
): Promise<ApiTokenRow> {
  const [inserted] = await db
    .insert(apiTokens)
    .values({
      id_user: row.idUser,
      name: row.name,
      scope: row.scope,
      token_hash: row.tokenHash,
      prefix: row.prefix,
      expires_at: row.expiresAt,
    })
    .returning(columns);
  return inserted!;
}

/** Whether a token of this owner was deleted. */
export async function deleteToken(db: Db, idUser: number, idApiToken: number): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id_user, idUser), eq(apiTokens.id_api_token, idApiToken)))
    .returning({ id: apiTokens.id_api_token });
  return rows.length > 0;
}

export type TokenCredential = {
  id_user: number;
  email: string;
  name: string;
  lastname: string;
  role: string;
  id_api_token: number;
  scope: string;
  expires_at: Date | null;
};

/** The account behind an unexpired token, by the token's hash. */
export async function findByHash(db: Db, tokenHash: Buffer, now: Date): Promise<TokenCredential | undefined> {
  const rows = await db
    .select({
      id_user: users.id_user,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      role: users.role,
      id_api_token: apiTokens.id_api_token,
      scope: apiTokens.scope,
      expires_at: apiTokens.expires_at,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id_user, apiTokens.id_user))
    .where(and(eq(apiTokens.token_hash, tokenHash), or(isNull(apiTokens.expires_at), gt(apiTokens.expires_at, now))))
    .limit(1);
  return rows[0];
}

/** Records a use; at most one write per token and `everyMs` (a busy integration does not write per call). */
export async function touchToken(db: Db, idApiToken: number, now: Date, everyMs: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ last_used_at: now })
    .where(
      and(
        eq(apiTokens.id_api_token, idApiToken),
        or(isNull(apiTokens.last_used_at), lt(apiTokens.last_used_at, new Date(now.getTime() - everyMs))),
      ),
    );
}

/** How many tokens an owner has (the create call caps it). */
export async function countTokens(db: Db, idUser: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(eq(apiTokens.id_user, idUser));
  return row?.n ?? 0;
}

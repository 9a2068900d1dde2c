/** SQL for API tokens. Every function is scoped by the workspace's id, except the lookup by hash. */
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, users, workspaceMembers, workspaces, type DbApiToken } from '../../db/schema.ts';

export type ApiTokenRow = Omit<DbApiToken, 'token_hash'>;

const columns = {
  id_api_token: apiTokens.id_api_token,
  id_user: apiTokens.id_user,
  id_workspace: apiTokens.id_workspace,
  name: apiTokens.name,
  scope: apiTokens.scope,
  prefix: apiTokens.prefix,
  date_created: apiTokens.date_created,
  expires_at: apiTokens.expires_at,
  last_used_at: apiTokens.last_used_at,
};

export async function listTokens(db: Db, idWorkspace: number): Promise<ApiTokenRow[]> {
  return db
    .select(columns)
    .from(apiTokens)
    .where(eq(apiTokens.id_workspace, idWorkspace))
    .orderBy(desc(apiTokens.id_api_token));
}

export async function insertToken(
  db: Db,
  row: {
    idUser: number;
    idWorkspace: number;
    name: string;
    scope: string;
    tokenHash: Buffer;
    prefix: string;
    expiresAt: Date | null;
  },
): Promise<ApiTokenRow> {
  const [inserted] = await db
    .insert(apiTokens)
    .values({
      id_user: row.idUser,
      id_workspace: row.idWorkspace,
      name: row.name,
      scope: row.scope,
      token_hash: row.tokenHash,
      prefix: row.prefix,
      expires_at: row.expiresAt,
    })
    .returning(columns);
  return inserted!;
}

/** The creator of the workspace's token that was deleted (undefined: none was). */
export async function deleteToken(db: Db, idWorkspace: number, idApiToken: number): Promise<number | undefined> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id_workspace, idWorkspace), eq(apiTokens.id_api_token, idApiToken)))
    .returning({ id_user: apiTokens.id_user });
  return rows[0]?.id_user;
}

export type TokenCredential = {
  id_user: number;
  email: string;
  name: string;
  lastname: string;
  /** The account's language (a catalog language), null for English. */
  language: string | null;
  id_api_token: number;
  scope: string;
  expires_at: Date | null;
  /** The token's workspace and its creator's membership there. */
  id_workspace: number;
  workspace_name: string;
  member_role: string;
  member_guides: number[] | null;
  own: boolean;
};

/**
 * The account behind an unexpired token, by the token's hash, while its creator is still an active
 * member of the token's workspace (a creator who left takes their tokens with them).
 */
export async function findByHash(db: Db, tokenHash: Buffer, now: Date): Promise<TokenCredential | undefined> {
  const rows = await db
    .select({
      id_user: users.id_user,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      language: users.language,
      id_api_token: apiTokens.id_api_token,
      scope: apiTokens.scope,
      expires_at: apiTokens.expires_at,
      id_workspace: apiTokens.id_workspace,
      workspace_name: workspaces.name,
      member_role: workspaceMembers.role,
      member_guides: workspaceMembers.guides,
      own: sql<boolean>`(${workspaces.id_user_owner} = ${apiTokens.id_user} and ${workspaces.kind} = 'personal')`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id_user, apiTokens.id_user))
    .innerJoin(workspaces, eq(workspaces.id_workspace, apiTokens.id_workspace))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.id_workspace, apiTokens.id_workspace),
        eq(workspaceMembers.id_user, apiTokens.id_user),
        eq(workspaceMembers.status, 'active'),
      ),
    )
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

/** How many tokens a workspace has (the create call caps it). */
export async function countTokens(db: Db, idWorkspace: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(eq(apiTokens.id_workspace, idWorkspace));
  return row?.n ?? 0;
}

/** Deletes the tokens an account created in a workspace (it left); how many went. */
export async function deleteTokensOf(db: Db, idWorkspace: number, idUser: number): Promise<number> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id_workspace, idWorkspace), eq(apiTokens.id_user, idUser)))
    .returning({ id: apiTokens.id_api_token });
  return rows.length;
}

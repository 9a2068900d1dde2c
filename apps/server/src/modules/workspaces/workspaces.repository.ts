/**
 * SQL for an account's workspaces: creating one with its owner's member row, the owned count, the
 * pending hand-over (found by its id and checked by its code's hash), and deleting an empty one.
 * Every function that reads or writes a workspace's rows takes its id.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filesPublic, guides, users, workspaceMembers, workspaces, workspaceTransfers } from '../../db/schema.ts';

export type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many workspaces the account owns (its personal one included). */
export async function countOwned(db: Conn, idUser: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaces)
    .where(eq(workspaces.id_user_owner, idUser));
  return row?.n ?? 0;
}

/**
 * Serialises the changes to one account's owned workspaces (create, taking one over) for the rest
 * of the transaction, so two at once cannot both pass the limit.
 */
export async function lockOwner(tx: Conn, idUser: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('workspaces-owned'), ${idUser})`);
}

/** A client workspace owned by the account, with the account as its owner member. */
export async function insertClientWorkspace(
  tx: Conn,
  owner: { id_user: number; email: string },
  name: string,
): Promise<number> {
  const [ws] = await tx
    .insert(workspaces)
    .values({ name, id_user_owner: owner.id_user, kind: 'client' })
    .returning({ id: workspaces.id_workspace });
  await tx.insert(workspaceMembers).values({
    id_workspace: ws!.id,
    id_user: owner.id_user,
    email: owner.email,
    role: 'owner',
    status: 'active',
    date_accepted: sql`now()`,
  });
  return ws!.id;
}

export type WorkspaceRow = { id_workspace: number; name: string; kind: string; id_user_owner: number };

export async function findWorkspace(db: Conn, idWorkspace: number): Promise<WorkspaceRow | undefined> {
  const rows = await db
    .select({
      id_workspace: workspaces.id_workspace,
      name: workspaces.name,
      kind: workspaces.kind,
      id_user_owner: workspaces.id_user_owner,
    })
    .from(workspaces)
    .where(eq(workspaces.id_workspace, idWorkspace))
    .limit(1);
  return rows[0];
}

export type TargetRow = {
  id_member: number;
  id_user: number | null;
  email: string;
  language: string | null;
  role: string;
  status: string;
};

/** A member row of the workspace, with its account's e-mail and language once accepted. */
export async function findMember(db: Conn, idWorkspace: number, idMember: number): Promise<TargetRow | undefined> {
  const rows = await db
    .select({
      id_member: workspaceMembers.id_member,
      id_user: workspaceMembers.id_user,
      email: sql<string>`coalesce(${users.email}, ${workspaceMembers.email})`,
      language: users.language,
      role: workspaceMembers.role,
      status: workspaceMembers.status,
    })
    .from(workspaceMembers)
    .leftJoin(users, eq(users.id_user, workspaceMembers.id_user))
    .where(and(eq(workspaceMembers.id_workspace, idWorkspace), eq(workspaceMembers.id_member, idMember)))
    .limit(1);
  return rows[0];
}

/** The workspace's pending hand-over, replacing the one before (its link stops working). */
export async function upsertTransfer(
  db: Conn,
  row: { idWorkspace: number; idMember: number; idUserFrom: number; codeHash: Buffer; expiresAt: Date },
): Promise<number> {
  const [saved] = await db
    .insert(workspaceTransfers)
    .values({
      id_workspace: row.idWorkspace,
      id_member: row.idMember,
      id_user_from: row.idUserFrom,
      code_hash: row.codeHash,
      expires_at: row.expiresAt,
    })
    .onConflictDoUpdate({
      target: workspaceTransfers.id_workspace,
      set: {
        id_member: row.idMember,
        id_user_from: row.idUserFrom,
        code_hash: row.codeHash,
        expires_at: row.expiresAt,
        date_created: sql`now()`,
      },
    })
    .returning({ id: workspaceTransfers.id_transfer });
  return saved!.id;
}

export type TransferRow = {
  id_transfer: number;
  id_workspace: number;
  workspace: string;
  id_member: number;
  id_user_to: number | null;
  email_to: string;
  id_user_from: number;
};

/** A pending, unexpired hand-over whose code matches, from the workspace's current owner; undefined otherwise. */
export async function findTransfer(
  db: Conn,
  idTransfer: number,
  codeHash: Buffer,
  now: Date,
): Promise<TransferRow | undefined> {
  const rows = await db
    .select({
      id_transfer: workspaceTransfers.id_transfer,
      id_workspace: workspaceTransfers.id_workspace,
      workspace: workspaces.name,
      id_member: workspaceTransfers.id_member,
      id_user_to: workspaceMembers.id_user,
      email_to: sql<string>`coalesce(${users.email}, ${workspaceMembers.email})`,
      id_user_from: workspaceTransfers.id_user_from,
    })
    .from(workspaceTransfers)
    .innerJoin(workspaces, eq(workspaces.id_workspace, workspaceTransfers.id_workspace))
    .innerJoin(workspaceMembers, eq(workspaceMembers.id_member, workspaceTransfers.id_member))
    .leftJoin(users, eq(users.id_user, workspaceMembers.id_user))
    .where(
      and(
        eq(workspaceTransfers.id_transfer, idTransfer),
        eq(workspaceTransfers.code_hash, codeHash),
        gt(workspaceTransfers.expires_at, now),
        eq(workspaces.id_user_owner, workspaceTransfers.id_user_from),
        eq(workspaceMembers.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Spends the hand-over's code and makes its member the owner: the workspace's owner changes, the
 * new owner's member row becomes `owner`, the old owner's `admin`. Whether the hand-over was still
 * pending (a second confirmation changes nothing).
 */
export async function completeTransfer(tx: Conn, transfer: TransferRow, idUserTo: number): Promise<boolean> {
  const spent = await tx
    .delete(workspaceTransfers)
    .where(
      and(
        eq(workspaceTransfers.id_transfer, transfer.id_transfer),
        eq(workspaceTransfers.id_workspace, transfer.id_workspace),
      ),
    )
    .returning({ id: workspaceTransfers.id_transfer });
  if (spent.length === 0) return false;
  const moved = await tx
    .update(workspaces)
    .set({ id_user_owner: idUserTo })
    .where(
      and(
        eq(workspaces.id_workspace, transfer.id_workspace),
        eq(workspaces.id_user_owner, transfer.id_user_from),
        eq(workspaces.kind, 'client'),
      ),
    )
    .returning({ id: workspaces.id_workspace });
  if (moved.length === 0) return false;
  await tx
    .update(workspaceMembers)
    .set({ role: 'admin', guides: null, scope_tags: [] })
    .where(
      and(
        eq(workspaceMembers.id_workspace, transfer.id_workspace),
        eq(workspaceMembers.id_user, transfer.id_user_from),
      ),
    );
  // The new owner works on every guide, whatever their membership was limited to.
  await tx
    .update(workspaceMembers)
    .set({ role: 'owner', guides: null, scope_tags: [] })
    .where(
      and(eq(workspaceMembers.id_workspace, transfer.id_workspace), eq(workspaceMembers.id_member, transfer.id_member)),
    );
  return true;
}

/** Whether the workspace holds guides or library files (then it is not deleted). */
export async function hasContent(db: Conn, idWorkspace: number): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(
    sql`select exists(select 1 from ${guides} where ${guides.id_workspace} = ${idWorkspace})
      or exists(select 1 from ${filesPublic} where ${filesPublic.id_workspace} = ${idWorkspace}) as found`,
  );
  return result.rows[0]?.found ?? false;
}

/** The accounts that are members of the workspace (their cached memberships change with it). */
export async function memberAccounts(db: Conn, idWorkspace: number): Promise<number[]> {
  const rows = await db
    .select({ id_user: workspaceMembers.id_user })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.id_workspace, idWorkspace));
  return rows.flatMap((r) => (r.id_user === null ? [] : [r.id_user]));
}

/**
 * Deletes an empty client workspace of this owner (its members, tokens, branding and the rest go
 * with it through the foreign keys). Whether it went: not when it gained a guide or a file meanwhile.
 */
export async function deleteEmptyWorkspace(tx: Conn, idWorkspace: number, idUserOwner: number): Promise<boolean> {
  const rows = await tx
    .delete(workspaces)
    .where(
      and(
        eq(workspaces.id_workspace, idWorkspace),
        eq(workspaces.id_user_owner, idUserOwner),
        eq(workspaces.kind, 'client'),
        sql`not exists(select 1 from ${guides} where ${guides.id_workspace} = ${idWorkspace})`,
        sql`not exists(select 1 from ${filesPublic} where ${filesPublic.id_workspace} = ${idWorkspace})`,
      ),
    )
    .returning({ id: workspaces.id_workspace });
  return rows.length > 0;
}

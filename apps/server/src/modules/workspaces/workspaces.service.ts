/**
 * An account's workspaces beyond its personal one (an agency runs one per client): creating one
 * (up to WORKSPACES_PER_ACCOUNT owned), handing one over to an active member through an e-mailed
 * single-use link that the new owner confirms signed in, and deleting an empty one. The personal
 * workspace is neither handed over nor deleted. Every change to who belongs where is announced like
 * a sign-out (`sessionsChanged`), so every instance's credential cache reads the memberships again.
 */
import {
  MESSAGES,
  RESULT,
  type TWorkspace,
  type TWorkspaceTransfer,
  type TWorkspaceTransferConfirmRequest,
} from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { sessionsChanged } from '../../lib/events.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import { queueMail } from '../../mail/outbox.ts';
import { emailedLink, workspaceTransferMail } from '../../mail/templates-auth.ts';
import type { Actor } from '../team/team.service.ts';
import * as repo from './workspaces.repository.ts';

export async function createWorkspace(
  deps: Deps,
  account: { id_user: number; email: string },
  name: string,
): Promise<TWorkspace> {
  const max = deps.config.workspacesPerAccount;
  const id = await deps.database.db.transaction(async (tx) => {
    await repo.lockOwner(tx, account.id_user);
    if ((await repo.countOwned(tx, account.id_user)) >= max)
      throw new AppError(RESULT.CONFLICT, MESSAGES.agency.tooMany(max));
    return repo.insertClientWorkspace(tx, account, name);
  });
  sessionsChanged(deps, account.id_user);
  return { id_workspace: id, name, role: 'owner' };
}

/** The workspace acted in, when the actor owns it (43 otherwise). */
async function ownedWorkspace(deps: Deps, actor: Actor): Promise<repo.WorkspaceRow> {
  const ws = await repo.findWorkspace(deps.database.db, actor.workspace.id_workspace);
  if (!ws) throw AppError.notFound(MESSAGES.agency.notFound);
  if (ws.id_user_owner !== actor.id_user) throw new AppError(RESULT.FORBIDDEN, MESSAGES.agency.ownerOnly);
  return ws;
}

/** The personal workspace (made at sign-up) is neither handed over nor deleted: 13. */
function requireClientWorkspace(ws: repo.WorkspaceRow): void {
  if (ws.kind !== 'client') throw new AppError(RESULT.CONFLICT, MESSAGES.agency.personalFixed);
}

function actorName(actor: Actor): string {
  return `${actor.name} ${actor.lastname}`.trim() || actor.email;
}

export async function transferWorkspace(deps: Deps, actor: Actor, idMember: number): Promise<TWorkspaceTransfer> {
  const { db } = deps.database;
  const ws = await ownedWorkspace(deps, actor);
  // The member first: another workspace's member answers 01 like one that does not exist, whatever the workspace.
  const target = await repo.findMember(db, ws.id_workspace, idMember);
  if (!target) throw AppError.notFound(MESSAGES.team.memberNotFound);
  requireClientWorkspace(ws);
  if (target.id_user === actor.id_user) throw new AppError(RESULT.CONFLICT, MESSAGES.agency.targetIsOwner);
  if (target.status !== 'active' || target.id_user === null)
    throw new AppError(RESULT.CONFLICT, MESSAGES.agency.targetNotActive);
  const code = newSecret();
  const ttl = deps.config.verificationTtlMs;
  const expiresAt = new Date(deps.now().getTime() + ttl);
  await db.transaction(async (tx) => {
    const idTransfer = await repo.upsertTransfer(tx, {
      idWorkspace: ws.id_workspace,
      idMember: target.id_member,
      idUserFrom: actor.id_user,
      codeHash: hashSecret(code),
      expiresAt,
    });
    const mail = workspaceTransferMail({
      from: actorName(actor),
      workspace: ws.name,
      link: emailedLink(deps.config.publicUrl, '/public/workspace_transfer', code, idTransfer),
      ttlMs: ttl,
      language: target.language,
    });
    await queueMail(deps, { to: target.email, ...mail }, tx);
  });
  return { id_member: target.id_member, email: target.email, expires_at: expiresAt.toISOString() };
}

/** vi is the hand-over's id; anything that is not a live hand-over answers 01, one message for all. */
function parseVi(vi: string): number {
  return /^\d{1,9}$/.test(vi) ? Number(vi) : 0;
}

export async function confirmTransfer(
  deps: Deps,
  account: { id_user: number; email: string },
  input: TWorkspaceTransferConfirmRequest,
): Promise<TWorkspace> {
  const { db } = deps.database;
  const codeHash = hashSecret(input.vc);
  const found = await repo.findTransfer(db, parseVi(input.vi), codeHash, deps.now());
  if (!found) throw AppError.notFound(MESSAGES.agency.transferInvalid);
  if (found.id_user_to !== account.id_user)
    throw new AppError(RESULT.FORBIDDEN, MESSAGES.agency.transferWrongAccount(found.email_to));
  const max = deps.config.workspacesPerAccount;
  await db.transaction(async (tx) => {
    await repo.lockOwner(tx, account.id_user);
    if ((await repo.countOwned(tx, account.id_user)) >= max)
      throw new AppError(RESULT.CONFLICT, MESSAGES.agency.targetTooMany(max));
    if (!(await repo.completeTransfer(tx, found, account.id_user)))
      throw AppError.notFound(MESSAGES.agency.transferInvalid);
  });
  sessionsChanged(deps, account.id_user);
  sessionsChanged(deps, found.id_user_from);
  return { id_workspace: found.id_workspace, name: found.workspace, role: 'owner' };
}

/**
 * Deletes the workspace acted in, which the request names again (`idWorkspace`: another answers
 * 01): only its owner, never the personal one, and only while it holds no guide and no library file.
 */
export async function deleteWorkspace(deps: Deps, actor: Actor, idWorkspace: number): Promise<void> {
  if (idWorkspace !== actor.workspace.id_workspace) throw AppError.notFound(MESSAGES.agency.notFound);
  const ws = await ownedWorkspace(deps, actor);
  requireClientWorkspace(ws);
  const { db } = deps.database;
  if (await repo.hasContent(db, ws.id_workspace)) throw new AppError(RESULT.CONFLICT, MESSAGES.agency.notEmpty);
  const members = await repo.memberAccounts(db, ws.id_workspace);
  const deleted = await repo.deleteEmptyWorkspace(db, ws.id_workspace, actor.id_user);
  if (!deleted) throw new AppError(RESULT.CONFLICT, MESSAGES.agency.notEmpty);
  for (const idUser of members) sessionsChanged(deps, idUser);
}

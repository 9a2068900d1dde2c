/** SQL for a workspace's white-label settings. Every call is scoped by the workspace's id. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, workspaceWhiteLabel, workspaces } from '../../db/schema.ts';

/** A workspace's settings (null columns while never saved), its name and its owner's e-mail. */
export type WhiteLabelRow = {
  workspace_name: string;
  owner_email: string;
  sender_name: string | null;
  mail_footer: string | null;
  hide_product_name: boolean | null;
  date_modified: Date | null;
};

export async function findWhiteLabel(db: Db, idWorkspace: number): Promise<WhiteLabelRow | undefined> {
  const rows = await db
    .select({
      workspace_name: workspaces.name,
      owner_email: users.email,
      sender_name: workspaceWhiteLabel.sender_name,
      mail_footer: workspaceWhiteLabel.mail_footer,
      hide_product_name: workspaceWhiteLabel.hide_product_name,
      date_modified: workspaceWhiteLabel.date_modified,
    })
    .from(workspaces)
    .innerJoin(users, eq(users.id_user, workspaces.id_user_owner))
    .leftJoin(workspaceWhiteLabel, eq(workspaceWhiteLabel.id_workspace, workspaces.id_workspace))
    .where(eq(workspaces.id_workspace, idWorkspace))
    .limit(1);
  return rows[0];
}

export async function saveWhiteLabel(
  db: Db,
  idWorkspace: number,
  values: { sender_name: string | null; mail_footer: string | null; hide_product_name: boolean },
): Promise<void> {
  await db
    .insert(workspaceWhiteLabel)
    .values({ id_workspace: idWorkspace, ...values })
    .onConflictDoUpdate({
      target: workspaceWhiteLabel.id_workspace,
      set: { ...values, date_modified: sql`now()` },
    });
}

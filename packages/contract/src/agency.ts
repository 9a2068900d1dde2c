/**
 * Agencies: an account runs several workspaces, one per client. Its personal workspace is made at
 * sign-up; it creates further ones (up to WORKSPACES_PER_ACCOUNT owned), hands one over to an
 * active member (confirmed through an e-mailed link to the new owner), and deletes an empty one.
 */
import { z } from 'zod';
import { ZLinkPart } from './auth.ts';
import { ZId } from './common.ts';
import { MESSAGES } from './constants.ts';

const m = MESSAGES.agency;

export const AGENCY = {
  /** The longest workspace name. */
  NAME_MAX: 100,
} as const;

export const ZWorkspaceCreateRequest = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(AGENCY.NAME_MAX, MESSAGES.guide.maxLength(AGENCY.NAME_MAX)),
});
export type TWorkspaceCreateRequest = z.input<typeof ZWorkspaceCreateRequest>;

/** The active member of the workspace acted in who is to become its owner. */
export const ZWorkspaceTransferRequest = z.object({ id_member: ZId });
export type TWorkspaceTransferRequest = z.infer<typeof ZWorkspaceTransferRequest>;

/** The pending hand-over: to whom, and when its e-mailed link stops working. */
export const ZWorkspaceTransfer = z.object({
  id_member: z.number(),
  email: z.string(),
  expires_at: z.string(),
});
export type TWorkspaceTransfer = z.infer<typeof ZWorkspaceTransfer>;

/** The e-mailed link's two parts, like a team invitation's: vc the code, vi the hand-over's id. */
export const ZWorkspaceTransferConfirmRequest = z.object({
  vc: ZLinkPart('vc'),
  vi: ZLinkPart('vi'),
});
export type TWorkspaceTransferConfirmRequest = z.infer<typeof ZWorkspaceTransferConfirmRequest>;

/** The workspace to delete: the one acted in (X-Workspace), named again so a stale header deletes nothing. */
export const ZWorkspaceDeleteRequest = z.object({ id_workspace: ZId });
export type TWorkspaceDeleteRequest = z.infer<typeof ZWorkspaceDeleteRequest>;

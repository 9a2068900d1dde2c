/**
 * Teams: every account has its own workspace and is its owner; guides and everything in
 * them, files, maps, invitations and tokens belong to a workspace. Other people join a workspace as
 * members with a role, optionally limited to chosen guides. A request acts in the workspace named
 * by the `X-Workspace` header, or in the caller's own.
 */
import { z } from 'zod';
import { ZEmail, ZLinkPart } from './auth.ts';
import { ZId } from './common.ts';
import { MESSAGES } from './constants.ts';
import { ZGuideTagList } from './guides.ts';

const m = MESSAGES.team;

// WORKSPACE_HEADER is in workspace-header.ts: zod-free, so the web app's first load (api-client)
// does not bring zod with it.

export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type TRole = (typeof ROLES)[number];
/** The roles a member can be given: one owner per workspace, never handed out. */
export const MEMBER_ROLES = ['admin', 'editor', 'viewer'] as const;

/**
 * What a member may do, as documented strings (`permissions` in the login answer and /users/me).
 * Each names what a call needs; a call without it answers 43 with PERMISSION_ACTIONS' words.
 */
export const PERMISSIONS = [
  'guides.read',
  'guides.create',
  'guides.write',
  'guides.delete',
  'categories.write',
  'topics.write',
  'files.write',
  'maps.write',
  'share.write',
  'invitations.write',
  'members.manage',
  'tokens.manage',
  'workspace.manage',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

/**
 * The words of "Your role (viewer) cannot …." for each permission: MESSAGES texts
 * (`team.actions.<permission>`), so MESSAGES.team.roleCannot(role, permission) reads whole in every language.
 */
export const PERMISSION_ACTIONS: Readonly<Record<TPermission, string>> = MESSAGES.team.actions;

const EDITOR: readonly TPermission[] = PERMISSIONS.filter(
  (p) => p !== 'guides.delete' && p !== 'members.manage' && p !== 'tokens.manage' && p !== 'workspace.manage',
);

/** Each role's permissions, in PERMISSIONS order. */
export const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  editor: EDITOR,
  viewer: ['guides.read'],
};

/**
 * A member's permissions: the role's, less `guides.create` when the member is limited to chosen
 * guides (a guide they create would be outside their own scope).
 */
export function permissionsOf(role: TRole, guides: readonly number[] | null): TPermission[] {
  return ROLE_PERMISSIONS[role].filter((p) => guides === null || p !== 'guides.create');
}

export const TEAM = {
  /** Members and pending invitations per workspace. */
  MAX_MEMBERS: 100,
  /** Guides a member can be limited to. */
  MAX_GUIDES_PER_MEMBER: 500,
} as const;

export const ZRole = z.enum(ROLES);
export const ZMemberRole = z.enum(MEMBER_ROLES, { error: m.roleInvalid });
export type TMemberRole = z.infer<typeof ZMemberRole>;

/** A workspace the caller belongs to, and their role there. */
export const ZWorkspace = z.object({ id_workspace: z.number(), name: z.string(), role: ZRole });
export type TWorkspace = z.infer<typeof ZWorkspace>;

export const ZMemberStatus = z.enum(['active', 'invited']);

export const ZMember = z.object({
  id_member: z.number(),
  email: z.string(),
  /** Empty until an invited person accepts. */
  name: z.string(),
  lastname: z.string(),
  role: ZRole,
  /** The guides the member is limited to; null: all guides of the workspace. */
  guides: z.array(z.number()).nullable(),
  /**
   * Tags that also limit the member: every guide carrying one of them (ignoring case), also guides
   * tagged later. With tags, `guides` null means no chosen guides besides the tagged ones; no tags and
   * `guides` null: every guide.
   */
  tags: z.array(z.string()),
  status: ZMemberStatus,
  date_created: z.string(),
  /** When the pending invitation's link stops working (null for active members). */
  expires_at: z.string().nullable().optional(),
});
export type TMember = z.infer<typeof ZMember>;

/** null (or absent): every guide of the workspace. */
const ZGuideScope = z
  .array(ZId, { error: m.guidesInvalid })
  .min(1, m.guidesEmpty)
  .max(TEAM.MAX_GUIDES_PER_MEMBER, m.guidesTooMany(TEAM.MAX_GUIDES_PER_MEMBER))
  .nullable()
  .default(null);

/** Tags a member is limited to (the guide tags' rules); absent on modify: unchanged; [] none. */
const ZScopeTags = ZGuideTagList.optional();

export const ZMemberInviteRequest = z.object({
  email: ZEmail,
  role: ZMemberRole,
  guides: ZGuideScope,
  tags: ZScopeTags,
});
export type TMemberInviteRequest = z.input<typeof ZMemberInviteRequest>;

export const ZMemberModifyRequest = z.object({
  id_member: ZId,
  role: ZMemberRole,
  guides: ZGuideScope,
  tags: ZScopeTags,
});
export type TMemberModifyRequest = z.input<typeof ZMemberModifyRequest>;

export const ZMemberIdRequest = z.object({ id_member: ZId });
export type TMemberIdRequest = z.infer<typeof ZMemberIdRequest>;

/** The e-mailed link's two parts, like the other e-mailed links: vc the code, vi the member's id. */
export const ZTeamInvitationQuery = z.object({
  vc: ZLinkPart('vc'),
  vi: ZLinkPart('vi'),
});
export type TTeamInvitationQuery = z.infer<typeof ZTeamInvitationQuery>;

/** What the invitation page shows before the person accepts. */
export const ZTeamInvitation = z.object({
  workspace: z.string(),
  invited_by: z.string(),
  email: z.string(),
  role: ZRole,
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

/**
 * /team/*: the workspace's members and invitations (list, invite, change role and guides,
 * remove, resend), and a team invitation's public page (read it, accept it). Every change
 * refreshes the list. /workspaces/*: handing the workspace over (and accepting it), deleting it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGuideTagCount,
  TMember,
  TMemberInviteRequest,
  TMemberModifyRequest,
  TTeamInvitation,
  TTeamInvitationQuery,
  TWorkspace,
  TWorkspaceTransfer,
  TWorkspaceTransferConfirmRequest,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const teamKey = ['team'] as const;
const listKey = [...teamKey, 'members'] as const;

export function listMembers(): Promise<TMember[]> {
  return call<TMember[]>('/team/members/list');
}

export function useMembers() {
  return useQuery({ queryKey: listKey, queryFn: listMembers });
}

function useTeamMutation<V>(send: (variables: V) => Promise<TMember | null>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: listKey }) });
}

export function useInviteMember() {
  return useTeamMutation((body: TMemberInviteRequest) =>
    call<TMember>('/team/members/invite', { method: 'POST', body }),
  );
}

export function useModifyMember() {
  return useTeamMutation((body: TMemberModifyRequest) =>
    call<TMember>('/team/members/modify', { method: 'PUT', body }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((id: number) =>
    call<null>('/team/members/delete', { method: 'DELETE', body: { id_member: id } }),
  );
}

export function useResendInvitation() {
  return useTeamMutation((id: number) =>
    call<TMember>('/team/members/resend', { method: 'POST', body: { id_member: id } }),
  );
}

/** GET /public/team_invitation: who invited whom to which workspace. Read once per link. */
export function useTeamInvitation(link: TTeamInvitationQuery | null) {
  return useQuery({
    queryKey: ['team-invitation', link?.vc, link?.vi],
    queryFn: () => call<TTeamInvitation>('/public/team_invitation', { query: link ?? undefined, workspace: null }),
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /team/invitations/accept: the workspace joined. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (link: TTeamInvitationQuery) =>
      call<TWorkspace>('/team/invitations/accept', { method: 'POST', body: link, workspace: null }),
  });
}

/** The workspace's guide tags, offered when a member is limited by tags. */
export function useGuideTagChoices() {
  return useQuery({
    queryKey: [...listKey, 'guide-tags'],
    queryFn: () => call<TGuideTagCount[]>('/guides/tags/list'),
  });
}

/** POST /workspaces/transfer: e-mails the member a link to become the owner. */
export function useTransferWorkspace() {
  return useMutation({
    mutationFn: (idMember: number) =>
      call<TWorkspaceTransfer>('/workspaces/transfer', { method: 'POST', body: { id_member: idMember } }),
  });
}

/** POST /workspaces/transfer/confirm: the signed-in account becomes the owner; the workspace. */
export function useConfirmTransfer() {
  return useMutation({
    mutationFn: (link: TWorkspaceTransferConfirmRequest) =>
      call<TWorkspace>('/workspaces/transfer/confirm', { method: 'POST', body: link, workspace: null }),
  });
}

/** POST /workspaces/delete: the workspace acted in, named again. */
export function useDeleteWorkspace() {
  return useMutation({
    mutationFn: (idWorkspace: number) =>
      call<null>('/workspaces/delete', { method: 'POST', body: { id_workspace: idWorkspace } }),
  });
}

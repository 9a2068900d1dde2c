/**
 * /invitations/*: list, select, create, revoke, delete, resend; the template and the
 * settings. Every change refreshes the list (statuses and opened flags come from the server).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInvitation,
  TInvitationCreateRequest,
  TInvitationSettings,
  TInvitationTemplate,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const invitationsKey = ['invitations'] as const;
const listKey = (idGuide?: number) => [...invitationsKey, 'list', idGuide ?? 'all'] as const;
const templateKey = [...invitationsKey, 'template'] as const;
const settingsKey = [...invitationsKey, 'settings'] as const;

export function listInvitations(idGuide?: number): Promise<TInvitation[]> {
  return call<TInvitation[]>('/invitations/list', { query: { id_guide: idGuide } });
}

export function useInvitations(idGuide?: number) {
  return useQuery({ queryKey: listKey(idGuide), queryFn: () => listInvitations(idGuide) });
}

function useRefreshingMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [...invitationsKey, 'list'] }),
  });
}

export function useCreateInvitation() {
  return useRefreshingMutation((body: TInvitationCreateRequest) =>
    call<TInvitation>('/invitations/create', { method: 'POST', body }),
  );
}

export function useDeleteInvitation() {
  return useRefreshingMutation((id: number) =>
    call<null>('/invitations/delete', { method: 'DELETE', body: { id_invitation: id, comment: '' } }),
  );
}

export function useRevokeInvitation() {
  return useRefreshingMutation((id: number) =>
    call<TInvitation>('/invitations/revoke', { method: 'PUT', body: { id_invitation: id } }),
  );
}

export function useResendInvitation() {
  return useRefreshingMutation((id: number) =>
    call<TInvitation>('/invitations/resend', { method: 'POST', body: { id_invitation: id } }),
  );
}

export function useInvitationTemplate() {
  return useQuery({ queryKey: templateKey, queryFn: () => call<TInvitationTemplate>('/invitations/template') });
}

export function useSaveInvitationTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvitationTemplate) =>
      call<TInvitationTemplate>('/invitations/template', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(templateKey, saved),
  });
}

export function useInvitationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => call<TInvitationSettings>('/invitations/settings') });
}

export function useSaveInvitationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvitationSettings) =>
      call<TInvitationSettings>('/invitations/settings', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}

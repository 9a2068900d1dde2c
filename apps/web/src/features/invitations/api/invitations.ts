/**
 * /invitations/*: list, select, create, modify, revoke, delete, resend; a stay's messages and Send
 * now; the template and the settings. Every change refreshes the list (statuses and opened flags
 * come from the server).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGuide,
  TInvitation,
  TInvitationCreateRequest,
  TInvitationListQuery,
  TInvitationModifyRequest,
  TInvitationSettings,
  TInvitationTemplate,
  TInvitationTemplateAnswer,
  TInvitationTemplateLanguages,
  TStayMessage,
  TStayMessageSendNowRequest,
} from '@guidebook/contract';
import { call, request } from '../../../lib/api-client.ts';

export const invitationsKey = ['invitations'] as const;
const pageKey = (query: TInvitationListQuery) => [...invitationsKey, 'list', 'page', query] as const;
const templateKey = [...invitationsKey, 'template'] as const;
const settingsKey = [...invitationsKey, 'settings'] as const;

export type StaysPage = { stays: TInvitation[]; total: number };

/** GET /invitations/list with paging: one page of the stays, in the list's order, and how many match. */
export async function listInvitationsPage(query: TInvitationListQuery): Promise<StaysPage> {
  const envelope = await request<TInvitation[]>('/invitations/list', { query });
  const stays = envelope.RES_RESULT ?? [];
  return { stays, total: envelope.RES_OTHERS.TOTAL ?? stays.length };
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useInvitationsPage(query: TInvitationListQuery) {
  return useQuery({
    queryKey: pageKey(query),
    queryFn: () => listInvitationsPage(query),
    placeholderData: keepPreviousData,
  });
}

function useRefreshingMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [...invitationsKey, 'list'] }),
  });
}

/**
 * The languages a stay in this guide may have: its default language first, then its further ones
 * (GET /guides/select; the same query key as the guides feature, so a cached guide is reused).
 */
export function useGuideLanguages(idGuide: number) {
  return useQuery({
    queryKey: ['guides', idGuide] as const,
    queryFn: () => call<TGuide>('/guides/select', { query: { id_guide: idGuide } }),
    enabled: Number.isInteger(idGuide) && idGuide > 0,
    select: (guide) => (guide.default_language ? [guide.default_language, ...(guide.languages ?? [])] : []),
  });
}

export function useCreateInvitation() {
  return useRefreshingMutation((body: TInvitationCreateRequest) =>
    call<TInvitation>('/invitations/create', { method: 'POST', body }),
  );
}

/** Changes a stay's fields (those given); answers the stay as saved. */
export function useModifyInvitation() {
  return useRefreshingMutation((body: TInvitationModifyRequest) =>
    call<TInvitation>('/invitations/modify', { method: 'PUT', body }),
  );
}

const messagesKey = (idInvitation: number) => [...invitationsKey, 'messages', idInvitation] as const;

/** A stay's timed messages: each rule's message with its due time, status and reason. */
export function useStayMessages(idInvitation: number) {
  return useQuery({
    queryKey: messagesKey(idInvitation),
    queryFn: () => call<TStayMessage[]>('/invitations/messages', { query: { id_invitation: idInvitation } }),
    // Messages are sent as time passes: each opening asks again.
    staleTime: 0,
  });
}

/** Sends a rule's message to the stay's guest now (again, when it was sent); its messages and the list refresh. */
export function useSendMessageNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStayMessageSendNowRequest) =>
      call<unknown>('/invitations/messages/send_now', { method: 'POST', body }),
    onSettled: (_answer, _error, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: messagesKey(Number(body.id_invitation)) }),
        client.invalidateQueries({ queryKey: [...invitationsKey, 'list'] }),
      ]),
  });
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

/** The template of a language (`en`: the default template, used for every language without its own). */
export function useInvitationTemplate(language = 'en') {
  return useQuery({
    queryKey: [...templateKey, language],
    queryFn: () => call<TInvitationTemplateAnswer>('/invitations/template', { query: { language } }),
  });
}

/** English and the languages of the workspace's guides, and which have a template of their own. */
export function useInvitationTemplateLanguages() {
  return useQuery({
    queryKey: [...templateKey, 'languages'],
    queryFn: () => call<TInvitationTemplateLanguages>('/invitations/template_languages'),
  });
}

export function useSaveInvitationTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvitationTemplate & { language: string }) =>
      call<TInvitationTemplateAnswer>('/invitations/template', { method: 'PUT', body }),
    onSuccess: (saved, body) => {
      client.setQueryData([...templateKey, body.language], saved);
      return client.invalidateQueries({ queryKey: [...templateKey, 'languages'] });
    },
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

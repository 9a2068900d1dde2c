/**
 * /requests/* and /request_types/*: the guests' requests (the inbox, its pending count for the
 * sidebar's badge, the host's answer) and what guests can ask for (the workspace's request types:
 * list, create, modify, delete), with the languages a type's texts are written in (English and
 * those of the workspace's guides, GET /invitations/template_languages).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInvitationTemplateLanguages,
  TRequest,
  TRequestAnswerRequest,
  TRequestStatus,
  TRequestType,
  TRequestTypeCreateRequest,
  TRequestTypeModifyRequest,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

const requestsKey = ['requests'] as const;
const typesKey = ['request-types'] as const;

/** The inbox, newest first; `status` null: every request. */
export function useRequests(status: TRequestStatus | null) {
  return useQuery({
    queryKey: [...requestsKey, 'list', status],
    queryFn: () => call<TRequest[]>(`/requests/list${status ? `?status=${status}` : ''}`),
  });
}

/** How many requests wait for an answer (the sidebar's badge), looked at again every minute. */
export function usePendingRequestCount(enabled: boolean) {
  const query = useQuery({
    queryKey: [...requestsKey, 'list', 'pending'],
    queryFn: () => call<TRequest[]>('/requests/list?status=pending'),
    enabled,
    refetchInterval: 60_000,
  });
  return query.data?.length ?? 0;
}

export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestAnswerRequest) => call<TRequest>('/requests/answer', { method: 'PUT', body }),
    // An approval moves the stay: the stays' lists and their messages change too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: requestsKey }),
        client.invalidateQueries({ queryKey: ['invitations'] }),
      ]),
  });
}

export function useRequestTypes() {
  return useQuery({ queryKey: typesKey, queryFn: () => call<TRequestType[]>('/request_types/list') });
}

export function useCreateRequestType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestTypeCreateRequest) =>
      call<TRequestType>('/request_types/create', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: typesKey }),
  });
}

export function useModifyRequestType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestTypeModifyRequest) =>
      call<TRequestType>('/request_types/modify', { method: 'PUT', body }),
    onSettled: () => client.invalidateQueries({ queryKey: typesKey }),
  });
}

/** Deleted, guests can no longer ask for it; requests already sent keep its name and can still be answered. */
export function useDeleteRequestType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call<null>('/request_types/delete', { method: 'DELETE', body: { id_request_type: id, comment: '' } }),
    onSettled: () => client.invalidateQueries({ queryKey: typesKey }),
  });
}

/** The languages a type's texts are written in: English first, then every language of the workspace's guides. */
export function useTypeLanguages(enabled: boolean) {
  return useQuery({
    queryKey: ['invitations', 'template', 'languages'] as const,
    queryFn: () => call<TInvitationTemplateLanguages>('/invitations/template_languages'),
    enabled,
    select: (answer) => answer.languages,
  });
}

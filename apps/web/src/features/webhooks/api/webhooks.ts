/**
 * /webhooks/*: list, create (the answer carries the signing secret, shown once), modify, delete,
 * test (a ping) and each hook's delivery attempts with Redeliver. Every change refreshes the list;
 * a test or a redelivery refreshes that hook's attempts. Signed-in owners and admins only: the
 * server refuses these calls to other roles and to API tokens.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWebhook,
  TWebhookAttempt,
  TWebhookCreated,
  TWebhookCreateRequest,
  TWebhookModifyRequest,
  TWebhookTestAnswer,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const webhooksKey = ['webhooks'] as const;
const listKey = [...webhooksKey, 'list'] as const;
const attemptsKey = (id: number) => [...webhooksKey, 'deliveries', id] as const;

export function useWebhooks(enabled = true) {
  return useQuery({ queryKey: listKey, queryFn: () => call<TWebhook[]>('/webhooks/list'), enabled });
}

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookCreateRequest) => call<TWebhookCreated>('/webhooks/create', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useModifyWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookModifyRequest) => call<TWebhook>('/webhooks/modify', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<null>('/webhooks/delete', { method: 'DELETE', body: { id_webhook: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * A hook's latest attempts, newest first. While one of them waits for a retry, or right after a
 * test or redelivery (`watch`), the list is read again every few seconds, so its outcome shows.
 */
export function useWebhookAttempts(id: number, watch: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: attemptsKey(id),
    queryFn: async () => {
      const attempts = await call<TWebhookAttempt[]>('/webhooks/deliveries', { query: { id_webhook: id } });
      // A new attempt may change the hook's failures in a row (or switch it off): the list shows it.
      if (watch) void client.invalidateQueries({ queryKey: listKey });
      return attempts;
    },
    refetchInterval: watch ? 2000 : false,
  });
}

export function useTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call<TWebhookTestAnswer>('/webhooks/test', { method: 'POST', body: { id_webhook: id } }),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: attemptsKey(id) }),
  });
}

export function useRedeliver(idWebhook: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idDelivery: number) =>
      call<null>('/webhooks/redeliver', { method: 'POST', body: { id_delivery: idDelivery } }),
    onSuccess: () => client.invalidateQueries({ queryKey: attemptsKey(idWebhook) }),
  });
}

/** POST /public/register: creates an unverified account; the server e-mails the link. */
import { useMutation } from '@tanstack/react-query';
import type { TEnvelope, TRegisterRequest } from '@guidebook/contract';
import { request } from '../../../lib/api-client.ts';

export function register(body: TRegisterRequest): Promise<TEnvelope<unknown>> {
  return request<unknown>('/public/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

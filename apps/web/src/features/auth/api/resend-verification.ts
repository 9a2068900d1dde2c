/** POST /public/register_resend: sends a new verification link (always 00). */
import { useMutation } from '@tanstack/react-query';
import type { TEmailOnlyRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export function resendVerification(body: TEmailOnlyRequest): Promise<null> {
  return call<null>('/public/register_resend', { method: 'POST', body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

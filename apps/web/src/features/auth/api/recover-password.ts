/** POST /public/password_recover: e-mails a password reset link (always 00). */
import { useMutation } from '@tanstack/react-query';
import type { TEmailOnlyRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export function recoverPassword(body: TEmailOnlyRequest): Promise<null> {
  return call<null>('/public/password_recover', { method: 'POST', body });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}

/** POST /public/password_reset: sets a new password from an e-mailed link (vc, vi). */
import { useMutation } from '@tanstack/react-query';
import type { TPasswordResetRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export function resetPassword(body: TPasswordResetRequest): Promise<null> {
  return call<null>('/public/password_reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** PUT /users/password {current_password, password, password_confirm}. */
import { useMutation } from '@tanstack/react-query';
import type { TPasswordChangeRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export function changePassword(body: TPasswordChangeRequest): Promise<unknown> {
  return call<unknown>('/users/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

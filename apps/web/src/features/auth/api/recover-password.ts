/** POST /public/password_recover: e-mails a password reset link (always 00). */
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function recoverPassword(email: string): Promise<null> {
  return call<null>('/public/password_recover', { method: 'POST', body: { email } });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}

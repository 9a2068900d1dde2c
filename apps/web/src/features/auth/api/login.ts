/** POST /public/login: signs in and stores the session (token, user, permissions). */
import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResult } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';

export function login(body: TLoginRequest): Promise<TLoginResult> {
  return call<TLoginResult>('/public/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => saveSession(result),
  });
}

/**
 * POST /public/login: signs in and stores the session (token, user, permissions), acting in the
 * user's own workspace. When the sign-in was asked for on the way somewhere (?next=, or a
 * remembered path: a team invitation), the address becomes that path first, so the signed-in
 * router opens there instead of the dashboard.
 */
import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResult } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { takeReturnPath } from '../../../lib/return-path.ts';
import { saveSession, saveWorkspaceId } from '../../../lib/session.ts';

export function login(body: TLoginRequest): Promise<TLoginResult> {
  return call<TLoginResult>('/public/login', { method: 'POST', body, workspace: null });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      const back = takeReturnPath(window.location.search);
      if (back) window.history.replaceState(null, '', back);
      saveWorkspaceId(null);
      saveSession(result);
    },
  });
}

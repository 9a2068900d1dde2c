/**
 * PUT /users/modify {name, lastname, language?}: renames the host or changes their language, and
 * updates the stored session user (the app then shows the language the answer names; an answer
 * without one keeps the language asked for).
 */
import { useMutation } from '@tanstack/react-query';
import type { TProfileUpdateRequest, TUser } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';

export function modifyProfile(body: TProfileUpdateRequest): Promise<TUser> {
  return call<TUser>('/users/modify', { method: 'PUT', body });
}

export function useModifyProfile() {
  return useMutation({
    mutationFn: modifyProfile,
    onSuccess: (user, body) => updateSessionUser({ ...user, language: user.language ?? body.language ?? 'en' }),
  });
}

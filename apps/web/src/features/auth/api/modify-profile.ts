/** PUT /users/modify {name, lastname}: renames the host and updates the stored session user. */
import { useMutation } from '@tanstack/react-query';
import type { TProfileUpdateRequest, TUser } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';

export function modifyProfile(body: TProfileUpdateRequest): Promise<TUser> {
  return call<TUser>('/users/modify', { method: 'PUT', body });
}

export function useModifyProfile() {
  return useMutation({ mutationFn: modifyProfile, onSuccess: (user) => updateSessionUser(user) });
}

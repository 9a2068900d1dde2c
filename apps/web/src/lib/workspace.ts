/**
 * Workspaces: the ones the user belongs to (the top bar's switcher), the user as seen in
 * the workspace acted in (/users/me: role and permissions), switching between them, and creating
 * a further one (an agency's, for a client).
 */
import { useQuery } from '@tanstack/react-query';
import type { TUser, TWorkspace, TWorkspaceCreateRequest } from '@guidebook/contract';
import { call } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { saveWorkspaceId, updateSessionUser } from './session.ts';

export const workspacesKey = ['workspaces'] as const;

export function listWorkspaces(): Promise<TWorkspace[]> {
  return call<TWorkspace[]>('/users/workspaces');
}

/** The user's workspaces, their own first. */
export function useWorkspaces() {
  return useQuery({ queryKey: workspacesKey, queryFn: listWorkspaces, staleTime: 60_000 });
}

/** The user's own (personal) workspace in the list: the server lists it first; a client workspace they own comes later. */
export function ownWorkspaceOf(workspaces: readonly TWorkspace[]): TWorkspace | undefined {
  return workspaces.find((w) => w.role === 'owner') ?? workspaces[0];
}

/**
 * What to store for acting in `id`: null for the own workspace (calls then go without the
 * header, like an account that is in no team), else the id.
 */
export function storedWorkspaceFor(id: number, workspaces: readonly TWorkspace[]): number | null {
  return ownWorkspaceOf(workspaces)?.id_workspace === id ? null : id;
}

/** Refreshes the stored role and permissions from /users/me for the workspace acted in. */
export async function refreshUser(): Promise<TUser> {
  const user = await call<TUser>('/users/me');
  updateSessionUser(user);
  return user;
}

/**
 * Acts in workspace `stored` (null: the own one) from now on. The user there is asked for first,
 * so nothing changes when the workspace refuses (the call throws); then `beforeSwitch` runs (the
 * top bar leaves for the dashboard), every cached answer of the previous workspace is dropped,
 * and the choice, role and permissions are stored (the signed-in frame then starts afresh).
 */
export async function switchWorkspace(stored: number | null, beforeSwitch?: () => void): Promise<TUser> {
  const user = await call<TUser>('/users/me', { workspace: stored });
  beforeSwitch?.();
  queryClient.clear();
  saveWorkspaceId(stored);
  updateSessionUser(user);
  return user;
}

/** POST /workspaces/create: a further workspace the user owns. */
export function createWorkspace(body: TWorkspaceCreateRequest): Promise<TWorkspace> {
  return call<TWorkspace>('/workspaces/create', { method: 'POST', body, workspace: null });
}

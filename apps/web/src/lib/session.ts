/**
 * The signed-in session: userData, yourName, yourRole in
 * localStorage and userPermissions in sessionStorage. userData present = signed in.
 * yourWorkspace (localStorage) is the workspace the user chose to act in: absent means
 * their own, and every call then goes without the X-Workspace header.
 */
import type { TLoginResult } from '@guidebook/contract';

export const SESSION_KEYS = {
  userData: 'userData',
  yourName: 'yourName',
  yourRole: 'yourRole',
  userPermissions: 'userPermissions',
  /** The id of the workspace chosen in the top bar; absent: the user's own workspace. */
  yourWorkspace: 'yourWorkspace',
} as const;

export type SessionData = TLoginResult;

const listeners = new Set<() => void>();

export function readSession(): SessionData | null {
  const raw = localStorage.getItem(SESSION_KEYS.userData);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as SessionData;
    return typeof data?.token === 'string' ? data : null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return readSession()?.token ?? null;
}

export function saveSession(data: SessionData): void {
  localStorage.setItem(SESSION_KEYS.userData, JSON.stringify(data));
  localStorage.setItem(SESSION_KEYS.yourName, `${data.user.name} ${data.user.lastname}`.trim());
  localStorage.setItem(SESSION_KEYS.yourRole, data.user.role);
  sessionStorage.setItem(SESSION_KEYS.userPermissions, JSON.stringify(data.permissions));
  notify();
}

/**
 * Updates the stored user (a profile change, or /users/me for the workspace acted in), keeping the
 * token; the role and permissions stored beside it follow the user's.
 */
export function updateSessionUser(user: SessionData['user']): void {
  const current = readSession();
  if (current)
    saveSession({
      ...current,
      user,
      permissions: Array.isArray(user.permissions) ? user.permissions : current.permissions,
    });
}

/** The workspace chosen to act in, or null for the user's own. */
export function readWorkspaceId(): number | null {
  const raw = localStorage.getItem(SESSION_KEYS.yourWorkspace);
  if (raw === null || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Acts in workspace `id` from now on; null: in the user's own (the key is removed). */
export function saveWorkspaceId(id: number | null): void {
  if (id === null) localStorage.removeItem(SESSION_KEYS.yourWorkspace);
  else localStorage.setItem(SESSION_KEYS.yourWorkspace, String(id));
  notify();
}

const lostListeners = new Set<() => void>();

/**
 * The chosen workspace answered that the user is no longer a member: whoever listens (the
 * signed-in layout) forgets that workspace's data first, then the user is back in their own.
 */
export function dropWorkspace(): void {
  for (const l of lostListeners) l();
  saveWorkspaceId(null);
}

export function onWorkspaceLost(listener: () => void): () => void {
  lostListeners.add(listener);
  return () => lostListeners.delete(listener);
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEYS.userData);
  localStorage.removeItem(SESSION_KEYS.yourName);
  localStorage.removeItem(SESSION_KEYS.yourRole);
  sessionStorage.removeItem(SESSION_KEYS.userPermissions);
  localStorage.removeItem(SESSION_KEYS.yourWorkspace);
  notify();
}

/** For useSyncExternalStore: re-render when the session changes (here or in another tab). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SESSION_KEYS.userData || e.key === SESSION_KEYS.yourWorkspace) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const l of listeners) l();
}

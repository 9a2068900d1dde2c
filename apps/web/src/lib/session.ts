/**
 * The signed-in session as the spec stores it: userData, yourName, yourRole in
 * localStorage and userPermissions in sessionStorage. userData present = signed in.
 */
import type { TLoginResult } from '@guidebook/contract';

export const SESSION_KEYS = {
  userData: 'userData',
  yourName: 'yourName',
  yourRole: 'yourRole',
  userPermissions: 'userPermissions',
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

/** Updates the stored user after a profile change, keeping the token. */
export function updateSessionUser(user: SessionData['user']): void {
  const current = readSession();
  if (current) saveSession({ ...current, user });
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEYS.userData);
  localStorage.removeItem(SESSION_KEYS.yourName);
  localStorage.removeItem(SESSION_KEYS.yourRole);
  sessionStorage.removeItem(SESSION_KEYS.userPermissions);
  notify();
}

/** For useSyncExternalStore: re-render when the session changes (here or in another tab). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SESSION_KEYS.userData) listener();
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

/** React view of the stored session: re-renders when it changes (login, logout, any 401). */
import { useSyncExternalStore } from 'react';
import { readSession, readWorkspaceId, subscribeSession, SESSION_KEYS, type SessionData } from './session.ts';

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let lastRaw: string | null = null;
let lastValue: SessionData | null = null;

function snapshot(): SessionData | null {
  const raw = localStorage.getItem(SESSION_KEYS.userData);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = readSession();
  }
  return lastValue;
}

export function useSession(): SessionData | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}

/** The welcome name as stored under yourName. */
export function useYourName(): string {
  const session = useSession();
  return session ? `${session.user.name} ${session.user.lastname}`.trim() : '';
}

/** The workspace chosen to act in (null: the own one); re-renders when it changes. */
export function useWorkspaceId(): number | null {
  return useSyncExternalStore(subscribeSession, readWorkspaceId, () => null);
}

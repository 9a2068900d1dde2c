import { beforeEach, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@guidebook/contract';
import {
  clearSession,
  dropWorkspace,
  onWorkspaceLost,
  readSession,
  readWorkspaceId,
  saveSession,
  saveWorkspaceId,
  SESSION_KEYS,
  updateSessionUser,
} from './session.ts';
import { installMemoryStorage } from './test-storage.ts';

const login: TLoginResult = {
  token: 't'.repeat(64),
  expires_at: '2030-01-01T00:00:00.000Z',
  user: {
    id_user: 7,
    email: 'ana@example.com',
    name: 'Ana',
    lastname: 'Host',
    role: 'owner',
    permissions: ['guides.read', 'guides.create', 'members.manage'],
    workspace: { id_workspace: 7, name: 'Ana Host' },
    language: 'en',
  },
  permissions: ['guides.read', 'guides.create', 'members.manage'],
};

describe('the chosen workspace', () => {
  beforeEach(installMemoryStorage);

  it('is the own workspace until one is chosen, and stored under yourWorkspace', () => {
    expect(readWorkspaceId()).toBeNull();
    saveWorkspaceId(12);
    expect(localStorage.getItem(SESSION_KEYS.yourWorkspace)).toBe('12');
    expect(readWorkspaceId()).toBe(12);
    saveWorkspaceId(null);
    expect(localStorage.getItem(SESSION_KEYS.yourWorkspace)).toBeNull();
    expect(readWorkspaceId()).toBeNull();
  });

  it('ignores a stored value that is not a workspace id', () => {
    for (const bad of ['', '0', '-3', '1.5', 'abc', '12 ', '99999999999']) {
      localStorage.setItem(SESSION_KEYS.yourWorkspace, bad);
      expect(readWorkspaceId(), bad).toBeNull();
    }
  });

  it('is forgotten on sign-out, with the rest of the session', () => {
    saveSession(login);
    saveWorkspaceId(12);
    clearSession();
    expect(readSession()).toBeNull();
    expect(readWorkspaceId()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.userPermissions)).toBeNull();
  });

  it('is dropped when the user was removed from it, after the listeners forgot its data', () => {
    saveWorkspaceId(12);
    const seen: Array<number | null> = [];
    const stop = onWorkspaceLost(() => seen.push(readWorkspaceId()));
    dropWorkspace();
    expect(seen).toEqual([12]);
    expect(readWorkspaceId()).toBeNull();
    stop();
    saveWorkspaceId(13);
    dropWorkspace();
    expect(seen).toEqual([12]);
  });
});

describe('the user of the workspace acted in', () => {
  beforeEach(installMemoryStorage);

  it('stores the role and permissions of /users/me as yourRole and userPermissions', () => {
    saveSession(login);
    updateSessionUser({
      ...login.user,
      role: 'viewer',
      permissions: ['guides.read'],
      workspace: { id_workspace: 12, name: 'Beach Lets' },
    });
    const session = readSession();
    expect(session?.token).toBe(login.token);
    expect(session?.user.role).toBe('viewer');
    expect(session?.permissions).toEqual(['guides.read']);
    expect(localStorage.getItem(SESSION_KEYS.yourRole)).toBe('viewer');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.userPermissions) ?? 'null')).toEqual(['guides.read']);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  loginPathFor,
  rememberReturnPath,
  RETURN_PATH_KEY,
  RETURN_PATH_TTL_MS,
  safePath,
  takeReturnPath,
} from './return-path.ts';
import { installMemoryStorage } from './test-storage.ts';

const INVITATION = '/public/team_invitation?vc=abc&vi=12';

describe('coming back after signing in', () => {
  beforeEach(installMemoryStorage);

  it('follows only paths of this app', () => {
    expect(safePath(INVITATION)).toBe(INVITATION);
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'main-panel',
      '/a\nb',
    ]) {
      expect(safePath(bad), String(bad)).toBeNull();
    }
  });

  it('carries the path in the login address', () => {
    const login = loginPathFor('/login', INVITATION);
    expect(login).toBe('/login?next=%2Fpublic%2Fteam_invitation%3Fvc%3Dabc%26vi%3D12');
    expect(takeReturnPath(login.slice('/login'.length))).toBe(INVITATION);
  });

  it('remembers the path for a sign-up, once, for a day', () => {
    const now = 1_000_000_000_000;
    rememberReturnPath(INVITATION, now);
    expect(takeReturnPath('', now + 60_000)).toBe(INVITATION);
    expect(takeReturnPath('', now + 60_000)).toBeNull();

    rememberReturnPath(INVITATION, now);
    expect(takeReturnPath('', now + RETURN_PATH_TTL_MS + 1)).toBeNull();
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('prefers the address, and never remembers or follows another site', () => {
    rememberReturnPath('https://evil.example/');
    expect(localStorage.getItem(RETURN_PATH_KEY)).toBeNull();
    rememberReturnPath('/media-library');
    expect(takeReturnPath(`?next=${encodeURIComponent(INVITATION)}`)).toBe(INVITATION);
    expect(takeReturnPath('?next=%2F%2Fevil.example')).toBeNull();
    localStorage.setItem(RETURN_PATH_KEY, 'not json');
    expect(takeReturnPath('')).toBeNull();
  });
});

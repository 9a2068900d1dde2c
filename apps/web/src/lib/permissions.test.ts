import { describe, expect, it } from 'vitest';
import { permissionsOf as rolePermissions, type TLoginResult } from '@guidebook/contract';
import { hasPermission, permissionsOf } from './permissions.ts';

function sessionWith(permissions: string[] | undefined): TLoginResult {
  return {
    token: 'x',
    expires_at: '2030-01-01T00:00:00.000Z',
    user: {
      id_user: 1,
      email: 'a@example.com',
      name: 'A',
      lastname: 'B',
      role: 'editor',
      workspace: { id_workspace: 1, name: 'W' },
      // A session stored before roles existed has no list on its user.
      ...(permissions ? { permissions } : {}),
    } as TLoginResult['user'],
    permissions: [],
  };
}

describe('permissions of the workspace acted in', () => {
  it('grants what the list names, and nothing else', () => {
    const viewer = sessionWith(rolePermissions('viewer', null));
    expect(hasPermission(viewer, 'guides.read')).toBe(true);
    expect(hasPermission(viewer, 'topics.write')).toBe(false);
    expect(hasPermission(viewer, 'guides.create')).toBe(false);

    const editor = sessionWith(rolePermissions('editor', null));
    expect(hasPermission(editor, 'topics.write')).toBe(true);
    expect(hasPermission(editor, 'guides.delete')).toBe(false);
    expect(hasPermission(editor, 'members.manage')).toBe(false);
    expect(hasPermission(editor, 'tokens.manage')).toBe(false);

    // Limited to chosen guides: no guide can be created.
    const scoped = sessionWith(rolePermissions('editor', [4]));
    expect(hasPermission(scoped, 'guides.create')).toBe(false);
    expect(hasPermission(scoped, 'guides.write')).toBe(true);

    const owner = sessionWith(rolePermissions('owner', null));
    expect(hasPermission(owner, 'members.manage')).toBe(true);
    expect(hasPermission(owner, 'guides.delete')).toBe(true);
  });

  it('hides nothing for a session stored before roles (the server still decides)', () => {
    const old = sessionWith(undefined);
    expect(permissionsOf(old)).toBeNull();
    expect(hasPermission(old, 'guides.delete')).toBe(true);
  });

  it('grants nothing signed out', () => {
    expect(hasPermission(null, 'guides.read')).toBe(false);
  });
});

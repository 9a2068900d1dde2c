import { describe, expect, it } from 'vitest';
import { activeKeyOf, SIDEBAR_MENU } from './sidebar-menu.ts';

describe('sidebar menu (spec section 2)', () => {
  it('lists the entries in the spec order with their routes', () => {
    expect(SIDEBAR_MENU.map((e) => e.label)).toEqual([
      'Dashboard',
      'Digital Guides',
      'Media library',
      'Invites',
      'Help Center',
      'My Account',
      'Logout',
    ]);
    const links = Object.fromEntries(SIDEBAR_MENU.flatMap((e) => (e.kind === 'link' ? [[e.label, e.to]] : [])));
    expect(links).toEqual({
      Dashboard: '/main-panel',
      'Digital Guides': '/digital-guides',
      'Media library': '/media-library',
      'Help Center': '/help-center',
      Logout: '/logout',
    });
  });

  it('has the Invites and My Account groups with their children', () => {
    const groups = Object.fromEntries(
      SIDEBAR_MENU.flatMap((e) => (e.kind === 'group' ? [[e.label, e.children.map((c) => [c.label, c.to])]] : [])),
    );
    expect(groups.Invites).toEqual([
      ['Invite Home', '/invites-home'],
      ['Template', '/template'],
      ['Settings', '/setting'],
    ]);
    expect(groups['My Account']).toEqual(
      [
        'Guide Branding',
        'Api Access',
        'Grand User Access',
        'White Label (Reseller)',
        'My Suscription',
        'Payment Method',
        'Add Guide',
      ].map((label) => [label, '/']),
    );
  });

  it('highlights the entry of the current path, starting on Dashboard', () => {
    expect(activeKeyOf('/main-panel')).toBe('dashboard');
    expect(activeKeyOf('/')).toBe('dashboard');
    expect(activeKeyOf('/digital-guides/12/edit')).toBe('guides');
    expect(activeKeyOf('/media-library')).toBe('media');
    expect(activeKeyOf('/setting')).toBe('setting');
    expect(activeKeyOf('/profiles')).toBe('dashboard');
  });
});

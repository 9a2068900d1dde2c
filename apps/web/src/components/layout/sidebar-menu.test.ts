import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES, type SignedInPageId } from '../../lib/route-table.ts';
import { activeKeyOf, SIDEBAR_MENU } from './sidebar-menu.ts';

/** The entry each signed-in screen highlights: a Record, so a new screen without its row does not compile. */
const HIGHLIGHT: Record<SignedInPageId, string> = {
  'main-panel': 'dashboard',
  'digital-guides': 'guides',
  'guide-edit': 'guides',
  'shared-topics': 'shared-topics',
  'media-library': 'media',
  'invites-home': 'invites-home',
  template: 'template',
  messages: 'messages',
  requests: 'requests',
  setting: 'setting',
  'help-center': 'help',
  'guidebook-map': 'guides',
  profiles: 'account',
  'guide-branding': 'branding',
  'white-label': 'white-label',
  'api-access': 'api-access',
  webhooks: 'webhooks',
  team: 'grand-user-access',
  logout: 'logout',
};

/** Every key the sidebar can highlight: its links, groups and the groups' children. */
const MENU_KEYS = SIDEBAR_MENU.flatMap((e) =>
  e.kind === 'group' ? [e.key, ...e.children.map((c) => c.key)] : [e.key],
);

describe('sidebar menu', () => {
  it('lists the entries in their order with their routes', () => {
    expect(SIDEBAR_MENU.map((e) => e.label)).toEqual([
      'Dashboard',
      'Digital Guides',
      'Shared topics',
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
      'Shared topics': '/shared-topics',
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
      ['Messages', '/messages'],
      ['Requests', '/requests'],
      ['Settings', '/setting'],
    ]);
    // Guide Branding, Api Access, Webhooks, Grand User Access, White Label (Reseller) and Add Guide have their screens; the entries without one point to the root route.
    expect(groups['My Account']).toEqual([
      ['Guide Branding', '/guide-branding'],
      ['Api Access', '/api-access'],
      ['Webhooks', '/webhooks'],
      ['Grand User Access', '/team'],
      ['White Label (Reseller)', '/white-label'],
      ['My Suscription', '/'],
      ['Payment Method', '/'],
      ['Add Guide', '/digital-guides?view=create'],
    ]);
  });

  it.each(SIGNED_IN_PAGES.map((p) => [p.id, p.path.replace(':id', '12')] as const))(
    'highlights the right entry on %s (%s)',
    (id, path) => {
      expect(MENU_KEYS).toContain(HIGHLIGHT[id]);
      expect(activeKeyOf(path)).toBe(HIGHLIGHT[id]);
    },
  );

  it('has a highlight row for every signed-in screen and no other', () => {
    expect(Object.keys(HIGHLIGHT).sort()).toEqual(SIGNED_IN_PAGES.map((p) => p.id).sort());
  });

  it('highlights the entry of the current path, starting on Dashboard', () => {
    expect(activeKeyOf('/main-panel')).toBe('dashboard');
    expect(activeKeyOf('/')).toBe('dashboard');
    expect(activeKeyOf('/digital-guides/12/edit')).toBe('guides');
    expect(activeKeyOf('/media-library')).toBe('media');
    expect(activeKeyOf('/setting')).toBe('setting');
    expect(activeKeyOf('/profiles')).toBe('account');
    expect(activeKeyOf('/api-access')).toBe('api-access');
    expect(activeKeyOf('/dashboard/guidebook-map')).toBe('guides');
    expect(activeKeyOf('/digital-guides-view')).toBe('dashboard');
  });
});

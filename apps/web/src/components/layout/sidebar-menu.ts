/**
 * The sidebar entries, in order: Dashboard, Digital Guides, Shared topics, Media library, Invites, Help Center,
 * My Account, Logout. The My Account entries without a screen of their own point to the root
 * route; Api Access, Webhooks and Grand User Access open theirs.
 */
import {
  IconBook,
  IconHelpCircle,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconPhoto,
  IconStack2,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { ROUTES } from '../../lib/paths.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

/** `badge`: a count shown beside the entry (and its group), given by the layout (AdminSidebar's `badges`). */
export type MenuLeaf = { key: string; label: string; to: string; badge?: MenuBadge };
/** The counts the sidebar can show: the requests waiting for an answer. */
export type MenuBadge = 'pendingRequests';
/** `also`: other screens that belong to the entry (highlighted with it), by path prefix. */
export type MenuEntry =
  | (MenuLeaf & { icon: Icon; kind: 'link'; danger?: boolean; also?: string[] })
  | { key: string; label: string; icon: Icon; kind: 'group'; children: MenuLeaf[]; also?: string[] };

export const SIDEBAR_MENU: MenuEntry[] = [
  {
    kind: 'link',
    key: 'dashboard',
    get label() {
      return t('layout.dashboard');
    },
    to: ROUTES.mainPanel,
    icon: IconLayoutDashboard,
  },
  {
    kind: 'link',
    key: 'guides',
    get label() {
      return t('layout.digitalGuides');
    },
    to: ROUTES.guides,
    icon: IconBook,
    // A guide's map is edited on its own screen, opened from the guide's Map tab.
    also: [ROUTES.guidebookMapPage],
  },
  {
    kind: 'link',
    key: 'shared-topics',
    get label() {
      return t('sharedUi.menu');
    },
    to: ROUTES.sharedTopics,
    icon: IconStack2,
  },
  {
    kind: 'link',
    key: 'media',
    get label() {
      return t('layout.mediaLibrary');
    },
    to: ROUTES.mediaLibrary,
    icon: IconPhoto,
  },
  {
    kind: 'group',
    key: 'invites',
    get label() {
      return t('layout.invites');
    },
    icon: IconMail,
    children: [
      {
        key: 'invites-home',
        get label() {
          return t('layout.inviteHome');
        },
        to: ROUTES.invitesHome,
      },
      {
        key: 'template',
        get label() {
          return t('layout.template');
        },
        to: ROUTES.template,
      },
      {
        key: 'messages',
        get label() {
          return t('messages.menu');
        },
        to: ROUTES.messages,
      },
      {
        key: 'requests',
        get label() {
          return t('requests.menu');
        },
        to: ROUTES.requests,
        badge: 'pendingRequests',
      },
      {
        key: 'setting',
        get label() {
          return t('layout.settings');
        },
        to: ROUTES.setting,
      },
    ],
  },
  {
    kind: 'link',
    key: 'help',
    get label() {
      return t('layout.helpCenter');
    },
    to: ROUTES.helpCenter,
    icon: IconHelpCircle,
  },
  {
    kind: 'group',
    key: 'account',
    get label() {
      return t('layout.myAccount');
    },
    icon: IconUserCircle,
    // The profile (from the top bar's user menu) is the account's own screen.
    also: [ROUTES.profiles],
    children: [
      {
        key: 'branding',
        get label() {
          return t('layout.guideBranding');
        },
        to: ROUTES.workspaceBranding,
      },
      {
        key: 'api-access',
        get label() {
          return t('layout.apiAccess');
        },
        to: ROUTES.apiAccess,
      },
      {
        key: 'webhooks',
        get label() {
          return t('webhooksUi.menu');
        },
        to: ROUTES.webhooks,
      },
      {
        key: 'grand-user-access',
        get label() {
          return t('layout.grandUserAccess');
        },
        to: ROUTES.team,
      },
      {
        key: 'white-label',
        get label() {
          return t('layout.whiteLabelReseller');
        },
        to: ROUTES.whiteLabel,
      },
      {
        key: 'subscription',
        get label() {
          return t('layout.mySuscription');
        },
        to: '/',
      },
      {
        key: 'payment-method',
        get label() {
          return t('layout.paymentMethod');
        },
        to: '/',
      },
      {
        key: 'add-guide',
        get label() {
          return t('layout.addGuide');
        },
        // The guides screen with its Create Guide form open (as the dashboard's Add Guide).
        to: `${ROUTES.guides}?view=create`,
      },
    ],
  },
  {
    kind: 'link',
    key: 'logout',
    get label() {
      return t('layout.logout');
    },
    to: ROUTES.logout,
    icon: IconLogout,
    danger: true,
  },
];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * Which entry a path belongs to: a link, a group's child, or a group itself (a screen of the
 * group without an entry of its own). The dashboard is the starting (and fallback) key.
 */
export function activeKeyOf(pathname: string): string {
  for (const entry of SIDEBAR_MENU) {
    if (entry.kind === 'link' && entry.to !== '/' && under(pathname, entry.to)) return entry.key;
    if (entry.kind === 'group') {
      const child = entry.children.find((c) => c.to !== '/' && pathname === c.to);
      if (child) return child.key;
    }
    if (entry.also?.some((path) => under(pathname, path))) return entry.key;
  }
  return 'dashboard';
}

/**
 * Every screen of the app as data: its id (also its lazily loaded chunk's id, part of the
 * user-visible 'Loading chunk {id} failed') and its path. app/router.tsx builds the two route
 * trees from these lists, and tests read them, so a new screen without a test case fails:
 * the sidebar's highlight (components/layout/sidebar-menu.test.ts) and the browser checks of
 * every signed-in screen (e2e/screens.spec.ts).
 */
import { ROUTES } from './paths.ts';

export type Page = { id: string; path: string };

/** Open to anyone, signed in or not. */
export const SHARED_PAGES = [
  { id: 'guest-view', path: ROUTES.guestView },
  // A team invitation is read signed out (then Log in / Sign up) and accepted signed in.
  { id: 'team-invitation', path: ROUTES.teamInvitation },
  // A workspace handed over: the new owner accepts it signed in (Log in first, then back here).
  { id: 'workspace-transfer', path: ROUTES.workspaceTransfer },
] as const satisfies readonly Page[];

export const SIGNED_OUT_PAGES = [
  { id: 'login', path: ROUTES.login },
  { id: 'signup', path: ROUTES.signup },
  { id: 'password-reset', path: ROUTES.passwordReset },
  { id: 'password-recover-success', path: ROUTES.passwordRecoverSuccess },
  { id: 'password-recover', path: ROUTES.passwordRecover },
  { id: 'confirmation', path: ROUTES.confirmation },
  { id: 'register-confirm', path: ROUTES.registerConfirm },
  { id: 'success-registered', path: ROUTES.successRegistered },
] as const satisfies readonly Page[];

/** The screens inside the signed-in frame (sidebar and top bar). */
export const SIGNED_IN_PAGES = [
  { id: 'main-panel', path: ROUTES.mainPanel },
  { id: 'digital-guides', path: ROUTES.guides },
  { id: 'guide-edit', path: ROUTES.guideEdit(':id') },
  { id: 'shared-topics', path: ROUTES.sharedTopics },
  { id: 'media-library', path: ROUTES.mediaLibrary },
  { id: 'invites-home', path: ROUTES.invitesHome },
  { id: 'template', path: ROUTES.template },
  { id: 'messages', path: ROUTES.messages },
  { id: 'requests', path: ROUTES.requests },
  { id: 'setting', path: ROUTES.setting },
  { id: 'help-center', path: ROUTES.helpCenter },
  { id: 'guidebook-map', path: ROUTES.guidebookMapPage },
  { id: 'profiles', path: ROUTES.profiles },
  { id: 'guide-branding', path: ROUTES.workspaceBranding },
  { id: 'api-access', path: ROUTES.apiAccess },
  { id: 'webhooks', path: ROUTES.webhooks },
  { id: 'team', path: ROUTES.team },
  { id: 'white-label', path: ROUTES.whiteLabel },
  { id: 'logout', path: ROUTES.logout },
] as const satisfies readonly Page[];

export type SharedPageId = (typeof SHARED_PAGES)[number]['id'];
export type SignedOutPageId = (typeof SIGNED_OUT_PAGES)[number]['id'];
export type SignedInPageId = (typeof SIGNED_IN_PAGES)[number]['id'];

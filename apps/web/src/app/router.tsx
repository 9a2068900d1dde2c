/**
 * Every route of the app. Two route trees: logged-out and logged-in,
 * chosen by userData in localStorage, so a 401 anywhere (which clears the session)
 * swaps to the logged-out tree at once. Every screen is a lazily loaded chunk; the screens
 * and their paths are listed in lib/route-table.ts, which the tests read too.
 */
import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.ts';
import { ROUTES } from '../lib/paths.ts';
import {
  SHARED_PAGES,
  SIGNED_IN_PAGES,
  SIGNED_OUT_PAGES,
  type SharedPageId,
  type SignedInPageId,
  type SignedOutPageId,
} from '../lib/route-table.ts';
import { useSession } from '../lib/use-session.ts';
import { loadAdminTexts, t } from '../lib/i18n/admin-i18n.ts';

type PageModule = { default: ComponentType };
type Load = () => Promise<PageModule>;

/** Each screen's module: a Record over the route table's ids, so a listed screen without one does not compile. */
const SHARED_LOADERS: Record<SharedPageId, Load> = {
  'guest-view': () => import('./routes/guest-view/index.tsx'),
  'team-invitation': () => import('./routes/team-invitation/index.tsx'),
  'workspace-transfer': () => import('./routes/workspace-transfer/index.tsx'),
};

const SIGNED_OUT_LOADERS: Record<SignedOutPageId, Load> = {
  login: () => import('./routes/login/index.tsx'),
  signup: () => import('./routes/signup/index.tsx'),
  'password-reset': () => import('./routes/password-reset/index.tsx'),
  'password-recover-success': () => import('./routes/password-recover-success/index.tsx'),
  'password-recover': () => import('./routes/password-recover/index.tsx'),
  confirmation: () => import('./routes/confirmation/index.tsx'),
  'register-confirm': () => import('./routes/register-confirm/index.tsx'),
  'success-registered': () => import('./routes/success-registered/index.tsx'),
};

const SIGNED_IN_LOADERS: Record<SignedInPageId, Load> = {
  'main-panel': () => import('./routes/main-panel/index.tsx'),
  'digital-guides': () => import('./routes/digital-guides/index.tsx'),
  'guide-edit': () => import('./routes/guide-edit/index.tsx'),
  'shared-topics': () => import('./routes/shared-topics/index.tsx'),
  'media-library': () => import('./routes/media-library/index.tsx'),
  'invites-home': () => import('./routes/invites-home/index.tsx'),
  template: () => import('./routes/template/index.tsx'),
  messages: () => import('./routes/messages/index.tsx'),
  requests: () => import('./routes/requests/index.tsx'),
  setting: () => import('./routes/setting/index.tsx'),
  'help-center': () => import('./routes/help-center/index.tsx'),
  'guidebook-map': () => import('./routes/guidebook-map/index.tsx'),
  profiles: () => import('./routes/profiles/index.tsx'),
  'guide-branding': () => import('./routes/guide-branding/index.tsx'),
  'api-access': () => import('./routes/api-access/index.tsx'),
  'white-label': () => import('./routes/white-label/index.tsx'),
  webhooks: () => import('./routes/webhooks/index.tsx'),
  team: () => import('./routes/team/index.tsx'),
  logout: () => import('./routes/logout/index.tsx'),
};

/**
 * A route whose screen is the default export of a lazily loaded module. A signed-in screen also
 * waits for the signed-in screens' texts (downloaded once, beside the screen's own chunk).
 */
function page(path: string | undefined, id: string, load: Load, signedIn = false): RouteObject {
  return {
    path,
    lazy: async () => {
      const [module] = await Promise.all([loadChunk(id, load), signedIn ? loadAdminTexts() : undefined]);
      return { Component: module.default };
    },
  };
}

function pagesOf<Id extends string>(
  pages: ReadonlyArray<{ id: Id; path: string }>,
  loaders: Record<Id, Load>,
  signedIn = false,
) {
  return pages.map((p) => page(p.path, p.id, loaders[p.id], signedIn));
}

const sharedRoutes = pagesOf(SHARED_PAGES, SHARED_LOADERS);

const loggedOutRoutes: RouteObject[] = [
  ...pagesOf(SIGNED_OUT_PAGES, SIGNED_OUT_LOADERS),
  ...sharedRoutes,
  { path: '*', element: <Navigate to={ROUTES.login} replace /> },
];

const loggedInRoutes: RouteObject[] = [
  ...sharedRoutes,
  {
    lazy: page(undefined, 'layout', () => import('./routes/admin-layout/index.tsx'), true).lazy,
    children: [
      ...pagesOf(SIGNED_IN_PAGES, SIGNED_IN_LOADERS, true),
      { path: '*', element: <Navigate to={ROUTES.mainPanel} replace /> },
    ],
  },
];

function PageLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

export function AppRouter() {
  const signedIn = useSession() !== null;
  const router = useMemo(
    () => createBrowserRouter([{ HydrateFallback: PageLoader, children: signedIn ? loggedInRoutes : loggedOutRoutes }]),
    [signedIn],
  );
  // Dispose the previous tree's router once the new one is in place (not on StrictMode's re-run).
  const previous = useRef<typeof router | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
  // RouterProvider keeps the state of the router it mounted with: remount it for the new tree.
  return <RouterProvider key={signedIn ? 'signed-in' : 'signed-out'} router={router} />;
}

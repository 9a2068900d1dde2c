/**
 * Every route of the app (spec section 2). Two route trees: logged-out and logged-in,
 * chosen by userData in localStorage, so a 401 anywhere (which clears the session)
 * swaps to the logged-out tree at once. Every screen is a lazily loaded chunk.
 */
import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.ts';
import { ROUTES } from '../lib/paths.ts';
import { useSession } from '../lib/use-session.ts';

type PageModule = { default: ComponentType };

/** A route whose screen is the default export of a lazily loaded module. */
function page(path: string | undefined, id: string, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await loadChunk(id, load)).default }),
  };
}

const guestView = page(ROUTES.guestView, 'guest-view', () => import('./routes/guest-view/index.tsx'));

const loggedOutRoutes: RouteObject[] = [
  page(ROUTES.login, 'login', () => import('./routes/login/index.tsx')),
  page(ROUTES.signup, 'signup', () => import('./routes/signup/index.tsx')),
  page(ROUTES.passwordReset, 'password-reset', () => import('./routes/password-reset/index.tsx')),
  page(
    ROUTES.passwordRecoverSuccess,
    'password-recover-success',
    () => import('./routes/password-recover-success/index.tsx'),
  ),
  page(ROUTES.passwordRecover, 'password-recover', () => import('./routes/password-recover/index.tsx')),
  guestView,
  page(ROUTES.confirmation, 'confirmation', () => import('./routes/confirmation/index.tsx')),
  page(ROUTES.registerConfirm, 'register-confirm', () => import('./routes/register-confirm/index.tsx')),
  page(ROUTES.successRegistered, 'success-registered', () => import('./routes/success-registered/index.tsx')),
  { path: '*', element: <Navigate to={ROUTES.login} replace /> },
];

const loggedInRoutes: RouteObject[] = [
  guestView,
  {
    lazy: page(undefined, 'layout', () => import('./routes/admin-layout/index.tsx')).lazy,
    children: [
      page(ROUTES.mainPanel, 'main-panel', () => import('./routes/main-panel/index.tsx')),
      page(ROUTES.guides, 'digital-guides', () => import('./routes/digital-guides/index.tsx')),
      page('/digital-guides/:id/edit', 'guide-edit', () => import('./routes/guide-edit/index.tsx')),
      page(ROUTES.mediaLibrary, 'media-library', () => import('./routes/media-library/index.tsx')),
      page(ROUTES.invitesHome, 'invites-home', () => import('./routes/invites-home/index.tsx')),
      page(ROUTES.template, 'template', () => import('./routes/template/index.tsx')),
      page(ROUTES.setting, 'setting', () => import('./routes/setting/index.tsx')),
      page(ROUTES.helpCenter, 'help-center', () => import('./routes/help-center/index.tsx')),
      page(ROUTES.guidebookMapPage, 'guidebook-map', () => import('./routes/guidebook-map/index.tsx')),
      page(ROUTES.profiles, 'profiles', () => import('./routes/profiles/index.tsx')),
      page(ROUTES.logout, 'logout', () => import('./routes/logout/index.tsx')),
      { path: '*', element: <Navigate to={ROUTES.mainPanel} replace /> },
    ],
  },
];

function PageLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader aria-label="Loading" />
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

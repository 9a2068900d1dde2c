/**
 * The signed-in frame (Mantine AppShell): sidebar + top bar around the current screen.
 * Wide screens start with the full sidebar; at 768 px or less it starts small, opens
 * over the content, and a click outside it makes it small again.
 * The frame starts afresh (every screen, form and query) whenever the workspace acted in changes;
 * the stored role and permissions are refreshed from /users/me when it opens, and a
 * workspace the user was removed from sends them back to their own, saying so.
 */
import '../../styles-admin.ts';
import { Suspense, useEffect, useState } from 'react';
import { AppShell, Center, Loader } from '@mantine/core';
import { useClickOutside, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LIMITS, MESSAGES } from '@guidebook/contract';
import { AdminSidebar } from '../../../components/layout/admin-sidebar.tsx';
import { usePendingRequestCount } from '../../../features/requests/api/requests.ts';
import { TopBar } from '../../../components/layout/top-bar.tsx';
import { preloadDialogs, toast } from '../../../components/ui/dialogs.tsx';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard.tsx';
import { ROUTES } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { onWorkspaceLost } from '../../../lib/session.ts';
import { useSession, useWorkspaceId } from '../../../lib/use-session.ts';
import { refreshUser } from '../../../lib/workspace.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const WIDE_PX = 250;
const SMALL_PX = 72;
const HEADER_PX = 60;

export default function AdminLayout() {
  const workspaceId = useWorkspaceId();
  const navigate = useNavigate();

  // Removed from the workspace acted in: forget its data, say so, and go to the own dashboard
  // (session.ts then stores the own workspace, which re-keys the frame below).
  useEffect(
    () =>
      onWorkspaceLost(() => {
        queryClient.clear();
        toast.error(MESSAGES.team.notMember);
        navigate(ROUTES.mainPanel, { replace: true });
      }),
    [navigate],
  );

  // The role and permissions of the workspace acted in, as the server sees them now.
  useEffect(() => {
    refreshUser().catch(() => undefined);
  }, [workspaceId]);

  return <AdminFrame key={workspaceId ?? 'own'} />;
}

function AdminFrame() {
  const session = useSession();
  const mobile = useMediaQuery(`(max-width: ${LIMITS.MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const { pathname } = useLocation();
  // Wide by default on big screens, small on phones; on phones every navigation closes the
  // floating sidebar again. The choice is reset (during render, not in an effect) when the
  // screen class or, on phones, the path changes.
  const resetKey = mobile ? `phone:${pathname}` : 'wide-screen';
  const [sidebar, setSidebar] = useState({ wide: !mobile, key: resetKey });
  if (sidebar.key !== resetKey) setSidebar({ wide: !mobile, key: resetKey });
  const wide = sidebar.key === resetKey ? sidebar.wide : !mobile;
  const setWide = (next: boolean | ((w: boolean) => boolean)) =>
    setSidebar((s) => ({ key: s.key, wide: typeof next === 'function' ? next(s.wide) : next }));
  const [toggle, setToggle] = useState<HTMLButtonElement | null>(null);

  // Confirmations and popups are part of most signed-in screens: fetch their code now.
  useEffect(preloadDialogs, []);

  const navbarRef = useClickOutside<HTMLDivElement>(() => setWide(false), null, [toggle], mobile && wide);

  // The requests waiting for an answer: the sidebar's badge beside Invites > Requests.
  const pendingRequests = usePendingRequestCount(session !== null);
  const name = session ? `${session.user.name} ${session.user.lastname}`.trim() : '';
  // On phones the small rail keeps its place and the wide sidebar floats over the content.
  const offset = mobile ? SMALL_PX : wide ? WIDE_PX : SMALL_PX;

  return (
    <AppShell
      layout="alt"
      header={{ height: HEADER_PX }}
      navbar={{ width: offset, breakpoint: 0 }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <TopBar
          wide={wide}
          onToggleSidebar={() => setWide((w) => !w)}
          toggleRef={setToggle}
          yourName={name}
          yourRole={session?.user.role ?? ''}
          workspaceId={session?.user.workspace?.id_workspace}
          showAvatar={!mobile}
        />
      </AppShell.Header>
      <AppShell.Navbar
        ref={navbarRef}
        style={mobile && wide ? { width: WIDE_PX, boxShadow: 'var(--mantine-shadow-xl)', zIndex: 150 } : undefined}
      >
        <AdminSidebar wide={wide} onExpand={() => setWide(true)} badges={{ pendingRequests }} />
      </AppShell.Navbar>
      <AppShell.Main>
        <UnsavedChangesGuard />
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('adminLayout.loading')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * The top bar: sidebar-size toggle, the workspace switcher (when the user belongs to more than
 * one), fullscreen toggle, light/dark toggle (kept in localStorage `DarkMode`), the role in the
 * workspace acted in (a badge) and the user menu (welcome line, Profile, Logout).
 * The avatar shows only above 768 px.
 */
import {
  ActionIcon,
  Avatar,
  Group,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconPlus,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { useState, type Ref } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/paths.ts';
import { useWorkspaces } from '../../lib/workspace.ts';
import { RoleBadge } from '../ui/role-badge.tsx';
import { NewWorkspaceDialog, WorkspaceSwitcher } from './workspace-switcher.tsx';
import { t } from '../../lib/i18n/admin-i18n.ts';

type Props = {
  wide: boolean;
  onToggleSidebar: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
  yourName: string;
  /** The user's role in the workspace acted in, shown as a badge. */
  yourRole: string;
  /** The workspace acted in (its id, from /users/me), for the switcher. */
  workspaceId: number | undefined;
  showAvatar: boolean;
};

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase())
      .join('') || '?'
  );
}

export function TopBar({ wide, onToggleSidebar, toggleRef, yourName, yourRole, workspaceId, showAvatar }: Props) {
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const fullscreen = useFullscreenDocument();
  const dark = colorScheme === 'dark';
  // A phone has no room for both the switcher and the role beside the menu: with the switcher,
  // the role shows in the user menu (and beside each workspace in the switcher's list).
  const switcherShown = (useWorkspaces().data?.length ?? 0) > 1;
  const sidebarLabel = wide ? t('layout.collapseSidebar') : t('layout.expandSidebar');
  const fullscreenLabel = fullscreen.fullscreen ? t('layout.exitFullScreen') : t('layout.fullScreen');
  const schemeLabel = dark ? t('layout.switchToLightMode') : t('layout.switchToDarkMode');
  const [creatingWorkspace, setCreatingWorkspace] = useState(false);

  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Tooltip label={sidebarLabel}>
        <ActionIcon
          ref={toggleRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={sidebarLabel}
          onClick={onToggleSidebar}
        >
          {wide ? <IconLayoutSidebarLeftCollapse size={22} /> : <IconLayoutSidebarLeftExpand size={22} />}
        </ActionIcon>
      </Tooltip>
      <Group gap={6} wrap="nowrap">
        <WorkspaceSwitcher
          currentId={workspaceId}
          compact={!showAvatar}
          onNewWorkspace={() => setCreatingWorkspace(true)}
        />
        <Tooltip label={fullscreenLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={fullscreenLabel}
            onClick={() => void fullscreen.toggle().catch(() => undefined)}
          >
            {fullscreen.fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={schemeLabel}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={schemeLabel} onClick={toggleColorScheme}>
            {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
          </ActionIcon>
        </Tooltip>
        <Menu position="bottom-end" width={220} shadow="md" withinPortal>
          <Menu.Target>
            <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Group gap="xs" wrap="nowrap">
                {showAvatar ? (
                  <>
                    <Avatar color="brand" radius="xl" aria-hidden>
                      {initialsOf(yourName)}
                    </Avatar>
                    <div>
                      <Text size="sm" fw={600} lh={1.2} truncate maw={160}>
                        {yourName}
                      </Text>
                      <RoleBadge role={yourRole} size="xs" mt={2} />
                      <VisuallyHidden>{t('layout.userMenu')}</VisuallyHidden>
                    </div>
                  </>
                ) : (
                  <>
                    <IconUser size={22} aria-hidden />
                    <VisuallyHidden>{t('layout.userMenu2')}</VisuallyHidden>
                    {switcherShown ? null : <RoleBadge role={yourRole} size="xs" />}
                  </>
                )}
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('layout.welcomeYourname', { yourName })}</Menu.Label>
            {yourRole ? (
              <Group px="sm" pb={6} gap="xs">
                <Text size="xs" c="dimmed">
                  {t('layout.yourRole')}
                </Text>
                <RoleBadge role={yourRole} size="sm" />
              </Group>
            ) : null}
            <Menu.Item component={Link} to={ROUTES.profiles} leftSection={<IconUser size={16} />}>
              {t('layout.profile')}
            </Menu.Item>
            {showAvatar ? null : (
              <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setCreatingWorkspace(true)}>
                {t('agency.newWorkspace')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item component={Link} to={ROUTES.logout} color="red" leftSection={<IconLogout size={16} />}>
              {t('layout.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <NewWorkspaceDialog opened={creatingWorkspace} onClose={() => setCreatingWorkspace(false)} />
    </Group>
  );
}

/**
 * The sidebar: logo link, menu entries with icons, expandable groups, active highlight.
 * Wide: icons and labels; small: icons only, each named by a tooltip and its aria-label.
 */
import { useState } from 'react';
import {
  Badge,
  Box,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../lib/paths.ts';
import { activeKeyOf, SIDEBAR_MENU, type MenuBadge, type MenuLeaf } from './sidebar-menu.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

/** The count an entry shows (0: none). */
function countOf(badges: Partial<Record<MenuBadge, number>>, leaf: Pick<MenuLeaf, 'badge'>): number {
  return leaf.badge ? (badges[leaf.badge] ?? 0) : 0;
}

/** A count beside an entry's label, read with it ("Requests 3"). */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" component="span">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/**
 * `badges`: counts the layout gives (the requests waiting for an answer), shown beside their entry
 * and, while its group is closed, beside the group.
 */
export function AdminSidebar({
  wide,
  onExpand,
  badges = {},
}: {
  wide: boolean;
  onExpand: () => void;
  badges?: Partial<Record<MenuBadge, number>>;
}) {
  const { dir } = useDirection();
  const groupCount = (children: MenuLeaf[]) => children.reduce((sum, child) => sum + countOf(badges, child), 0);
  const { pathname } = useLocation();
  const activeKey = activeKeyOf(pathname);
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>(() => {
    const initial: Record<string, boolean> = {};
    for (const e of SIDEBAR_MENU)
      if (e.kind === 'group') initial[e.key] = e.key === activeKey || e.children.some((c) => c.key === activeKey);
    return initial;
  });

  return (
    <Stack h="100%" gap={0}>
      <UnstyledButton
        component={Link}
        to={ROUTES.mainPanel}
        aria-label={wide ? undefined : t('layout.guidebookDashboard')}
        px="md"
        h={60}
        style={{ display: 'flex', alignItems: 'center', borderBottom: '1px solid var(--app-shell-border-color)' }}
      >
        <Group gap="xs" wrap="nowrap">
          <IconBook2 size={30} color="var(--mantine-color-brand-6)" aria-hidden />
          {wide ? (
            <Box>
              <Text fw={700} lh={1.1}>
                {t('layout.guidebook')}
              </Text>
              <Text size="xs" c="dimmed" lh={1.1}>
                {t('layout.adminPanel')}
              </Text>
            </Box>
          ) : null}
        </Group>
      </UnstyledButton>
      <ScrollArea component="nav" aria-label={t('layout.mainMenu')} style={{ flex: 1 }} p="xs" type="scroll">
        {SIDEBAR_MENU.map((entry) => {
          const Icon = entry.icon;
          if (entry.kind === 'link') {
            const link = (
              <NavLink
                key={entry.key}
                component={Link}
                to={entry.to}
                label={wide ? entry.label : null}
                aria-label={wide ? undefined : entry.label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                active={entry.key === activeKey}
                color={entry.danger ? 'red' : undefined}
                c={entry.danger ? 'var(--mantine-color-red-text)' : undefined}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
            return wide ? (
              link
            ) : (
              <Tooltip key={entry.key} label={entry.label} position={dir === 'rtl' ? 'left' : 'right'} withArrow>
                {link}
              </Tooltip>
            );
          }
          const groupActive = entry.key === activeKey || entry.children.some((c) => c.key === activeKey);
          if (!wide) {
            return (
              <Tooltip key={entry.key} label={entry.label} position={dir === 'rtl' ? 'left' : 'right'} withArrow>
                <NavLink
                  component="button"
                  type="button"
                  aria-label={t('layout.labelExpandMenu', { label: entry.label })}
                  leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                  active={groupActive}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  onClick={() => {
                    setOpenGroups((g) => ({ ...g, [entry.key]: true }));
                    onExpand();
                  }}
                />
              </Tooltip>
            );
          }
          return (
            // A button (Mantine's default <a> without href is skipped by Tab): Enter and Space open it.
            <NavLink
              key={entry.key}
              component="button"
              type="button"
              aria-expanded={openGroups[entry.key] ?? false}
              label={
                <Group gap="xs" wrap="nowrap" component="span">
                  {entry.label}
                  {openGroups[entry.key] ? null : <CountBadge count={groupCount(entry.children)} />}
                </Group>
              }
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              opened={openGroups[entry.key] ?? false}
              onChange={(opened) => setOpenGroups((g) => ({ ...g, [entry.key]: opened }))}
              // The group's own screen (the profile for My Account) keeps it lit; a child's lights the child.
              active={entry.key === activeKey || (groupActive && !openGroups[entry.key])}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              {entry.children.map((child) => (
                <NavLink
                  key={child.key}
                  component={Link}
                  to={child.to}
                  label={child.label}
                  rightSection={<CountBadge count={countOf(badges, child)} />}
                  active={child.key === activeKey}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </NavLink>
          );
        })}
      </ScrollArea>
    </Stack>
  );
}

/** A member's role in a workspace: Owner, Admin, Editor or Viewer. */
import { Badge, type BadgeProps } from '@mantine/core';
import { t } from '../../lib/i18n/admin-i18n.ts';

/** Dark shades under white text: at least 4.5:1 contrast in both colour modes. */
const STYLE: Record<string, { label: string; color: string }> = {
  owner: {
    get label() {
      return t('ui.owner');
    },
    color: 'grape.9',
  },
  admin: {
    get label() {
      return t('ui.admin');
    },
    color: 'blue.9',
  },
  editor: {
    get label() {
      return t('ui.editor');
    },
    color: 'teal.9',
  },
  viewer: {
    get label() {
      return t('ui.viewer');
    },
    color: 'gray.8',
  },
};

/** The word for a role ("Editor"); an unknown role as the server wrote it. */
export function roleLabel(role: string): string {
  return STYLE[role]?.label ?? role;
}

export function RoleBadge({ role, ...props }: { role: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const style = STYLE[role];
  if (!role) return null;
  return (
    <Badge color={style?.color ?? 'gray.8'} variant="filled" style={{ minWidth: 'max-content' }} {...props}>
      {style?.label ?? role}
    </Badge>
  );
}

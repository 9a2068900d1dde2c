/** An API token's scope: Read or Write. */
import { Badge } from '@mantine/core';
import type { TApiTokenScope } from '@guidebook/contract';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** Dark shades under white text: at least 4.5:1 contrast in both colour modes. */
const STYLE: Record<TApiTokenScope, { label: string; color: string }> = {
  read: {
    get label() {
      return t('apiTokens.read');
    },
    color: 'blue.9',
  },
  write: {
    get label() {
      return t('apiTokens.write');
    },
    color: 'grape.9',
  },
};

export function ScopeBadge({ scope }: { scope: TApiTokenScope }) {
  const { label, color } = STYLE[scope];
  return (
    <Badge color={color} variant="filled" style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}

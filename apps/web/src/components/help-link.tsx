/**
 * A link to one Help Center article, for empty states and hard screens. Shared code knows no
 * feature, so it takes the article's id (see features/help/articles.ts) and builds the address.
 */
import type { ReactNode } from 'react';
import { Anchor, Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '../lib/paths.ts';
import { t } from '../lib/i18n/admin-i18n.ts';

/** The address of a Help Center article: /help-center?article={id}. */
export function helpArticlePath(article: string, query?: string): string {
  const params = new URLSearchParams({ article });
  if (query) params.set('q', query);
  return `${ROUTES.helpCenter}?${params.toString()}`;
}

export function HelpLink({
  article,
  children = t('ui.howDoesThisWork'),
  variant = 'link',
}: {
  /** The article's id, e.g. "qr-code-and-flyer". */
  article: string;
  children?: ReactNode;
  /** A text link (default), or a quiet button for empty states that have room. */
  variant?: 'link' | 'button';
}) {
  const icon = <IconHelpCircle size={16} aria-hidden />;
  if (variant === 'button') {
    return (
      <Button component={Link} to={helpArticlePath(article)} variant="subtle" size="compact-sm" leftSection={icon}>
        {children}
      </Button>
    );
  }
  return (
    <Anchor
      component={Link}
      to={helpArticlePath(article)}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {icon}
      {children}
    </Anchor>
  );
}

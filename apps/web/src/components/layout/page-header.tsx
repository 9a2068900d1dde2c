/** A screen's heading row: title (h1), optional breadcrumb above it, actions on the right. */
import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../lib/i18n/admin-i18n.ts';

export type Crumb = { label: string; to?: string };

export function PageHeader({
  title,
  crumbs,
  description,
  actions,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        {crumbs ? (
          <Breadcrumbs aria-label={t('layout.breadcrumb')} separator="›">
            {crumbs.map((c) =>
              c.to ? (
                <Anchor key={c.label} component={Link} to={c.to} size="sm">
                  {c.label}
                </Anchor>
              ) : (
                <Text key={c.label} size="sm" c="dimmed" aria-current="page">
                  {c.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        ) : null}
        {/* Whole words wrap; only a word longer than the line breaks (hyphenated where the language allows). */}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}

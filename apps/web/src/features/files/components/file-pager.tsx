/** Previous/next arrows of a paged file list, with where the reader is. */
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function FilePager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('files.previousPage')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Text size="sm" aria-live="polite" miw={90} ta="center">
        {t('files.pagePageOfValue', { page, value: Math.max(1, pageCount) })}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('files.nextPage')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

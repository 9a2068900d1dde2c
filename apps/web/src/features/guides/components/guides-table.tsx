/** "Your Guides" table: Image, Title, Location, Actions (View, Edit, and Delete when offered). */
import { ActionIcon, Avatar, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { TGuideListItem } from '@guidebook/contract';
import { MESSAGES } from '@guidebook/contract';
import { fileUrl } from '../../../lib/api-client.ts';
import { locationOf } from '../validation.ts';
import { ListTable, RowDelete, type ListColumn } from '../../../components/ui/list-table.tsx';
import { HelpLink } from '../../../components/help-link.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const COLUMNS: ListColumn[] = [
  {
    get label() {
      return t('guides.image');
    },
    w: 64,
  },
  {
    get label() {
      return t('guides.title');
    },
  },
  // On phones the location moves under the title so the actions stay in view.
  {
    get label() {
      return t('guides.location');
    },
    visibleFrom: 'sm',
  },
  {
    get label() {
      return t('guides.actions');
    },
    w: 112,
  },
];

type Props = {
  guides: TGuideListItem[] | undefined;
  loading: boolean;
  deletingId?: number;
  onOpen: (guide: TGuideListItem) => void;
  /** Absent: no Delete (the role may not delete guides). */
  onDelete?: (guide: TGuideListItem) => void;
};

export function GuidesTable({ guides, loading, deletingId, onOpen, onDelete }: Props) {
  return (
    <ListTable label={t('guides.yourGuides')} minWidth={260} columns={COLUMNS} loading={loading} placeholderRows={3}>
      {!loading && guides?.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS.length}>
            <Text ta="center" c="dimmed" pt="lg" pb="xs">
              {MESSAGES.admin.noGuides}
            </Text>
            <Text ta="center" pb="lg">
              <HelpLink article="getting-started">{t('guides.howToBuildYourFirst')}</HelpLink>
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : null}
      {guides?.map((guide) => (
        <Table.Tr key={guide.id_guide}>
          <Table.Td>
            {/* The guide's logo (branding) when it has one, else its initial. */}
            <Avatar src={guide.image ? fileUrl(guide.image) : null} color="brand" radius="md" aria-hidden>
              {guide.title.slice(0, 1).toUpperCase()}
            </Avatar>
          </Table.Td>
          <Table.Td>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {guide.title}
            </Text>
            {guide.subtitle ? (
              <Text size="xs" c="dimmed">
                {guide.subtitle}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {locationOf(guide)}
            </Text>
          </Table.Td>
          <Table.Td visibleFrom="sm">{locationOf(guide)}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('guides.view')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('guides.viewTitle', { title: guide.title })}
                  onClick={() => onOpen(guide)}
                >
                  <IconEye size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('guides.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('guides.editTitle', { title: guide.title })}
                  onClick={() => onOpen(guide)}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              {onDelete ? (
                <RowDelete
                  label={t('guides.deleteTitle', { title: guide.title })}
                  loading={deletingId === guide.id_guide}
                  onClick={() => onDelete(guide)}
                />
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** "Your Guides" table: Image, Title, Location, Actions (View, Edit, and Delete when offered). */
import { ActionIcon, Avatar, Group, Paper, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TGuideListItem } from '@guidebook/contract';
import { MESSAGES } from '@guidebook/contract';
import { fileUrl } from '../../../lib/api-client.ts';
import { locationOf } from '../validation.ts';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { HelpLink } from '../../../components/help-link.tsx';

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
    <Paper withBorder>
      <TableScroll minWidth={260} label="Your Guides">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>Image</Table.Th>
              <Table.Th>Title</Table.Th>
              {/* On phones the location moves under the title so the actions stay in view. */}
              <Table.Th visibleFrom="sm">Location</Table.Th>
              <Table.Th w={112}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? [0, 1, 2].map((i) => (
                  <Table.Tr key={i}>
                    <Table.Td colSpan={4}>
                      <Skeleton h={28} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : null}
            {!loading && guides?.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text ta="center" c="dimmed" pt="lg" pb="xs">
                    {MESSAGES.admin.noGuides}
                  </Text>
                  <Text ta="center" pb="lg">
                    <HelpLink article="getting-started">How to build your first guide</HelpLink>
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
                    <Tooltip label="View">
                      <ActionIcon variant="subtle" aria-label={`View ${guide.title}`} onClick={() => onOpen(guide)}>
                        <IconEye size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Edit">
                      <ActionIcon variant="subtle" aria-label={`Edit ${guide.title}`} onClick={() => onOpen(guide)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    {onDelete ? (
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${guide.title}`}
                          loading={deletingId === guide.id_guide}
                          onClick={() => onDelete(guide)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  );
}

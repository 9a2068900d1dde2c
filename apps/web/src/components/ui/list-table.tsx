/**
 * A list screen's table (guides, maps, invitations, API tokens, members): a bordered panel, the
 * sideways scroll of narrow screens (table-scroll.tsx) with the first column kept in view
 * (list-table.css), the head from `columns`, placeholder rows while the list loads, then the rows.
 * `below` shows under the table, outside the scrolling part, so a phone shows it (e.g. the empty
 * list's message) without scrolling sideways.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Paper, Skeleton, Stack, Table, Text, Tooltip, type MantineBreakpoint } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { TableScroll } from './table-scroll.tsx';
import './list-table.css';
import { t } from '../../lib/i18n/admin-i18n.ts';

/**
 * A column's heading; as an object, with its width or the breakpoint from which it shows, and for a
 * sortable column the heading's content (a sort button) and its `aria-sort`.
 */
export type ListColumn =
  | string
  | {
      label: string;
      w?: number;
      visibleFrom?: MantineBreakpoint;
      header?: ReactNode;
      sort?: 'ascending' | 'descending' | 'none';
    };

export function ListTable({
  label,
  minWidth,
  columns,
  loading,
  placeholderRows = 2,
  placeholderHeight = 28,
  below,
  children,
}: {
  /** Names the table and its scroll region. */
  label: string;
  minWidth: number;
  columns: readonly ListColumn[];
  loading: boolean;
  placeholderRows?: number;
  placeholderHeight?: number;
  below?: ReactNode;
  /** The rows (Table.Tr). */
  children: ReactNode;
}) {
  return (
    <Paper withBorder>
      <TableScroll minWidth={minWidth} label={label}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={label} className="gb-list-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                typeof column === 'string' ? (
                  <Table.Th key={column}>{column}</Table.Th>
                ) : (
                  <Table.Th key={column.label} w={column.w} visibleFrom={column.visibleFrom} aria-sort={column.sort}>
                    {column.header ?? column.label}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? Array.from({ length: placeholderRows }, (_, i) => (
                  <Table.Tr key={i}>
                    <Table.Td colSpan={columns.length}>
                      <Skeleton h={placeholderHeight} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : null}
            {children}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {below}
    </Paper>
  );
}

/** A row's Edit action; for someone who may only read it is View, the same dialog read-only. */
export function RowEdit({ label, canWrite, onClick }: { label: string; canWrite: boolean; onClick: () => void }) {
  return (
    <Tooltip label={canWrite ? t('messages.edit') : t('messages.view')}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's Delete: a red trash button named for what it deletes, spinning while it does. */
export function RowDelete({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Tooltip label={t('ui.delete')}>
      <ActionIcon variant="subtle" color="red" aria-label={label} loading={loading} onClick={onClick}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Under an empty list (ListTable's `below`): what the list would hold, and where to read more. */
export function ListEmpty({ message, help }: { message: string; help?: ReactNode }) {
  return (
    <Stack gap={4} align="center" py="lg" px="sm">
      <Text ta="center" c="dimmed" role="status">
        {message}
      </Text>
      {help}
    </Stack>
  );
}

/**
 * "Your Guides" table: a checkbox per row for bulk actions (when offered), Image, Title (with its
 * tags), Location, Languages, Published topics, Last update, Actions (View, Edit, Tags when offered,
 * and Delete when offered). Title, Location and Last
 * update sort the list when their heading is clicked (ascending first, then descending).
 */
import { ActionIcon, Avatar, Badge, Checkbox, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconEye, IconPencil, IconTags } from '@tabler/icons-react';
import { MESSAGES, type TGuideListItem, type TGuideListSort } from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { fileUrl } from '../../../lib/api-client.ts';
import { locationOf } from '../validation.ts';
import { ListTable, RowDelete, type ListColumn } from '../../../components/ui/list-table.tsx';
import { HelpLink } from '../../../components/help-link.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type SortColumn = 'title' | 'city' | 'updated';

type Props = {
  guides: TGuideListItem[] | undefined;
  loading: boolean;
  deletingId?: number;
  /** The list's order and what clicking a heading does. */
  sort: TGuideListSort;
  onSort: (column: SortColumn) => void;
  /** A search or tag is set: an empty list says nothing matches rather than "no guides yet". */
  filtered: boolean;
  onOpen: (guide: TGuideListItem) => void;
  /** Absent: no Tags button (the role may not change guides). */
  onEditTags?: (guide: TGuideListItem) => void;
  /** Absent: no Delete (the role may not delete guides). */
  onDelete?: (guide: TGuideListItem) => void;
  /** The account has several workspaces (an agency): each row names the workspace the guide is in. */
  showWorkspace?: boolean;
  /** Row selection for bulk actions; absent: no checkboxes. `all`: every matching guide is selected. */
  selection?: {
    chosen: ReadonlySet<number>;
    all: boolean;
    onToggle: (guide: TGuideListItem, checked: boolean) => void;
    onTogglePage: (checked: boolean) => void;
  };
};

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: { label: string; column: SortColumn } & Pick<Props, 'sort' | 'onSort'>) {
  const Icon = sort === column ? IconArrowUp : sort === `-${column}` ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onSort(column)}
      aria-label={t('guidesList.sortBy', { column: label })}
      style={{ fontWeight: 'inherit', fontSize: 'inherit' }}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

function ariaSort(sort: TGuideListSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  return sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
}

/** The guide's languages as short tags ("EN FR"), each named in full for screen readers and on hover. */
function LanguageTags({ guide }: { guide: TGuideListItem }) {
  const tags = [guide.default_language ?? 'en', ...(guide.languages ?? [])];
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Tooltip key={tag} label={languageLabel(tag)}>
          <Badge size="sm" variant="light" color="gray" aria-label={languageLabel(tag)}>
            {tag.toUpperCase()}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

export function GuidesTable(props: Props) {
  const { guides, loading, deletingId, sort, onSort, filtered, onOpen, onEditTags, onDelete, selection } = props;
  const isChosen = (guide: TGuideListItem) =>
    selection !== undefined && (selection.all || selection.chosen.has(guide.id_guide));
  const pageChosen = guides?.filter(isChosen).length ?? 0;
  const selectColumn: ListColumn[] = selection
    ? [
        {
          label: t('bulk.selectPage'),
          w: 44,
          header: (
            <Checkbox
              aria-label={t('bulk.selectPage')}
              checked={guides !== undefined && guides.length > 0 && pageChosen === guides.length}
              indeterminate={pageChosen > 0 && pageChosen < (guides?.length ?? 0)}
              onChange={(event) => selection.onTogglePage(event.currentTarget.checked)}
            />
          ),
        },
      ]
    : [];
  const columns: ListColumn[] = [
    ...selectColumn,
    { label: t('guides.image'), w: 64 },
    {
      label: t('guides.title'),
      header: <SortHeader label={t('guides.title')} column="title" sort={sort} onSort={onSort} />,
      sort: ariaSort(sort, 'title'),
    },
    // On phones the location, languages and counts move under the title so the actions stay in view.
    {
      label: t('guides.location'),
      visibleFrom: 'sm',
      header: <SortHeader label={t('guides.location')} column="city" sort={sort} onSort={onSort} />,
      sort: ariaSort(sort, 'city'),
    },
    { label: t('guidesList.languages'), visibleFrom: 'md' },
    { label: t('guidesList.topics'), visibleFrom: 'md' },
    {
      label: t('guidesList.updated'),
      visibleFrom: 'sm',
      header: <SortHeader label={t('guidesList.updated')} column="updated" sort={sort} onSort={onSort} />,
      sort: ariaSort(sort, 'updated'),
    },
    { label: t('guides.actions'), w: 148 },
  ];
  return (
    <ListTable label={t('guides.yourGuides')} minWidth={260} columns={columns} loading={loading} placeholderRows={3}>
      {!loading && guides?.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            {filtered ? (
              <Text ta="center" c="dimmed" py="lg">
                {t('guidesList.noMatch')}
              </Text>
            ) : (
              <>
                <Text ta="center" c="dimmed" pt="lg" pb="xs">
                  {MESSAGES.admin.noGuides}
                </Text>
                <Text ta="center" pb="lg">
                  <HelpLink article="getting-started">{t('guides.howToBuildYourFirst')}</HelpLink>
                </Text>
              </>
            )}
          </Table.Td>
        </Table.Tr>
      ) : null}
      {guides?.map((guide) => (
        <Table.Tr key={guide.id_guide}>
          {selection ? (
            <Table.Td>
              <Checkbox
                aria-label={t('bulk.select', { title: guide.title })}
                checked={isChosen(guide)}
                onChange={(event) => selection.onToggle(guide, event.currentTarget.checked)}
              />
            </Table.Td>
          ) : null}
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
            {props.showWorkspace && guide.workspace_name ? (
              <Text size="xs" c="dimmed">
                {t('agency.workspaceOf', { workspace: guide.workspace_name })}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {locationOf(guide)}
            </Text>
            {guide.tags && guide.tags.length > 0 ? (
              <Group gap={4} mt={4} aria-label={t('guidesList.tags')}>
                {guide.tags.map((tag) => (
                  <Badge key={tag} size="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Group gap={6} mt={4} hiddenFrom="md">
              <LanguageTags guide={guide} />
              <Text size="xs" c="dimmed">
                {t('guidesList.topicsCount', { n: guide.topics_published ?? 0 })}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td visibleFrom="sm">{locationOf(guide)}</Table.Td>
          <Table.Td visibleFrom="md">
            <LanguageTags guide={guide} />
          </Table.Td>
          <Table.Td visibleFrom="md">{guide.topics_published ?? 0}</Table.Td>
          <Table.Td visibleFrom="sm">
            <Text size="sm">{new Date(guide.date_modified).toLocaleDateString()}</Text>
          </Table.Td>
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
              {onEditTags ? (
                <Tooltip label={t('guidesList.tags')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('guidesList.editTags', { title: guide.title })}
                    onClick={() => onEditTags(guide)}
                  >
                    <IconTags size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
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

/**
 * /digital-guides: "Your Guides" and, with ?view=create, the Create Guide form
 * (so the dashboard's Add Guide can open it directly). Add Guide and Delete are offered only to
 * roles that may create and delete guides.
 *
 * The list is paged on the server: a search (as you type, after a short pause), a tag, an order
 * and a page, all kept in the URL (`?q=lisb&tag=City&sort=-updated&page=2`). Rows can be selected
 * (also every guide that matches) for the bulk actions the role may take.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { GUIDE_LIST, type TGuideListItem } from '@guidebook/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useWorkspaces } from '../../../lib/workspace.ts';
import { useGuideTagCounts, useGuidesPage } from '../../../features/guides/api/guides-page.ts';
import { CreateGuideForm } from '../../../features/guides/components/create-guide-form.tsx';
import { GuidesTable } from '../../../features/guides/components/guides-table.tsx';
import { GuideTagsDialog } from '../../../features/guides/components/guide-tags-dialog.tsx';
import { GuidesBulkBar, type BulkTarget } from '../../../features/guides/components/guides-bulk-bar.tsx';
import { useConfirmDeleteGuide } from '../../../features/guides/hooks/use-confirm-delete-guide.ts';
import {
  listStateOf,
  paramsOf,
  queryOf,
  sortByColumn,
  withChange,
  type GuideListState,
} from '../../../features/guides/list-state.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** How long typing pauses before the list searches. */
const SEARCH_DELAY_MS = 300;

export default function DigitalGuidesPage() {
  const [params, setParams] = useSearchParams();
  const canCreate = usePermission('guides.create');

  if (canCreate && params.get('view') === 'create') {
    return (
      <>
        <PageHeader
          title={t('digitalGuides.createGuide')}
          crumbs={[{ label: t('layout.digitalGuides'), to: ROUTES.guides }, { label: t('layout.createCrumb') }]}
        />
        <CreateGuideForm onDone={() => setParams({})} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('digitalGuides.yourGuides')}
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setParams({ view: 'create' })}>
              {t('digitalGuides.addGuide')}
            </Button>
          ) : undefined
        }
      />
      <GuidesList />
    </>
  );
}

function GuidesList() {
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params);
  const setState = (next: GuideListState) => setParams(paramsOf(next), { replace: true });
  const canWrite = usePermission('guides.write');
  const canDelete = usePermission('guides.delete');
  const navigate = useNavigate();
  const { confirmDelete, deleting } = useConfirmDeleteGuide();
  const workspaces = useWorkspaces();
  const [editingTags, setEditingTags] = useState<TGuideListItem | null>(null);

  // The box shows what is typed at once; the URL (and the search) follows after a pause.
  const [typed, setTyped] = useState(state.q);
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  useEffect(() => {
    if (debounced !== state.q) setState(withChange(state, { q: debounced }));
    // Only a new pause in typing searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // The URL's own changes (Back, a link) show in the box, unless a search is still being typed.
  const [seenQ, setSeenQ] = useState(state.q);
  if (state.q !== seenQ) {
    setSeenQ(state.q);
    if (typed === debounced) setTyped(state.q);
  }

  const page = useGuidesPage(queryOf(state));
  const tags = useGuideTagCounts();
  const total = page.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / GUIDE_LIST.PAGE_SIZE_DEFAULT));

  // Bulk selection: chosen rows (kept across pages), or every guide the search and tag match.
  const may = {
    tags: canWrite,
    branding: usePermission('share.write'),
    duplicate: usePermission('guides.create'),
    delete: canDelete,
  };
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const clearSelection = () => {
    setChosen(new Set());
    setAllMatching(false);
  };
  // A selection belongs to one search and tag: another one starts with none.
  const filterKey = `${state.q}\n${state.tag}`;
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (filterKey !== selectedFor) {
    setSelectedFor(filterKey);
    clearSelection();
  }
  const rows = page.data?.guides ?? [];
  const pageAllChosen = rows.length > 0 && rows.every((g) => chosen.has(g.id_guide));
  const selectedCount = allMatching ? total : chosen.size;
  const target: BulkTarget = allMatching
    ? { filter: { ...(state.q.trim() ? { q: state.q.trim() } : {}), ...(state.tag ? { tag: state.tag } : {}) } }
    : { id_guides: [...chosen] };
  const toggle = (ids: number[], checked: boolean) => {
    setAllMatching(false);
    const next = new Set(allMatching ? rows.map((g) => g.id_guide) : chosen);
    for (const id of ids)
      if (checked) next.add(id);
      else next.delete(id);
    setChosen(next);
  };

  return (
    <>
      <Group mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('guidesList.search')}
          placeholder={t('guidesList.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          maxLength={GUIDE_LIST.SEARCH_MAX}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('guidesList.tag')}
          placeholder={t('guidesList.allTags')}
          data={(tags.data ?? []).map((row) => ({ value: row.tag, label: `${row.tag} (${row.guides})` }))}
          value={state.tag || null}
          onChange={(value) => setState(withChange(state, { tag: value ?? '' }))}
          clearable
          searchable
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      {page.isError ? (
        <Alert color="red" role="alert" mb="md">
          {messageOf(page.error)}
        </Alert>
      ) : null}
      {selectedCount > 0 ? (
        <GuidesBulkBar
          target={target}
          count={selectedCount}
          allMatching={allMatching}
          onSelectAllMatching={
            !allMatching && pageAllChosen && total > chosen.size ? () => setAllMatching(true) : undefined
          }
          onClear={clearSelection}
          may={may}
        />
      ) : null}
      <GuidesTable
        guides={page.data?.guides}
        showWorkspace={(workspaces.data?.length ?? 0) > 1}
        selection={
          may.tags || may.branding || may.duplicate || may.delete
            ? {
                chosen,
                all: allMatching,
                onToggle: (g, checked) => toggle([g.id_guide], checked),
                onTogglePage: (checked) =>
                  toggle(
                    rows.map((g) => g.id_guide),
                    checked,
                  ),
              }
            : undefined
        }
        loading={page.isPending}
        deletingId={deleting}
        sort={state.sort}
        onSort={(column) => setState(withChange(state, { sort: sortByColumn(state.sort, column) }))}
        filtered={state.q.trim() !== '' || state.tag !== ''}
        onOpen={(g) => navigate(ROUTES.guideEdit(g.id_guide))}
        onEditTags={canWrite ? setEditingTags : undefined}
        onDelete={canDelete ? (g) => void confirmDelete(g.id_guide) : undefined}
      />
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page.data ? t('guidesList.found', { n: total }) : ''}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(p) => setState({ ...state, page: p })}
            siblings={0}
            aria-label={t('guidesList.pages')}
          />
        ) : null}
      </Group>
      <GuideTagsDialog guide={editingTags} onClose={() => setEditingTags(null)} />
    </>
  );
}

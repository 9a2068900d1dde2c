/**
 * Shared topics (sidebar, below Digital Guides): the workspace's library of topics written once and
 * placed in many guides. Each row says in how many guides the topic is placed, naming the first
 * few placements (guide › category), and the first few guides that miss a property value it uses;
 * New shared topic, Edit and Translate open their dialogs, and Delete asks first, naming how many
 * guides show it (the server's 13 answer). The topic editor and the image library come from other
 * features, so the screen (app/routes/shared-topics) passes them.
 */
import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconLanguage, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RESULT, type TSharedTopicListItem } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { HelpLink } from '../../../components/help-link.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { ListEmpty, ListTable, RowDelete, RowEdit } from '../../../components/ui/list-table.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatList } from '../../../lib/formatting.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { usePermission, useWholeWorkspace } from '../../../lib/permissions.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useDeleteSharedTopic, useSharedTopics } from '../api/shared-topics.ts';
import type { RenderEditor } from '../editor.ts';
import { useImagePicker, type RenderImagePicker } from '../../../components/ui/image-picker.tsx';
import { SharedTopicModal } from './shared-topic-modal.tsx';
import { TranslateModal } from './translate-modal.tsx';

/**
 * How many placements (and guides missing a value) a row names; the rest is counted, so a topic
 * placed in hundreds of guides keeps a short row. Each guide's own placements are in its Content tab.
 */
const NAMES_SHOWN = 3;

/** "+N more" under the first NAMES_SHOWN of `count` entries; nothing when all are shown. */
function More({ count }: { count: number }) {
  if (count <= NAMES_SHOWN) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('guidePicker.more', { n: count - NAMES_SHOWN })}
    </Text>
  );
}

export function SharedTopicsPage({
  renderEditor,
  renderImagePicker,
}: {
  renderEditor: RenderEditor;
  renderImagePicker?: RenderImagePicker;
}) {
  const topics = useSharedTopics();
  const remove = useDeleteSharedTopic();
  // The library applies to every guide: a member limited to chosen guides reads it only.
  const canTopics = usePermission('topics.write');
  const wholeWorkspace = useWholeWorkspace();
  const canWrite = canTopics && wholeWorkspace;
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [translating, setTranslating] = useState<number | null>(null);
  const { pickImage, open: picking, picker } = useImagePicker(renderImagePicker);

  const onDelete = async (topic: TSharedTopicListItem) => {
    const send = (confirm: boolean) =>
      remove.mutateAsync({ id_shared_topic: topic.id_shared_topic, comment: '', ...(confirm ? { confirm } : {}) });
    try {
      if (topic.placements.length === 0) {
        const ok = await confirmDialog({
          title: t('sharedUi.deleteTitle'),
          text: t('sharedUi.deleteText', { name: topic.name }),
        });
        if (!ok) return;
        await send(true);
      } else {
        try {
          await send(false);
        } catch (error) {
          // 13: it is placed; the server's sentence names how many guides show it.
          if (!(error instanceof ApiError && error.code === RESULT.CONFLICT)) throw error;
          const ok = await confirmDialog({
            title: t('sharedUi.deleteTitle'),
            text: error.message,
            confirmLabel: t('sharedUi.deleteEverywhere'),
          });
          if (!ok) return;
          await send(true);
        }
      }
      toast.success(t('sharedUi.deleted'));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  const list = topics.data ?? [];
  return (
    <>
      <PageHeader
        title={t('sharedUi.title')}
        description={t('sharedUi.description')}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ id: null })}>
              {t('sharedUi.newTitle')}
            </Button>
          ) : null
        }
      />
      <QueryError query={topics} />
      <ListTable
        label={t('sharedUi.title')}
        minWidth={760}
        columns={[t('categories.title'), t('sharedUi.placedIn'), t('sharedUi.missingValues'), t('sharedUi.actions')]}
        loading={topics.isPending}
        below={
          !topics.isPending && list.length === 0 ? (
            <Stack gap={4} align="center" pb="md">
              <ListEmpty message={t('sharedUi.empty')} />
              <HelpLink article="shared-topics">{t('sharedUi.howItWorks')}</HelpLink>
            </Stack>
          ) : null
        }
      >
        {list.map((topic) => (
          <Table.Tr key={topic.id_shared_topic} data-testid="shared-topic-row">
            <Table.Td>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {topic.name}
              </Text>
              {topic.codes.length > 0 ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {topic.codes.map((code) => `{{${code}}}`).join(' ')}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              {topic.placements.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('sharedUi.notPlaced')}
                </Text>
              ) : (
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {t('sharedUi.guideCount', { count: new Set(topic.placements.map((p) => p.id_guide)).size })}
                  </Text>
                  {topic.placements.slice(0, NAMES_SHOWN).map((p) => (
                    <Anchor
                      key={p.id_guide_topic}
                      component={Link}
                      to={`${ROUTES.guideEdit(p.id_guide)}?tab=content`}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {t('sharedUi.placement', { guide: p.guide_title, category: p.category_name })}
                    </Anchor>
                  ))}
                  <More count={topic.placements.length} />
                </Stack>
              )}
            </Table.Td>
            <Table.Td>
              {topic.missing_values.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('sharedUi.noneMissing')}
                </Text>
              ) : (
                <Stack gap={2}>
                  {topic.missing_values.slice(0, NAMES_SHOWN).map((m) => (
                    <Anchor
                      key={m.id_guide}
                      component={Link}
                      to={ROUTES.guideEdit(m.id_guide)}
                      size="sm"
                      c="orange.8"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {t('sharedUi.guideMisses', {
                        guide: m.guide_title,
                        names: formatList(m.names.map((n) => `{{${n}}}`)),
                      })}
                    </Anchor>
                  ))}
                  <More count={topic.missing_values.length} />
                </Stack>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowEdit
                  label={t('sharedUi.editName', { name: topic.name })}
                  canWrite={canWrite}
                  onClick={() => setEditing({ id: topic.id_shared_topic })}
                />
                <Tooltip label={t('sharedUi.translate')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('sharedUi.translateName', { name: topic.name })}
                    onClick={() => setTranslating(topic.id_shared_topic)}
                  >
                    <IconLanguage size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                {canWrite ? (
                  <RowDelete
                    label={t('sharedUi.deleteName', { name: topic.name })}
                    loading={remove.isPending && remove.variables.id_shared_topic === topic.id_shared_topic}
                    onClick={() => void onDelete(topic)}
                  />
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <SharedTopicModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        topicId={editing?.id ?? null}
        renderEditor={renderEditor}
        pickImage={pickImage}
        covered={picking}
        readOnly={!canWrite}
      />
      <TranslateModal
        topicId={translating}
        onClose={() => setTranslating(null)}
        renderEditor={renderEditor}
        readOnly={!canWrite}
      />
      {picker}
    </>
  );
}

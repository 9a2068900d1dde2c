/**
 * The topics of one category, loaded when the category is expanded: status, edit, delete, reorder;
 * without topics.write the list only. In a language: each topic's translation and its state, and
 * Translate instead of the editing actions.
 */

/** The Content tab shows a further language: the topics' translations, and where to translate one. */
export type TopicTranslationView = {
  language: string;
  index: TranslationIndex;
  onTranslate: (topic: TTopicListItem) => void;
};
import { ActionIcon, Alert, Badge, Button, Group, Image, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconLanguage, IconLock, IconPhoto, IconPlus } from '@tabler/icons-react';
import { MESSAGES, STATUS, VISIBILITY, type TTopicListItem } from '@guidebook/contract';
import { fileUrl, messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useTopics } from '../api/list-topics.ts';
import { useDeleteTopic } from '../api/delete-topic.ts';
import { useOrderTopics } from '../api/order-topics.ts';
import { TOPIC_DRAG_TYPE, useDragReorder } from '../hooks/use-drag-reorder.ts';
import { confirmAndDelete } from '../confirm-delete.ts';
import { moveItem } from '../reorder.ts';
import type { TranslationIndex } from '../translation-state.ts';
import type { SharedTopicSlots } from '../shared-slots.ts';
import { RowActions } from './row-actions.tsx';
import { TranslationBadge } from './translation-badge.tsx';
import classes from './content-tab.module.css';
import { HelpLink } from '../../../components/help-link.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const m = MESSAGES.topic;

export function TopicList({
  guideId,
  categoryId,
  open,
  onAdd,
  onEdit,
  translation,
  shared,
}: {
  guideId: number;
  categoryId: number;
  /** Topics load only once the category has been expanded. */
  open: boolean;
  onAdd: () => void;
  onEdit: (topic: TTopicListItem) => void;
  /** Shown in a further language instead of the original's editing. */
  translation?: TopicTranslationView;
  /** Shared topics: placing one here, and a placed one's actions (from the page). */
  shared?: SharedTopicSlots;
}) {
  const topics = useTopics(categoryId, open);
  const remove = useDeleteTopic(guideId, categoryId);
  const order = useOrderTopics(categoryId);
  const canEdit = usePermission('topics.write');
  // In a language the order and the originals stay as they are: only translating is offered.
  const canWrite = canEdit && !translation;
  const list = topics.data ?? [];
  const ids = list.map((t) => t.id_guide_topic);
  const reorder = (next: number[]) => order.mutate(next, { onError: (error) => toast.error(messageOf(error)) });
  // A topic dropped on another category moves there (content-tab.tsx).
  const dragProps = useDragReorder(ids, reorder, (id) => [
    TOPIC_DRAG_TYPE,
    JSON.stringify({ id_guide_topic: id, id_guide_content: categoryId }),
  ]);

  function askDelete(topic: TTopicListItem) {
    return confirmAndDelete(m, () => remove.mutateAsync(topic.id_guide_topic));
  }

  return (
    <Stack gap="xs">
      {topics.isPending ? (
        <Stack gap={6} role="status" aria-busy="true" aria-label={t('categories.loadingTopics')}>
          <Skeleton height={44} radius="sm" />
          <Skeleton height={44} radius="sm" />
        </Stack>
      ) : topics.isError ? (
        <Alert color="red" title={t('categories.couldNotLoadTheTopics')}>
          {messageOf(topics.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {MESSAGES.category.empty}
          </Text>
          <HelpLink article="writing-topics">{t('categories.writingGoodTopics')}</HelpLink>
        </Group>
      ) : (
        <Stack gap={6} component="ul" className={classes.topicList} aria-label={t('categories.topics2')}>
          {list.map((topic, index) => {
            const published = topic.id_status === STATUS.PUBLISHED;
            return (
              <Paper
                key={topic.id_guide_topic}
                withBorder
                radius="sm"
                p={6}
                component="li"
                {...(canWrite ? dragProps(index) : {})}
              >
                <Group gap="sm" wrap="nowrap" className={classes.topicRow}>
                  {canWrite ? <IconGripVertical size={16} className={classes.grip} aria-hidden /> : null}
                  <Paper radius="xs" w={48} h={36} className={classes.thumb}>
                    {topic.path_file ? (
                      <Image src={fileUrl(topic.path_file)} alt="" w={48} h={36} fit="cover" loading="lazy" />
                    ) : (
                      <IconPhoto size={18} aria-hidden />
                    )}
                  </Paper>
                  {translation ? (
                    <TranslatedTopicName topic={topic} view={translation} />
                  ) : topic.id_shared_topic != null ? (
                    // The Shared badge under the name, so a phone's narrow row keeps the name readable.
                    <Stack gap={2} align="flex-start" className={classes.topicName}>
                      <Text size="sm" fw={500} lineClamp={2}>
                        {topic.name}
                      </Text>
                      <Tooltip label={t('sharedUi.sharedBadgeHint')}>
                        <Badge variant="light" color="violet" size="sm">
                          {t('sharedUi.sharedBadge')}
                        </Badge>
                      </Tooltip>
                    </Stack>
                  ) : (
                    <Text size="sm" fw={500} className={classes.topicName} lineClamp={2}>
                      {topic.name}
                    </Text>
                  )}
                  <span className={classes.status} data-published={published || undefined}>
                    {published ? t('categories.published') : t('categories.draft')}
                  </span>
                  {topic.id_topic_view === VISIBILITY.HIDDEN && (
                    <Tooltip label={t('categories.onlyForInvitedGuestsDuring')}>
                      <IconLock
                        size={16}
                        role="img"
                        aria-label={t('categories.onlyForInvitedGuests')}
                        style={{ flex: 'none' }}
                      />
                    </Tooltip>
                  )}
                  {/* A placed shared topic is translated once, on the Shared topics screen. */}
                  {translation && canEdit && topic.id_shared_topic == null ? (
                    <Tooltip label={t('categories.translateTopic')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('categories.translateTopicName', { name: topic.name })}
                        onClick={() => translation.onTranslate(topic)}
                        style={{ flex: 'none' }}
                      >
                        <IconLanguage size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {canWrite && topic.id_shared_topic != null ? shared?.renderActions(topic) : null}
                  <RowActions
                    kind="topic"
                    name={topic.name}
                    index={index}
                    count={list.length}
                    moving={order.isPending}
                    onMove={canWrite ? (to) => reorder([...moveItem(ids, index, to)]) : undefined}
                    // A placed shared topic is edited once, on the Shared topics screen, for every guide.
                    onEdit={canWrite && topic.id_shared_topic == null ? () => onEdit(topic) : undefined}
                    onDelete={canWrite && topic.id_shared_topic == null ? () => void askDelete(topic) : undefined}
                  />
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {canWrite ? (
        <Group>
          <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('categories.addTopic')}
          </Button>
          {shared?.renderAdd(categoryId)}
        </Group>
      ) : null}
    </Stack>
  );
}

/** A topic's name in a language: the original, its translation and the translation's state. */
function TranslatedTopicName({ topic, view }: { topic: TTopicListItem; view: TopicTranslationView }) {
  const t = view.index.topic(topic.id_guide_topic);
  return (
    <Stack gap={2} className={classes.topicName}>
      <Text size="sm" fw={500} lineClamp={2}>
        {topic.name}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" lineClamp={1} lang={view.language} className={classes.translatedName}>
          {t.name ?? '—'}
        </Text>
        <TranslationBadge state={t.state} />
      </Group>
    </Stack>
  );
}

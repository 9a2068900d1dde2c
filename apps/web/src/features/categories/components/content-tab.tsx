/**
 * The Content tab of the guide edit screen: the guide's categories as an accordion (icon,
 * name, edit, delete, reorder), each loading its topics when expanded, and the category
 * and topic modals. The image picker comes from the page (see components/ui/image-picker.tsx).
 * When the guide has further languages, a switch shows one of them instead: every
 * category's and topic's translation state, the guide's texts beside their originals, and the
 * side-by-side topic translation editor.
 */
import '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';
import { useEffect, useState, type DragEvent } from 'react';
import { Accordion, Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconGripVertical, IconPlus } from '@tabler/icons-react';
import { MESSAGES, type TCategory, type TTopicListItem } from '@guidebook/contract';
import { languageName } from '../../../lib/i18n/language-names.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { iconClassOfMarkup } from '../category-icons.ts';
import { confirmAndDelete } from '../confirm-delete.ts';
import { moveItem } from '../reorder.ts';
import { useImagePicker, type RenderImagePicker } from '../../../components/ui/image-picker.tsx';
import type { SharedTopicSlots } from '../shared-slots.ts';
import { useCategories } from '../api/list-categories.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useOrderCategories } from '../api/order-categories.ts';
import { useModifyTopic } from '../api/modify-topic.ts';
import { useGuideTranslations } from '../api/guide-translations.ts';
import { guideTranslationState, indexTranslations } from '../translation-state.ts';
import { TOPIC_DRAG_TYPE, useDragReorder } from '../hooks/use-drag-reorder.ts';
import { CategoryModal } from './category-modal.tsx';
import { RowActions } from './row-actions.tsx';
import { TopicList } from './topic-list.tsx';
import { CategoryTranslationForm } from './category-translation-form.tsx';
import { GuideTranslationCard, type GuideOriginal } from './guide-translation-card.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { TranslationBadge } from './translation-badge.tsx';
import { TopicTranslationModal } from './topic-translation-modal.tsx';
import { TopicModal, loadRichTextEditor } from './topic-modal.tsx';
import classes from './content-tab.module.css';
import { HelpLink } from '../../../components/help-link.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { formatNumber } from '../../../lib/formatting.ts';

const m = MESSAGES.category;

type TopicEditing = { categoryId: number; topic: TTopicListItem | null };

/** The guide as the language view needs it: its texts, the language they are in and the further ones. */
export type ContentTabGuide = GuideOriginal & { default_language?: string; languages?: string[] };

export function ContentTab({
  guideId,
  guide,
  renderImagePicker,
  shared,
}: {
  guideId: number;
  /** The guide (from /guides/select): with further languages, the tab offers to translate. */
  guide?: ContentTabGuide;
  /** Renders the library's image manager, e.g. `(p) => <ImageManager {...p} />`. */
  renderImagePicker?: RenderImagePicker;
  /** Shared topics in the categories: placing one, and a placed one's actions. */
  shared?: SharedTopicSlots;
}) {
  const categories = useCategories(guideId);
  const removeCategory = useDeleteCategory(guideId);
  const order = useOrderCategories(guideId);
  // What the role may change: categories, and the topics in them (moving one between categories).
  const canWriteCategories = usePermission('categories.write');
  const canWriteTopics = usePermission('topics.write');
  const canWriteGuide = usePermission('guides.write');
  const defaultLanguage = guide?.default_language ?? 'en';
  const further = guide?.languages ?? [];
  const [chosenLanguage, setLanguage] = useState<string | null>(null);
  // A language removed meanwhile (Details tab) shows the original again.
  const language = chosenLanguage && further.includes(chosenLanguage) ? chosenLanguage : null;
  const translations = useGuideTranslations(guideId, language);
  const translated = indexTranslations(translations.data);
  const [translating, setTranslating] = useState<TTopicListItem | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [categoryModal, setCategoryModal] = useState<{ category: TCategory | null } | null>(null);
  const [topicModal, setTopicModal] = useState<TopicEditing | null>(null);
  const { pickImage, open: picking, picker } = useImagePicker(renderImagePicker);

  // The editor is only needed here: fetch it in the background so the topic form opens at once.
  useEffect(() => {
    loadRichTextEditor().catch(() => undefined);
  }, []);

  const list = categories.data ?? [];
  const ids = list.map((c) => c.id_guide_content);
  const reorder = (next: number[]) => order.mutate(next, { onError: (error) => toast.error(messageOf(error)) });
  const dragProps = useDragReorder(ids, reorder);
  const moveTopic = useModifyTopic();
  const [topicOver, setTopicOver] = useState<number | null>(null);

  /**
   * A category takes a topic dragged from another one (the topic form's Category select does the
   * same by keyboard). Anything else dragged over it goes to the category reordering.
   */
  const categoryDropProps = (index: number, categoryId: number) => {
    if ((!canWriteCategories && !canWriteTopics) || language) return {};
    const reorderProps = canWriteCategories ? dragProps(index) : { ...dragProps(index), draggable: false };
    const carriesTopic = (e: DragEvent<HTMLElement>) => e.dataTransfer.types.includes(TOPIC_DRAG_TYPE);
    return {
      ...reorderProps,
      onDragOver: (e: DragEvent<HTMLElement>) => {
        if (!carriesTopic(e)) return reorderProps.onDragOver(e);
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (topicOver !== categoryId) setTopicOver(categoryId);
      },
      onDragLeave: (e: DragEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTopicOver(null);
      },
      onDrop: (e: DragEvent<HTMLElement>) => {
        if (!carriesTopic(e)) return reorderProps.onDrop(e);
        e.preventDefault();
        setTopicOver(null);
        const dragged = JSON.parse(e.dataTransfer.getData(TOPIC_DRAG_TYPE)) as {
          id_guide_topic: number;
          id_guide_content: number;
        };
        if (dragged.id_guide_content === categoryId) return;
        moveTopic.mutate(
          { id_guide_topic: dragged.id_guide_topic, id_guide_content: categoryId },
          {
            onSuccess: () => {
              setExpanded((open) => (open.includes(String(categoryId)) ? open : [...open, String(categoryId)]));
              toast.success(MESSAGES.topic.updated);
            },
            onError: (error) => toast.error(`${MESSAGES.topic.updateFailed}: ${messageOf(error)}`),
          },
        );
      },
      'data-drop-target': reorderProps['data-drop-target'] || topicOver === categoryId || undefined,
    };
  };

  function askDelete(category: TCategory) {
    return confirmAndDelete(m, async () => {
      await removeCategory.mutateAsync(category.id_guide_content);
      setExpanded((e) => e.filter((v) => v !== String(category.id_guide_content)));
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>{t('categories.content')}</Title>
        {canWriteCategories && !language ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCategoryModal({ category: null })}>
            {t('categories.addCategory')}
          </Button>
        ) : null}
      </Group>

      {further.length > 0 ? (
        <Stack gap="xs">
          <Group gap="md" wrap="wrap" align="center">
            <LanguageSwitch
              defaultLanguage={defaultLanguage}
              languages={further}
              value={language}
              onChange={setLanguage}
            />
            {language && translations.data ? (
              <Text size="sm" fw={500} aria-live="polite">
                {MESSAGES.language.progress(
                  languageName(language),
                  translations.data.progress.topics_translated,
                  translations.data.progress.topics_total,
                )}
                {translations.data.progress.topics_outdated > 0
                  ? ` ${t('categories.originalChangedTopics', { topics: formatNumber(translations.data.progress.topics_outdated) })}`
                  : ''}
              </Text>
            ) : null}
          </Group>
          {language && translations.isError ? (
            <Alert
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              title={t('categories.couldNotLoadTheTranslations')}
            >
              <Group justify="space-between">
                <Text size="sm">{messageOf(translations.error)}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void translations.refetch()}>
                  {t('categories.tryAgain')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {language && guide && translations.data ? (
            <GuideTranslationCard
              key={language}
              guideId={guideId}
              language={language}
              original={guide}
              translation={translations.data.guide}
              state={guideTranslationState(translations.data)}
              readOnly={!canWriteGuide}
            />
          ) : language && translations.isPending ? (
            <LoadingBlock height={120} radius="sm" label={t('categories.loadingTheTranslations')} />
          ) : null}
        </Stack>
      ) : null}

      {categories.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('categories.loadingCategories')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={52} radius="sm" />
          ))}
        </Stack>
      ) : categories.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('categories.couldNotLoadTheContent')}>
          <Group justify="space-between">
            <Text size="sm">{messageOf(categories.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void categories.refetch()}>
              {t('categories.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : list.length === 0 ? (
        <Stack gap={4} align="flex-start">
          <Text c="dimmed">{t('categories.noCategoriesYetAddA')}</Text>
          <HelpLink article="writing-topics">{t('categories.howCategoriesAndTopicsWork')}</HelpLink>
        </Stack>
      ) : (
        <Accordion multiple value={expanded} onChange={setExpanded} variant="separated" chevronPosition="left">
          {list.map((category, index) => {
            const iconCls = iconClassOfMarkup(category.image);
            const open = expanded.includes(String(category.id_guide_content));
            return (
              <Accordion.Item
                key={category.id_guide_content}
                value={String(category.id_guide_content)}
                className={classes.item}
                {...categoryDropProps(index, category.id_guide_content)}
              >
                <div className={classes.header}>
                  {canWriteCategories && !language ? (
                    <IconGripVertical size={16} className={classes.grip} aria-hidden />
                  ) : null}
                  <Accordion.Control className={classes.control}>
                    <Group gap="sm" wrap="nowrap">
                      <span className={classes.icon} aria-hidden>
                        {iconCls ? <i className={iconCls} /> : null}
                      </span>
                      {language ? (
                        <Stack gap={2} className={classes.name} style={{ flex: 1 }}>
                          <Text fw={600}>{category.name}</Text>
                          <Group gap="xs" wrap="wrap">
                            <Text size="sm" c="dimmed" lang={language} className={classes.translatedName}>
                              {translated.category(category.id_guide_content).name ?? '—'}
                            </Text>
                            <TranslationBadge state={translated.category(category.id_guide_content).state} />
                          </Group>
                        </Stack>
                      ) : (
                        <Text fw={600} className={classes.name}>
                          {category.name}
                        </Text>
                      )}
                      <Badge variant="light" color="gray" size="sm" className={classes.count}>
                        {t('categories.topicCount', { count: category.topics_count })}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <RowActions
                    kind="category"
                    name={category.name}
                    index={index}
                    count={list.length}
                    moving={order.isPending}
                    onMove={
                      canWriteCategories && !language ? (to) => reorder([...moveItem(ids, index, to)]) : undefined
                    }
                    onEdit={canWriteCategories && !language ? () => setCategoryModal({ category }) : undefined}
                    onDelete={canWriteCategories && !language ? () => void askDelete(category) : undefined}
                  />
                </div>
                <Accordion.Panel>
                  {language && canWriteCategories && translations.data ? (
                    <Paper p="xs" mb="sm" radius="sm" bg="var(--mantine-color-default-hover)">
                      <CategoryTranslationForm
                        key={`${language}-${category.id_guide_content}`}
                        guideId={guideId}
                        categoryId={category.id_guide_content}
                        original={category.name}
                        language={language}
                        translated={translated.category(category.id_guide_content).name}
                      />
                    </Paper>
                  ) : null}
                  <TopicList
                    guideId={guideId}
                    categoryId={category.id_guide_content}
                    open={open}
                    onAdd={() => setTopicModal({ categoryId: category.id_guide_content, topic: null })}
                    onEdit={(topic) => setTopicModal({ categoryId: category.id_guide_content, topic })}
                    translation={language ? { language, index: translated, onTranslate: setTranslating } : undefined}
                    shared={shared}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}

      <CategoryModal
        opened={categoryModal !== null}
        onClose={() => setCategoryModal(null)}
        guideId={guideId}
        category={categoryModal?.category ?? null}
      />
      <TopicModal
        opened={topicModal !== null}
        onClose={() => setTopicModal(null)}
        guideId={guideId}
        categoryId={topicModal?.categoryId ?? 0}
        topic={topicModal?.topic ?? null}
        pickImage={pickImage}
        covered={picking}
      />
      {language ? (
        <TopicTranslationModal
          opened={translating !== null}
          onClose={() => setTranslating(null)}
          guideId={guideId}
          topicId={translating?.id_guide_topic ?? 0}
          language={language}
          defaultLanguage={defaultLanguage}
        />
      ) : null}
      {picker}
    </Stack>
  );
}

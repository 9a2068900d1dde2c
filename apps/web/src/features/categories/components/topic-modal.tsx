/**
 * Add/Edit Topic: Title *, Category (any of the guide's: a topic moves by changing it), Topic
 * Featured Image (from the image library), Topic Content * in the lazily loaded editor, Topic
 * Status, Cancel and Create/Update. Closing with unsaved edits asks first.
 */
import { Suspense, lazy, useState } from 'react';
import { Select, Stack } from '@mantine/core';
import { MESSAGES, STATUS, VISIBILITY, type TFilePublic, type TTopic, type TTopicListItem } from '@guidebook/contract';
import { fileUrl, messageOf } from '../../../lib/api-client.ts';
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import * as topicFields from '../../../components/ui/topic-fields.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { useCategories } from '../api/list-categories.ts';
import { useCreateTopic } from '../api/create-topic.ts';
import { useModifyTopic } from '../api/modify-topic.ts';
import { useTopic } from '../api/select-topic.ts';
import { validateTopicDraft, type TopicDraft } from '../topic-form.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const m = MESSAGES.topic;

/** Quill and its CSS download only when a topic form first opens (or the Content tab prefetches them). */
export const loadRichTextEditor = () => loadChunk('editor', () => import('./rich-text-editor.tsx'));
const RichTextEditor = lazy(loadRichTextEditor);

export type PickImage = (selectedId: number | null, onSave: (file: TFilePublic) => void) => void;

export function TopicModal({
  opened,
  onClose,
  guideId,
  categoryId,
  topic,
  pickImage,
  covered = false,
}: {
  opened: boolean;
  onClose: () => void;
  guideId: number;
  categoryId: number;
  /**
   * The topic being edited, as its list gave it (whole, content too); the form still loads the topic
   * as stored when it opens, since it copies it into its own state once. Absent when adding one.
   */
  topic: TTopicListItem | null;
  /** Opens the image manager; absent when the page gave the tab no image picker. */
  pickImage?: PickImage;
  /**
   * The image manager is open above this dialog: Escape belongs to it. (Focus traps need no
   * change: each only acts when focus leaves its own last or first control.)
   */
  covered?: boolean;
}) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <topicFields.TopicDialog
      opened={opened}
      onClose={requestClose}
      title={topic ? t('categories.editTopic') : t('categories.addTopic')}
      covered={covered}
    >
      {topic ? (
        <StoredTopicForm
          guideId={guideId}
          categoryId={categoryId}
          topicId={topic.id_guide_topic}
          onDone={onClose}
          onCancel={requestClose}
          closeGuard={closeGuard}
          pickImage={pickImage}
        />
      ) : (
        <TopicForm
          guideId={guideId}
          categoryId={categoryId}
          topic={null}
          onDone={onClose}
          onCancel={requestClose}
          closeGuard={closeGuard}
          pickImage={pickImage}
        />
      )}
    </topicFields.TopicDialog>
  );
}

/** Edit: the form starts from the topic as stored, loaded afresh when it opens (the list may be older). */
function StoredTopicForm({
  topicId,
  ...rest
}: {
  guideId: number;
  categoryId: number;
  topicId: number;
  onDone: () => void;
  onCancel: () => void;
  closeGuard: CloseGuard;
  pickImage?: PickImage;
}) {
  return (
    <Loaded query={useTopic(topicId)} label={t('categories.loadingTheTopic')} height={400} failed={m.loadFailed} fresh>
      {(topic) => <TopicForm {...rest} topic={topic} />}
    </Loaded>
  );
}

function TopicForm({
  guideId,
  categoryId,
  topic,
  onDone,
  onCancel,
  closeGuard,
  pickImage,
}: {
  guideId: number;
  categoryId: number;
  topic: TTopic | null;
  onDone: () => void;
  /** Cancel: asks before unsaved edits are dropped. */
  onCancel: () => void;
  closeGuard: CloseGuard;
  pickImage?: PickImage;
}) {
  const [saved] = useState<TopicDraft>(() => ({
    name: topic?.name ?? '',
    content: topic?.content ?? '',
    status: String(topic?.id_status ?? STATUS.PUBLISHED),
    view: String(topic?.id_topic_view ?? VISIBILITY.VISIBLE),
    category: String(topic?.id_guide_content ?? categoryId),
    image: topic?.id_file_public
      ? { id: topic.id_file_public, url: topic.path_file ? fileUrl(topic.path_file) : '', name: topic.name }
      : null,
  }));
  const form = useFormDraft(saved, { closeGuard, validate: validateTopicDraft });
  const { image, category } = form.values;
  const errors = form.errors;
  // Only this guide's categories: a topic moves within its guide.
  const categories = useCategories(guideId);
  const categoryData = (categories.data ?? []).map((c) => ({ value: String(c.id_guide_content), label: c.name }));
  const create = useCreateTopic(guideId);
  const modify = useModifyTopic();
  const saving = create.isPending || modify.isPending;

  function choose() {
    pickImage?.(image?.id ?? null, (file) => form.setFieldValue('image', topicFields.featuredImageOf(file)));
  }

  async function save({ name, content, status, view, category, image }: TopicDraft) {
    if (!image) return;
    const fields = {
      id_guide_content: Number(category),
      name: name.trim(),
      content,
      id_status: Number(status),
      id_topic_view: Number(view),
      id_file_public: image.id,
      description: topic?.description ?? '',
    };
    try {
      if (topic) {
        await modify.mutateAsync({ ...fields, id_guide_topic: topic.id_guide_topic });
        toast.success(m.updated);
      } else {
        await create.mutateAsync({ ...fields, image: null, comment: null });
        toast.success(m.created);
      }
      form.markSaved();
      onDone();
    } catch (error) {
      toast.error(`${topic ? m.updateFailed : m.createFailed}: ${messageOf(error)}`);
    }
  }

  return (
    <form noValidate onSubmit={form.submitWith(save, topicFields.warnFirstTopicError)}>
      <Stack gap="md">
        <topicFields.TopicTitleInput {...form.getInputProps('name')} />

        <Select
          label={t('categories.category')}
          description={t('categories.chooseAnotherCategoryToMove')}
          data={categoryData.length ? categoryData : [{ value: category, label: t('layout.loadingEllipsis') }]}
          {...form.getInputProps('category')}
          allowDeselect={false}
          searchable={categoryData.length > 8}
          comboboxProps={{ withinPortal: true }}
        />

        <topicFields.FeaturedImageField image={image} error={errors.image} onChoose={pickImage ? choose : undefined} />

        <topicFields.TopicContentField
          error={errors.content}
          editor={(ids) => (
            <Suspense fallback={<LoadingBlock height={280} radius="sm" label={t('categories.loadingEditor')} />}>
              <RichTextEditor
                initialHtml={topic?.content ?? ''}
                onChange={(html) => form.setFieldValue('content', html)}
                {...ids}
              />
            </Suspense>
          )}
        />

        <topicFields.TopicStateSelects status={form.getInputProps('status')} view={form.getInputProps('view')} />

        <topicFields.TopicFormButtons onCancel={onCancel} saving={saving} editing={topic !== null} />
      </Stack>
    </form>
  );
}

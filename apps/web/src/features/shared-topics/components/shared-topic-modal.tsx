/**
 * New / Edit shared topic: the fields of a guide's topic (Title, Topic Featured Image from the
 * library, Topic Content in the topic editor, Topic Status, Who can see it). Saving an edit changes
 * the topic in every guide that shows it. Closing with unsaved edits asks first.
 */
import { Stack, Text } from '@mantine/core';
import type { TSharedTopic } from '@guidebook/contract';
import { fileUrl, messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import * as topicFields from '../../../components/ui/topic-fields.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useCreateSharedTopic, useModifySharedTopic, useSharedTopic } from '../api/shared-topics.ts';
import { draftOf, requestOf, validateSharedTopicDraft, type SharedTopicDraft } from '../shared-topic-form.ts';
import type { PickImage, RenderEditor } from '../editor.ts';

export type SharedTopicModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The shared topic to edit; null: a new one. */
  topicId: number | null;
  renderEditor: RenderEditor;
  pickImage?: PickImage;
  /** The image library is open above this dialog: Escape belongs to it. */
  covered?: boolean;
  readOnly?: boolean;
};

export function SharedTopicModal({ opened, onClose, topicId, covered = false, ...rest }: SharedTopicModalProps) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  const form = { onDone: onClose, onCancel: requestClose, closeGuard, ...rest };
  return (
    <topicFields.TopicDialog
      opened={opened}
      onClose={requestClose}
      title={topicId ? t('sharedUi.editTitle') : t('sharedUi.newTitle')}
      covered={covered}
    >
      {topicId ? <StoredForm topicId={topicId} {...form} /> : <SharedTopicForm topic={null} {...form} />}
    </topicFields.TopicDialog>
  );
}

type FormProps = {
  onDone: () => void;
  onCancel: () => void;
  closeGuard: CloseGuard;
  renderEditor: RenderEditor;
  pickImage?: PickImage;
  readOnly?: boolean;
};

/** Edit: the form starts from the shared topic as stored, loaded afresh when it opens. */
function StoredForm({ topicId, ...rest }: FormProps & { topicId: number }) {
  return (
    <Loaded query={useSharedTopic(topicId)} label={t('sharedUi.loadingTopic')} height={400} fresh>
      {(topic) => <SharedTopicForm {...rest} topic={topic} />}
    </Loaded>
  );
}

export function SharedTopicForm({
  topic,
  onDone,
  onCancel,
  closeGuard,
  renderEditor,
  pickImage,
  readOnly = false,
}: FormProps & { topic: TSharedTopic | null }) {
  const form = useFormDraft<SharedTopicDraft>(draftOf(topic, fileUrl), {
    closeGuard,
    validate: validateSharedTopicDraft,
  });
  const { image } = form.values;
  const errors = form.errors;
  const create = useCreateSharedTopic();
  const modify = useModifySharedTopic();
  const saving = create.isPending || modify.isPending;
  const onContent = (html: string) => form.setFieldValue('content', html);

  function choose() {
    pickImage?.(image?.id ?? null, (file) => form.setFieldValue('image', topicFields.featuredImageOf(file)));
  }

  async function save(draft: SharedTopicDraft) {
    if (!draft.image) return;
    const fields = requestOf(draft, draft.image.id);
    try {
      if (topic) {
        await modify.mutateAsync({ ...fields, id_shared_topic: topic.id_shared_topic });
        toast.success(t('sharedUi.updated'));
      } else {
        await create.mutateAsync({ ...fields, description: '', image: null, comment: null });
        toast.success(t('sharedUi.created'));
      }
      form.markSaved();
      onDone();
    } catch (error) {
      toast.error(messageOf(error));
    }
  }

  return (
    <form noValidate onSubmit={form.submitWith(save, topicFields.warnFirstTopicError)}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {topic ? (
            <Text size="sm" c="dimmed">
              {t('sharedUi.editEverywhere')}
            </Text>
          ) : null}
          <topicFields.TopicTitleInput {...form.getInputProps('name')} />

          <topicFields.FeaturedImageField
            image={image}
            error={errors.image}
            onChoose={pickImage ? choose : undefined}
          />

          <topicFields.TopicContentField
            error={errors.content}
            hint={
              <Text size="xs" c="dimmed" mb={4}>
                {t('sharedUi.codesHint')}
              </Text>
            }
            editor={(ids) => renderEditor({ initialHtml: topic?.content ?? '', onChange: onContent, ...ids })}
          />

          <topicFields.TopicStateSelects status={form.getInputProps('status')} view={form.getInputProps('view')} />

          <topicFields.TopicFormButtons
            onCancel={onCancel}
            saving={saving}
            editing={topic !== null}
            readOnly={readOnly}
          />
        </Stack>
      </fieldset>
    </form>
  );
}

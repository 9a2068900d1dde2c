/**
 * New / Edit shared topic: the fields of a guide's topic (Title, Topic Featured Image from the
 * library, Topic Content in the topic editor, Topic Status, Who can see it). Saving an edit changes
 * the topic in every guide that shows it. Closing with unsaved edits asks first.
 */
import { useId } from 'react';
import type { FormErrors } from '@mantine/form';
import { Box, Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TSharedTopic } from '@guidebook/contract';
import { fileUrl, messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { FeaturedImageField, TopicStateSelects } from '../../../components/ui/topic-fields.tsx';
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
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  const form = { onDone: onClose, onCancel: requestClose, closeGuard, ...rest };
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={topicId ? t('sharedUi.editTitle') : t('sharedUi.newTitle')}
      size="xl"
      centered
      fullScreen={phone}
      closeOnClickOutside={false}
      closeOnEscape={!covered}
      closeButtonProps={{ 'aria-label': t('invitations.close') }}
    >
      {!opened ? null : topicId ? (
        <StoredForm topicId={topicId} {...form} />
      ) : (
        <SharedTopicForm topic={null} {...form} />
      )}
    </Modal>
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
  const contentLabelId = useId();
  const contentErrorId = useId();
  const onContent = (html: string) => form.setFieldValue('content', html);

  function choose() {
    pickImage?.(image?.id ?? null, (file) =>
      form.setFieldValue('image', {
        id: file.id_file_public,
        url: fileUrl(file.path_thumbnail ?? file.path_file),
        name: file.name,
      }),
    );
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

  // The first message also shows as a toast: the editor's may be below the fold.
  const invalid = (found: FormErrors) => {
    const first = found.name ?? found.content ?? found.image;
    if (typeof first === 'string') toast.warning(first);
  };

  return (
    <form noValidate onSubmit={form.submitWith(save, invalid)}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {topic ? (
            <Text size="sm" c="dimmed">
              {t('sharedUi.editEverywhere')}
            </Text>
          ) : null}
          <TextInput
            label={t('categories.title')}
            required
            data-autofocus
            maxLength={200}
            {...form.getInputProps('name')}
          />

          <FeaturedImageField image={image} error={errors.image} onChoose={pickImage ? choose : undefined} />

          <Box>
            <Input.Label id={contentLabelId} required>
              {t('categories.topicContent')}
            </Input.Label>
            <Text size="xs" c="dimmed" mb={4}>
              {t('sharedUi.codesHint')}
            </Text>
            {renderEditor({
              initialHtml: topic?.content ?? '',
              onChange: onContent,
              labelId: contentLabelId,
              errorId: contentErrorId,
              invalid: !!errors.content,
            })}
            {errors.content ? <Input.Error id={contentErrorId}>{errors.content}</Input.Error> : null}
          </Box>

          <TopicStateSelects status={form.getInputProps('status')} view={form.getInputProps('view')} />

          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('categories.cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={saving}>
                {topic ? t('categories.update') : t('categories.create')}
              </Button>
            )}
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

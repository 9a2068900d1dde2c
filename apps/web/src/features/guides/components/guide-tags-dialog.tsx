/**
 * A guide's tags, edited in a small dialog from its row: type a tag and press Enter (or a comma),
 * pick one the workspace already uses, remove one with its ×. Checked with the contract's own rules
 * (a tag too long, too many, one given twice) before PUT /guides/tags; the message shows under the
 * field, the server's too when it refuses. Closing with edits not saved asks first.
 */
import { Button, Group, Modal, TagsInput } from '@mantine/core';
import { GUIDE_LIST, ZGuideTagsRequest, type TGuideListItem } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useGuideTagCounts, useSetGuideTags } from '../api/guides-page.ts';

const ZTagsForm = ZGuideTagsRequest.pick({ tags: true });

/** The server's first message about the tags or one of them. */
const tagsMessage = (fields: Record<string, string>) =>
  Object.entries(fields).find(([field]) => field.split('.')[0] === 'tags')?.[1];

export function GuideTagsDialog({ guide, onClose }: { guide: TGuideListItem | null; onClose: () => void }) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal
      opened={guide !== null}
      onClose={requestClose}
      title={guide ? t('guidesList.editTags', { title: guide.title }) : ''}
      closeButtonProps={{ 'aria-label': t('guidesList.close') }}
    >
      {guide ? (
        <TagsForm key={guide.id_guide} guide={guide} onClose={requestClose} onSaved={onClose} closeGuard={closeGuard} />
      ) : null}
    </Modal>
  );
}

function TagsForm(props: { guide: TGuideListItem; onClose: () => void; onSaved: () => void; closeGuard: CloseGuard }) {
  const { guide, onClose, onSaved, closeGuard } = props;
  const form = useFormDraft({ tags: guide.tags ?? [] }, { closeGuard, validate: (v) => fieldErrors(ZTagsForm, v) });
  const known = useGuideTagCounts();
  const save = useSetGuideTags();
  const submit = form.submitWith(({ tags }) =>
    save.mutate(
      { id_guide: guide.id_guide, tags },
      {
        onSuccess: () => {
          form.markSaved();
          onSaved();
        },
        onError: (error) => {
          // A message about one tag is named by its place in the list ("tags.2"): shown under the field.
          const message = error instanceof ApiError ? tagsMessage(error.fields) : undefined;
          if (message) form.showRefusal(error, () => ({ tags: message }));
          else toast.error(messageOf(error));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <TagsInput
        label={t('guidesList.tags')}
        description={t('guidesList.tagsHelp', { max: GUIDE_LIST.TAGS_MAX })}
        data={(known.data ?? []).map((row) => row.tag)}
        maxTags={GUIDE_LIST.TAGS_MAX}
        splitChars={[',']}
        clearable
        data-autofocus
        {...form.getInputProps('tags')}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('guidesList.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('guidesList.save')}
        </Button>
      </Group>
    </form>
  );
}

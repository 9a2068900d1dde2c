/**
 * A guide's tags, edited in a small dialog from its row: type a tag and press Enter (or a comma),
 * pick one the workspace already uses, remove one with its ×. Saved with PUT /guides/tags; the
 * server's message shows when it refuses (a tag too long, too many, one given twice).
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, TagsInput } from '@mantine/core';
import { GUIDE_LIST, type TGuideListItem } from '@guidebook/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useGuideTagCounts, useSetGuideTags } from '../api/guides-page.ts';

export function GuideTagsDialog({ guide, onClose }: { guide: TGuideListItem | null; onClose: () => void }) {
  return (
    <Modal
      opened={guide !== null}
      onClose={onClose}
      title={guide ? t('guidesList.editTags', { title: guide.title }) : ''}
      closeButtonProps={{ 'aria-label': t('guidesList.close') }}
    >
      {guide ? <TagsForm key={guide.id_guide} guide={guide} onClose={onClose} /> : null}
    </Modal>
  );
}

function TagsForm({ guide, onClose }: { guide: TGuideListItem; onClose: () => void }) {
  const [tags, setTags] = useState<string[]>(guide.tags ?? []);
  const known = useGuideTagCounts();
  const save = useSetGuideTags();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id_guide: guide.id_guide, tags }, { onSuccess: onClose });
      }}
    >
      <TagsInput
        label={t('guidesList.tags')}
        description={t('guidesList.tagsHelp', { max: GUIDE_LIST.TAGS_MAX })}
        value={tags}
        onChange={setTags}
        data={(known.data ?? []).map((row) => row.tag)}
        maxTags={GUIDE_LIST.TAGS_MAX}
        splitChars={[',']}
        clearable
        data-autofocus
      />
      {save.isError ? (
        <Alert color="red" role="alert" mt="sm">
          {messageOf(save.error)}
        </Alert>
      ) : null}
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

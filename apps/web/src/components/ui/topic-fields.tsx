/**
 * What the dialogs of a guide's topic and of a shared topic have alike: the dialog itself, the title,
 * the featured image chosen from the library (a thumbnail, Choose/Change and where it comes from),
 * the content's label and error around the editor, the status and visibility selects, and Cancel
 * with Create/Update.
 */
import { useId, type ReactNode } from 'react';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { Box, Button, Group, Image, Input, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { STATUS, TOPIC_VISIBILITY_OPTIONS, type TFilePublic } from '@guidebook/contract';
import { IconPhoto } from '@tabler/icons-react';
import { fileUrl } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';
import { toast } from './dialogs.tsx';

/**
 * The topic dialog: wide, the whole screen on a phone; closing by a click outside is off (edits are
 * at stake), and Escape while `covered` (the image library open above it) belongs to the library.
 * Its form is mounted only while it is open, so each opening starts afresh.
 */
export function TopicDialog({
  opened,
  onClose,
  title,
  covered,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  covered: boolean;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      centered
      fullScreen={phone}
      closeOnClickOutside={false}
      closeOnEscape={!covered}
      closeButtonProps={{ 'aria-label': t('invitations.close') }}
    >
      {opened ? children : null}
    </Modal>
  );
}

/** The topic's title, first in the form and focused when the dialog opens. */
export function TopicTitleInput(props: GetInputPropsReturnType) {
  return <TextInput label={t('categories.title')} required data-autofocus maxLength={200} {...props} />;
}

/** A file chosen in the library, as the form's featured image: its thumbnail when it has one. */
export function featuredImageOf(file: TFilePublic): FeaturedImage {
  return { id: file.id_file_public, url: fileUrl(file.path_thumbnail ?? file.path_file), name: file.name };
}

/** A refused submit's first message also shows as a toast: the editor's may be below the fold. */
export function warnFirstTopicError(found: FormErrors): void {
  const first = found.name ?? found.content ?? found.image;
  if (typeof first === 'string') toast.warning(first);
}

/** Topic Content: its label (required), an optional hint, the editor `editor` renders, its error. */
export function TopicContentField({
  error,
  hint,
  editor,
}: {
  error: ReactNode;
  hint?: ReactNode;
  editor: (ids: { labelId: string; errorId: string; invalid: boolean }) => ReactNode;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Box>
      <Input.Label id={labelId} required>
        {t('categories.topicContent')}
      </Input.Label>
      {hint}
      {editor({ labelId, errorId, invalid: !!error })}
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </Box>
  );
}

/** Cancel (which asks before unsaved edits go) and Create or Update; a reader gets Cancel only. */
export function TopicFormButtons({
  onCancel,
  saving,
  editing,
  readOnly = false,
}: {
  onCancel: () => void;
  saving: boolean;
  editing: boolean;
  readOnly?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('categories.cancel')}
      </Button>
      {readOnly ? null : (
        <Button type="submit" loading={saving}>
          {editing ? t('categories.update') : t('categories.create')}
        </Button>
      )}
    </Group>
  );
}

/** A library image as a form holds it: its id, its thumbnail's URL and its name. */
export type FeaturedImage = { id: number; url: string; name: string };

/** `onChoose` opens the image library; absent, the button is disabled (no library on this page). */
export function FeaturedImageField({
  image,
  error,
  onChoose,
}: {
  image: FeaturedImage | null;
  error?: ReactNode;
  onChoose?: () => void;
}) {
  const errorId = useId();
  return (
    <Input.Wrapper label={t('categories.topicFeaturedImage')} error={error} errorProps={{ id: errorId }}>
      <Group gap="md" align="center" wrap="nowrap" mt={4}>
        <Paper
          withBorder
          radius="sm"
          w={120}
          h={80}
          style={{ overflow: 'hidden', flexShrink: 0, display: 'grid', placeItems: 'center' }}
        >
          {image?.url ? (
            <Image
              src={image.url}
              alt={t('categories.featuredImageName', { name: image.name })}
              w={120}
              h={80}
              fit="cover"
            />
          ) : (
            <IconPhoto size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          )}
        </Paper>
        <Stack gap={4}>
          <Button
            variant="light"
            onClick={onChoose}
            disabled={!onChoose}
            aria-describedby={error ? errorId : undefined}
          >
            {image ? t('categories.changeImage') : t('categories.chooseImage')}
          </Button>
          <Text size="xs" c="dimmed">
            {image ? t('categories.selectedFromYourLibrary') : t('categories.noImageChosenYet')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

const STATUS_OPTIONS = [
  {
    value: String(STATUS.PUBLISHED),
    get label() {
      return t('categories.published');
    },
  },
  {
    value: String(STATUS.DRAFT),
    get label() {
      return t('categories.draft');
    },
  },
];
// Made at render: an option's label is read in the host's language when it is shown.
const viewOptions = () => TOPIC_VISIBILITY_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** Topic Status and Who can see it, bound to the form's `status` and `view` (each a number as text). */
export function TopicStateSelects({
  status,
  view,
}: {
  status: GetInputPropsReturnType;
  view: GetInputPropsReturnType;
}) {
  return (
    <>
      <Select
        label={t('categories.topicStatus')}
        data={STATUS_OPTIONS}
        {...status}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 220 }}
      />

      <Select
        label={t('categories.whoCanSeeIt')}
        description={t('categories.doorCodesKeySafesAlarms')}
        data={viewOptions()}
        {...view}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}

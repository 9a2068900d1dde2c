/** Add/Edit Category: a title and an icon; both are required. */
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MESSAGES, STATUS, type TCategory } from '@guidebook/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { iconMarkup, iconNameOfMarkup } from '../category-icons.ts';
import { validateCategoryForm, type CategoryFormValues } from '../category-form.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useModifyCategory } from '../api/modify-category.ts';
import { IconPicker } from './icon-picker.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const m = MESSAGES.category;

export function CategoryModal({
  opened,
  onClose,
  guideId,
  category,
}: {
  opened: boolean;
  onClose: () => void;
  guideId: number;
  /** The category being edited; absent when adding one. */
  category: TCategory | null;
}) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={category ? t('categories.editCategory') : t('categories.addCategory')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      {/* Mounted per opening, so the form starts from the category each time. */}
      {opened ? (
        <CategoryForm
          guideId={guideId}
          category={category}
          onDone={onClose}
          onCancel={requestClose}
          closeGuard={closeGuard}
        />
      ) : null}
    </Modal>
  );
}

function CategoryForm({
  guideId,
  category,
  onDone,
  onCancel,
  closeGuard,
}: {
  guideId: number;
  category: TCategory | null;
  onDone: () => void;
  onCancel: () => void;
  closeGuard: CloseGuard;
}) {
  const [saved] = useState<CategoryFormValues>(() => ({
    name: category?.name ?? '',
    icon: iconNameOfMarkup(category?.image),
  }));
  // Messages show once Save was tried, and each goes as its field is changed.
  const form = useFormDraft(saved, { closeGuard, validate: validateCategoryForm });
  const create = useCreateCategory(guideId);
  const modify = useModifyCategory(guideId);
  const saving = create.isPending || modify.isPending;

  async function save({ name, icon }: CategoryFormValues) {
    if (!icon) return;
    // The Content tab publishes every category it saves.
    const fields = {
      id_guide: guideId,
      name: name.trim(),
      image: iconMarkup(icon),
      description: category?.description ?? '',
      id_status: STATUS.PUBLISHED,
    };
    try {
      if (category) {
        await modify.mutateAsync({ ...fields, id_guide_content: category.id_guide_content });
        toast.success(m.updated);
      } else {
        await create.mutateAsync({ ...fields, comment: null });
        toast.success(m.added);
      }
      form.markSaved();
      onDone();
    } catch (error) {
      toast.error(`${category ? m.updateFailed : m.addFailed} ${messageOf(error)}`);
    }
  }

  return (
    <form noValidate onSubmit={form.submitWith(save, () => toast.warning(m.allRequired))}>
      <Stack gap="md">
        <TextInput
          label={t('categories.title')}
          required
          data-autofocus
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <IconPicker {...form.getInputProps('icon')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('categories.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('categories.saveCategory')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

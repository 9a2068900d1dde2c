/**
 * New workspace (from the top bar's switcher): a name, then the workspace is created, the user is
 * switched to it and its (empty) dashboard opens. Loaded only when opened: its form brings the
 * contract's schemas, which the first load does without.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AGENCY, MESSAGES, ZWorkspaceCreateRequest } from '@guidebook/contract';
import { toast } from '../ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../ui/use-form-draft.ts';
import { messageOf } from '../../lib/api-client.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { ROUTES } from '../../lib/paths.ts';
import { createWorkspace, switchWorkspace } from '../../lib/workspace.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

type Props = { opened: boolean; onClose: () => void };

export default function NewWorkspaceModal({ opened, onClose }: Props) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={t('agency.newWorkspace')}
      closeButtonProps={{ 'aria-label': t('agency.close') }}
    >
      {/* Mounted only while open, so each opening starts from an empty form. */}
      {opened ? <NewWorkspaceForm onClose={requestClose} onDone={onClose} closeGuard={closeGuard} /> : null}
    </Modal>
  );
}

const EMPTY = { name: '' };

function NewWorkspaceForm({
  onClose,
  onDone,
  closeGuard,
}: {
  onClose: () => void;
  onDone: () => void;
  closeGuard: CloseGuard;
}) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useFormDraft(EMPTY, {
    closeGuard,
    validate: (values) => fieldErrors(ZWorkspaceCreateRequest, { name: values.name }),
  });

  const submit = form.submitWith(async (values) => {
    setSaving(true);
    try {
      const created = await createWorkspace({ name: values.name.trim() });
      form.markSaved();
      // The new workspace is never the personal one: it is stored as the workspace acted in.
      await switchWorkspace(created.id_workspace, () => navigate(ROUTES.mainPanel));
      toast.success(MESSAGES.agency.created(created.name));
      onDone();
    } catch (error) {
      form.showRefusal(error);
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('agency.name')}
          description={t('agency.nameHint')}
          required
          data-autofocus
          maxLength={AGENCY.NAME_MAX}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {t('agency.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

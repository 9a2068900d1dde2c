/** Add Map: a title, then the new (empty) map opens in the editor to place its pins. */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MAP, MESSAGES, type TMap } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useCreateMap } from '../api/maps.ts';
import { validateMapTitle } from '../map-form.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const EMPTY = { title: '' };

type Props = { opened: boolean; onClose: () => void; onCreated: (map: TMap) => void };

export function AddMapModal({ opened, onClose, onCreated }: Props) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal opened={opened} onClose={requestClose} title={t('maps.addMap')}>
      {/* Mounted only while open, so each opening starts empty. */}
      {opened ? <AddMapForm onClose={requestClose} onCreated={onCreated} closeGuard={closeGuard} /> : null}
    </Modal>
  );
}

function AddMapForm({ onClose, onCreated, closeGuard }: Omit<Props, 'opened'> & { closeGuard: CloseGuard }) {
  const form = useFormDraft(EMPTY, { closeGuard, validate: validateMapTitle });
  const create = useCreateMap();

  const submit = form.submitWith(({ title }) =>
    create.mutate(
      { title: title.trim(), pins: [] },
      {
        onSuccess: (map) => {
          toast.success(MESSAGES.map.created);
          // The new map's editor opens next: the typed title is saved, nothing to ask.
          form.markSaved();
          onCreated(map);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.fields.title) form.setFieldError('title', e.fields.title);
          else toast.error(messageOf(e));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('maps.mapTitle')}
          required
          data-autofocus
          maxLength={MAP.TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('maps.createMap')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

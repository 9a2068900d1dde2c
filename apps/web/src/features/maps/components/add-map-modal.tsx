/** Add Map: a title, then the new (empty) map opens in the editor to place its pins. */
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MAP, MESSAGES, ZMapCreateRequest, type TMap } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useCreateMap } from '../api/maps.ts';

type Props = { opened: boolean; onClose: () => void; onCreated: (map: TMap) => void };

export function AddMapModal({ opened, onClose, onCreated }: Props) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal opened={opened} onClose={requestClose} title="Add Map">
      {/* Mounted only while open, so each opening starts empty. */}
      {opened ? <AddMapForm onClose={requestClose} onCreated={onCreated} closeGuard={closeGuard} /> : null}
    </Modal>
  );
}

function AddMapForm({ onClose, onCreated, closeGuard }: Omit<Props, 'opened'> & { closeGuard: CloseGuard }) {
  const { values: title, setValues: setTitle, markSaved } = useFormDraft('', { closeGuard });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMap();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMapCreateRequest.safeParse({ title, pins: [] });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.map.titleRequired);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (map) => {
        toast.success(MESSAGES.map.created);
        // The new map's editor opens next: the typed title is saved, nothing to ask.
        markSaved();
        onCreated(map);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.fields.title) setError(e.fields.title);
        else toast.error(messageOf(e));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Map Title"
          required
          data-autofocus
          maxLength={MAP.TITLE_MAX}
          value={title}
          error={error}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Map
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One confirm dialog or popup as a Mantine modal (loaded with the first dialog). */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { MESSAGES } from '@guidebook/contract';
import { dialogStore, type DialogEntry, type PopupKind } from './dialog-store.ts';

const KIND_STYLE: Record<PopupKind, { color: string; Icon: typeof IconCheck }> = {
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  info: { color: 'blue', Icon: IconInfoCircle },
};

export default function DialogView({ entry }: { entry: DialogEntry }) {
  const close = (answer = false) => dialogStore.close(entry.id, answer);
  const common = {
    opened: entry.opened,
    onClose: () => close(false),
    onExitTransitionEnd: () => dialogStore.remove(entry.id),
    centered: true,
    // dialogStore.remove returns focus: the modal mounts already open, so it cannot know the opener.
    returnFocus: false,
    trapFocus: true,
    closeOnEscape: true,
  };

  if (entry.type === 'confirm') {
    return (
      <Modal {...common} title={entry.title} size="sm">
        <Text size="sm">{entry.text}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => close(false)}>
            {entry.cancelLabel}
          </Button>
          <Button color="red" data-autofocus onClick={() => close(true)}>
            {entry.confirmLabel}
          </Button>
        </Group>
      </Modal>
    );
  }

  const { color, Icon } = KIND_STYLE[entry.kind];
  // Compound form so the accessible name lands on the dialog element itself (Modal's
  // aria-label would go to the root wrapper, leaving the dialog unnamed).
  return (
    <Modal.Root {...common} size="sm">
      <Modal.Overlay />
      <Modal.Content aria-label={entry.title}>
        <Modal.Body>
          <Stack align="center" gap="sm" py="sm" role={entry.kind === 'error' ? 'alert' : 'status'}>
            <ThemeIcon color={color} variant="light" size={64} radius="xl" aria-hidden>
              <Icon size={40} />
            </ThemeIcon>
            <Text fw={700} fz="xl" ta="center">
              {entry.title}
            </Text>
            {entry.text ? (
              <Text size="sm" ta="center" c="dimmed">
                {entry.text}
              </Text>
            ) : null}
            <Button data-autofocus mt="xs" onClick={() => close()}>
              {MESSAGES.dialog.confirm}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

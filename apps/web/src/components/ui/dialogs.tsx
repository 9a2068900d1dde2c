/**
 * The app's three kinds of feedback: confirmation dialogs, SweetAlert-like popups and
 * toasts. Built on Mantine modals/notifications, so they are keyboard reachable
 * (focus trapped, Escape closes) and focus returns to where it was.
 */
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { DURATIONS, MESSAGES } from '@guidebook/contract';

export type PopupKind = 'success' | 'error' | 'warning' | 'info';

const KIND_STYLE: Record<PopupKind, { color: string; Icon: typeof IconCheck }> = {
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  info: { color: 'blue', Icon: IconInfoCircle },
};

/** Asks a yes/no question; resolves true on confirm, false on cancel, Escape or close. */
export function confirmDialog(opts: {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      children: <Text size="sm">{opts.text}</Text>,
      labels: { confirm: opts.confirmLabel ?? MESSAGES.dialog.confirm, cancel: opts.cancelLabel ?? MESSAGES.dialog.cancel },
      confirmProps: { color: 'red', 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** A centred popup with an icon, a title, optional text and OK; closes itself after durationMs when given. */
export function popup(opts: { title: string; text?: string; kind: PopupKind; durationMs?: number }): void {
  const { color, Icon } = KIND_STYLE[opts.kind];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const id = modals.open({
    centered: true,
    withCloseButton: false,
    size: 'sm',
    // The title is rendered inside the body (with the icon); the modal is still named for screen readers.
    'aria-label': opts.title,
    onClose: () => clearTimeout(timer),
    children: (
      <Stack align="center" gap="sm" py="sm" role={opts.kind === 'error' ? 'alert' : 'status'}>
        <ThemeIcon color={color} variant="light" size={64} radius="xl" aria-hidden>
          <Icon size={40} />
        </ThemeIcon>
        <Text fw={700} fz="xl" ta="center">
          {opts.title}
        </Text>
        {opts.text ? (
          <Text size="sm" ta="center" c="dimmed">
            {opts.text}
          </Text>
        ) : null}
        <Group justify="center" mt="xs">
          <Button data-autofocus onClick={() => modals.close(id)}>
            {MESSAGES.dialog.confirm}
          </Button>
        </Group>
      </Stack>
    ),
  });
  if (opts.durationMs) timer = setTimeout(() => modals.close(id), opts.durationMs);
}

function showToast(kind: 'success' | 'warning' | 'error', message: string, autoClose: number): void {
  const { color, Icon } = KIND_STYLE[kind];
  notifications.show({ message, color, autoClose, icon: <Icon size={18} />, withBorder: true });
}

/** Short corner messages with the spec's durations (success 2 s, warning 1.5 s, error 2 s). */
export const toast = {
  success: (msg: string) => showToast('success', msg, DURATIONS.TOAST_SUCCESS_MS),
  warning: (msg: string) => showToast('warning', msg, DURATIONS.TOAST_WARNING_MS),
  error: (msg: string) => showToast('error', msg, DURATIONS.ERROR_MESSAGE_MS),
};

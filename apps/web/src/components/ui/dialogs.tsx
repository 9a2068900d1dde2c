/**
 * The app's three kinds of feedback: confirmation dialogs, SweetAlert-like popups and
 * toasts. Dialogs are Mantine modals (focus trapped, Escape closes, focus returns to
 * where it was, see dialog-store.ts); their code and the toast container load on first use, so the login
 * screen does not download them.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import { DURATIONS, MESSAGES } from '@guidebook/contract';
import { dialogStore, type PopupKind } from './dialog-store.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

export type { PopupKind };

const loadDialogView = () => import('./dialog-view.tsx');
const DialogView = lazy(loadDialogView);

/** Fetches the dialog code ahead of need (screens that will likely show a popup call this). */
export function preloadDialogs(): void {
  void loadDialogView().catch(() => undefined);
}
const ToastContainer = lazy(() => import('./toast-container.tsx'));

/** Asks a yes/no question; resolves true on confirm, false on cancel, Escape or close. */
export function confirmDialog(opts: {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    dialogStore.open({
      type: 'confirm',
      title: opts.title,
      text: opts.text,
      confirmLabel: opts.confirmLabel ?? MESSAGES.dialog.confirm,
      cancelLabel: opts.cancelLabel ?? MESSAGES.dialog.cancel,
      resolve,
    });
  });
}

/** A centred popup with an icon, a title, optional text and OK; closes itself after durationMs when given. */
export function popup(opts: { title: string; text?: string; kind: PopupKind; durationMs?: number }): void {
  const id = dialogStore.open({ type: 'popup', title: opts.title, text: opts.text, kind: opts.kind });
  if (opts.durationMs) setTimeout(() => dialogStore.close(id), opts.durationMs);
}

const TOAST_COLOR = { success: 'teal', warning: 'yellow', error: 'red' } as const;

function showToast(kind: keyof typeof TOAST_COLOR, message: string, autoClose: number): void {
  dialogStore.useToasts();
  notifications.show({
    // The same message twice at once (a refused call and what follows from it) shows once.
    id: `${kind}:${message}`,
    message,
    color: TOAST_COLOR[kind],
    autoClose,
    withBorder: true,
    closeButtonProps: { 'aria-label': t('ui.closeMessage') },
  });
}

/** Short corner messages with the product's durations (success 2 s, warning 1.5 s, error 2 s). */
export const toast = {
  success: (msg: string) => showToast('success', msg, DURATIONS.TOAST_SUCCESS_MS),
  warning: (msg: string) => showToast('warning', msg, DURATIONS.TOAST_WARNING_MS),
  error: (msg: string) => showToast('error', msg, DURATIONS.ERROR_MESSAGE_MS),
};

/** Mounted once at the root: renders open dialogs and, once used, the toast container. */
export function DialogHost() {
  const { dialogs, toastsUsed } = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  return (
    <Suspense fallback={null}>
      {dialogs.map((d) => (
        <DialogView key={d.id} entry={d} />
      ))}
      {toastsUsed ? <ToastContainer /> : null}
    </Suspense>
  );
}

/**
 * The queue behind confirmDialog/popup: plain state outside React, read by DialogHost.
 * Keeping it outside Mantine's modals lets the modal code load only when a dialog opens.
 */
export type PopupKind = 'success' | 'error' | 'warning' | 'info';

export type DialogEntry =
  | {
      id: number;
      type: 'confirm';
      opened: boolean;
      title: string;
      text: string;
      confirmLabel: string;
      cancelLabel: string;
      resolve: (value: boolean) => void;
    }
  | { id: number; type: 'popup'; opened: boolean; title: string; text?: string; kind: PopupKind };

/** A dialog as requested, before it gets its id and open state. */
export type DialogRequest = DialogEntry extends infer E
  ? E extends DialogEntry
    ? Omit<E, 'id' | 'opened'>
    : never
  : never;

/** Where focus was when a dialog opened; it goes back there when the dialog is gone. */
function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const el = document.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

const returnFocusTo = new Map<number, HTMLElement>();

type State = { dialogs: DialogEntry[]; toastsUsed: boolean };

let state: State = { dialogs: [], toastsUsed: false };
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const l of listeners) l();
}

export const dialogStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): State => state,
  open(entry: DialogRequest): number {
    const id = nextId++;
    const focused = focusedElement();
    if (focused) returnFocusTo.set(id, focused);
    set({ ...state, dialogs: [...state.dialogs, { ...entry, id, opened: true } as DialogEntry] });
    return id;
  },
  /** Starts the closing transition; `answer` settles a confirm dialog. */
  close(id: number, answer = false): void {
    const entry = state.dialogs.find((d) => d.id === id);
    if (!entry || !entry.opened) return;
    if (entry.type === 'confirm') entry.resolve(answer);
    set({ ...state, dialogs: state.dialogs.map((d) => (d.id === id ? { ...d, opened: false } : d)) });
  },
  /** Drops a dialog once its closing transition ended (focus has returned by then). */
  remove(id: number): void {
    set({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) });
    const target = returnFocusTo.get(id);
    returnFocusTo.delete(id);
    if (target?.isConnected) target.focus();
  },
  useToasts(): void {
    if (!state.toastsUsed) set({ ...state, toastsUsed: true });
  },
};

/**
 * The one way a form holds its values: a draft that is marked dirty while it differs from the
 * saved values, so the page asks before it is left (unsaved-changes-guard.tsx), and, with a `key`,
 * survives the form's unmounting (a tab switched away and back finds the edits again).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject, type SetStateAction } from 'react';
import { MESSAGES } from '@guidebook/contract';
import { snapshotOf, unsavedChanges } from '../../lib/unsaved-changes.ts';
import { confirmDialog } from './dialogs.tsx';

/** "Discard unsaved changes?": resolves true when the host chose to throw the edits away. */
export function confirmDiscardChanges(): Promise<boolean> {
  return confirmDialog({
    title: MESSAGES.unsaved.title,
    text: MESSAGES.unsaved.text,
    confirmLabel: MESSAGES.unsaved.discard,
    cancelLabel: MESSAGES.unsaved.keep,
  });
}

export type FormDraft<T> = {
  values: T;
  setValues: (next: SetStateAction<T>) => void;
  /** The values differ from the saved ones. */
  dirty: boolean;
  /** After a successful save: the current values count as saved (before the page reloads them). */
  markSaved: () => void;
  /** Back to the saved values, draft dropped. */
  reset: () => void;
  /** Before closing the form: true when clean, else asks whether to discard. */
  confirmDiscard: () => Promise<boolean>;
};

/** What a dialog's close asks first: the form inside sets it (useFormDraft's `closeGuard`). */
export type CloseGuard = RefObject<(() => Promise<boolean>) | null>;

/**
 * For a dialog holding a form: `requestClose` (for the X, Escape and Cancel) asks the form's draft
 * before closing, so a half-written topic is not lost to a stray Escape.
 */
export function useGuardedClose(onClose: () => void): { closeGuard: CloseGuard; requestClose: () => void } {
  const closeGuard = useRef<(() => Promise<boolean>) | null>(null);
  const requestClose = useCallback(() => {
    const ask = closeGuard.current;
    if (!ask) onClose();
    else void ask().then((close) => close && onClose());
  }, [onClose]);
  return { closeGuard, requestClose };
}

export function useFormDraft<T>(saved: T, options: { key?: string; closeGuard?: CloseGuard } = {}): FormDraft<T> {
  const { key, closeGuard } = options;
  const autoId = useId();
  const id = key ?? `form${autoId}`;
  const [values, setValuesState] = useState<T>(() => (key ? unsavedChanges.draft<T>(key, saved) : undefined) ?? saved);
  const [savedNow, setSavedNow] = useState<string | null>(null);
  const savedSnapshot = snapshotOf(saved);
  const current = useMemo(() => snapshotOf(values), [values]);
  const dirty = current !== savedSnapshot && current !== savedNow;

  useEffect(() => {
    unsavedChanges.mark(id, dirty);
    if (!key) return;
    if (dirty) unsavedChanges.keepDraft(key, JSON.parse(savedSnapshot) as unknown, values);
    else unsavedChanges.dropDraft(key);
  }, [id, key, dirty, values, savedSnapshot]);

  // A form without a key forgets its edits when it goes; a keyed draft stays until saved or discarded.
  useEffect(
    () => () => {
      if (!key) unsavedChanges.mark(id, false);
    },
    [id, key],
  );

  const setValues = useCallback((next: SetStateAction<T>) => setValuesState(next), []);
  const markSaved = useCallback(() => {
    // At once, not in an effect: a save often navigates in the same tick, and the guard must let it.
    unsavedChanges.mark(id, false);
    if (key) unsavedChanges.dropDraft(key);
    setSavedNow(current);
  }, [id, key, current]);
  const reset = useCallback(() => {
    unsavedChanges.mark(id, false);
    if (key) unsavedChanges.dropDraft(key);
    setValuesState(saved);
  }, [id, key, saved]);
  const confirmDiscard = useCallback(async () => {
    if (!dirty) return true;
    const discard = await confirmDiscardChanges();
    if (discard) {
      unsavedChanges.mark(id, false);
      if (key) unsavedChanges.dropDraft(key);
    }
    return discard;
  }, [dirty, id, key]);

  useEffect(() => {
    if (!closeGuard) return;
    closeGuard.current = confirmDiscard;
    return () => {
      closeGuard.current = null;
    };
  }, [closeGuard, confirmDiscard]);

  return { values, setValues, dirty, markSaved, reset, confirmDiscard };
}

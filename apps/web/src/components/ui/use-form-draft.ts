/**
 * The one way a form holds its values: a @mantine/form form (getInputProps, isDirty, the schema's
 * messages from `validate`) whose edits count as unsaved while it is dirty, so the page asks
 * before it is left (unsaved-changes-guard.tsx), and, with a `key`, survive the form's unmounting
 * (a tab switched away and back finds the edits again).
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { useForm, type FormErrors, type FormStatus, type UseFormReturnType } from '@mantine/form';
import { MESSAGES } from '@guidebook/contract';
import { focusFirstInvalid } from '../../lib/form-errors.ts';
import { snapshotOf, unsavedChanges } from '../../lib/unsaved-changes.ts';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { confirmDialog, toast } from './dialogs.tsx';

/** "Discard unsaved changes?": resolves true when the host chose to throw the edits away. */
export function confirmDiscardChanges(): Promise<boolean> {
  return confirmDialog({
    title: MESSAGES.unsaved.title,
    text: MESSAGES.unsaved.text,
    confirmLabel: MESSAGES.unsaved.discard,
    cancelLabel: MESSAGES.unsaved.keep,
  });
}

export type FormValues = Record<string, unknown>;

export type FormDraft<T extends FormValues> = UseFormReturnType<T> & {
  /** The values differ from the saved ones (read at this render). */
  dirty: boolean;
  /** After a successful save: the current values count as saved (before the page reloads them). */
  markSaved: () => void;
  /** Back to the saved values, draft and messages dropped. */
  discard: () => void;
  /** Before closing the form: true when clean, else asks whether to discard. */
  confirmDiscard: () => Promise<boolean>;
  /**
   * The <form>'s onSubmit: the values are checked (`validate`), then handed to `send`; when a check
   * fails, the first invalid field is scrolled into view and focused, and `invalid` is told.
   */
  submitWith: (
    send: (values: T) => void | Promise<unknown>,
    invalid?: (errors: FormErrors) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
  /**
   * The server refused the last submit: its messages per field (`toForm` renames request fields to
   * the form's) show under the fields, and the first invalid field is brought into view.
   */
  showRefusal: (error: unknown, toForm?: (fields: Record<string, string>) => FormErrors) => void;
  /**
   * A save's `onSuccess`/`onError` for a mutation: saved → the values count as saved and `savedText`
   * is toasted; refused → the server's messages under the fields (showRefusal) and its message toasted.
   */
  saveOutcome: (
    savedText: string,
    toForm?: (fields: Record<string, string>) => FormErrors,
  ) => { onSuccess: () => void; onError: (error: unknown) => void };
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

/** Which top-level fields of `values` differ from `saved`: the form's dirty map against new saved values. */
function dirtyFields(values: FormValues, saved: FormValues): FormStatus {
  return Object.fromEntries(
    Object.keys(values).map((field) => [field, snapshotOf(values[field]) !== snapshotOf(saved[field])]),
  );
}

export function useFormDraft<T extends FormValues>(
  saved: T,
  options: {
    key?: string;
    closeGuard?: CloseGuard;
    /** The form's checks: a field -> message map (lib/form-errors.ts), sync or loaded on demand. */
    validate?: (values: T) => FormErrors | Promise<FormErrors>;
  } = {},
): FormDraft<T> {
  const { key, closeGuard, validate } = options;
  const autoId = useId();
  const id = key ?? `form${autoId}`;
  const savedSnapshot = snapshotOf(saved);
  const [kept] = useState(() => (key ? unsavedChanges.draft<T>(key, saved) : undefined));
  const form = useForm<T>({ mode: 'controlled', initialValues: saved, validate });

  // A kept draft goes over the saved values before the first paint: each field it changed is dirty.
  useLayoutEffect(() => {
    if (kept) form.setValues(kept);
    // Once, on mounting: the draft was read when the form was made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The saved values changed while the form is shown (saved, or reloaded): a clean form shows them,
  // a dirty one keeps its edits, now compared with them.
  const base = useRef(savedSnapshot);
  useEffect(() => {
    if (base.current === savedSnapshot) return;
    base.current = savedSnapshot;
    form.setInitialValues(saved);
    if (form.isDirty()) form.setDirty(dirtyFields(form.getValues(), saved));
    else form.reset();
  }, [form, saved, savedSnapshot]);

  // @mantine/form marks dirt per path it was set at: a list put back whole (a kept draft) stays
  // marked while its items are edited one by one (pins.2.name), even once each edit is undone. A
  // form it calls dirty is so only while its values differ from the saved ones (its snapshot).
  const dirty = form.isDirty() && snapshotOf(form.values) !== snapshotOf(form.getInitialValues());
  const values = form.values;
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

  const forget = useCallback(() => {
    unsavedChanges.mark(id, false);
    if (key) unsavedChanges.dropDraft(key);
  }, [id, key]);
  const { resetDirty, setInitialValues, reset } = form;
  const markSaved = useCallback(() => {
    // At once, not in an effect: a save often navigates in the same tick, and the guard must let it.
    forget();
    resetDirty();
  }, [forget, resetDirty]);
  const discard = useCallback(() => {
    forget();
    setInitialValues(saved);
    reset();
  }, [forget, setInitialValues, reset, saved]);
  const confirmDiscard = useCallback(async () => {
    if (!dirty) return true;
    const leave = await confirmDiscardChanges();
    if (leave) forget();
    return leave;
  }, [dirty, forget]);

  const { onSubmit, setErrors } = form;
  const submitted = useRef<HTMLFormElement | null>(null);
  const submitWith = useCallback(
    (send: (values: T) => void | Promise<unknown>, invalid?: (errors: FormErrors) => void) =>
      (event?: FormEvent<HTMLFormElement>) => {
        // Read now: React clears currentTarget once the event is handled, and checks may be async.
        const root = event?.currentTarget ?? null;
        submitted.current = root;
        onSubmit(send, (errors) => {
          focusFirstInvalid(root);
          invalid?.(errors);
        })(event);
      },
    [onSubmit],
  );
  const showRefusal = useCallback(
    (error: unknown, toForm: (fields: Record<string, string>) => FormErrors = (fields) => fields) => {
      if (!(error instanceof ApiError)) return;
      setErrors(toForm(error.fields));
      focusFirstInvalid(submitted.current);
    },
    [setErrors],
  );

  useEffect(() => {
    if (!closeGuard) return;
    closeGuard.current = confirmDiscard;
    return () => {
      closeGuard.current = null;
    };
  }, [closeGuard, confirmDiscard]);

  const saveOutcome = useCallback(
    (savedText: string, toForm?: (fields: Record<string, string>) => FormErrors) => ({
      onSuccess: () => {
        markSaved();
        toast.success(savedText);
      },
      onError: (error: unknown) => {
        showRefusal(error, toForm);
        toast.error(messageOf(error));
      },
    }),
    [markSaved, showRefusal],
  );

  return { ...form, dirty, markSaved, discard, confirmDiscard, submitWith, showRefusal, saveOutcome };
}

/**
 * A settings form's save (mutate options): the form then shows and keeps what the server saved,
 * or a refusal's messages under the fields; either is told in a toast.
 */
export function savedInto<T extends FormValues>(form: FormDraft<T>, savedMessage: string) {
  return {
    onSuccess: (saved: T) => {
      form.setValues(saved);
      form.markSaved();
      toast.success(savedMessage);
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
      toast.error(messageOf(error));
    },
  };
}

/**
 * A form's messages from a contract schema: the first message per field, the same words the
 * server answers with, so no form restates the contract's rules by hand. @mantine/form's
 * `schemaResolver` (Standard Schema, which zod 4 implements) reads the schema; a form hands the
 * result to its `validate` (components/ui/use-form-draft.ts).
 */
import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { localizeMessage } from './i18n/admin-i18n.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The schema's first message for each top-level field that fails; {} when the values pass. A
 * message about a nested value (a list's item) is shown under the field that holds it; one about
 * the whole body names no field and is the server's to answer.
 */
export function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
): FieldErrors<keyof z.input<S> & string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(pathErrors(schema, values))) {
    const field = path.split('.')[0];
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors as FieldErrors<keyof z.input<S> & string>;
}

/**
 * The schema's first message for each path that fails, as @mantine/form names its inputs
 * ("title", "pins.2.name"): for a form with an input per item of a list, whose values may be
 * what the form holds rather than the request's types (a coordinate typed as text, read as NaN).
 */
export function pathErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaResolver(schema, { sync: true })(values))) {
    if (!(path in errors)) errors[path] = localizeMessage(String(message));
  }
  return errors;
}

/**
 * The language tab holding the first message about a per-language text (`texts.<language>.<field>`),
 * to show it: a form with one tab per language opens the one the message is about.
 */
export function languageWithError(errors: Record<string, unknown>): string | undefined {
  for (const path of Object.keys(errors)) {
    const match = /^texts\.([^.]+)\./.exec(path);
    if (match && errors[path]) return match[1];
  }
  return undefined;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * After a check failed: scrolls the first invalid field of `root` into view and focuses it, so
 * the message is seen where it is (a long form's submit button is far from its first fields).
 * Runs after React has drawn the messages (next frame).
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  if (!root || typeof window === 'undefined') return;
  window.requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}

/**
 * A form's messages from a contract schema: the first message per field, the same words the
 * server answers with (spec section 5), so no form restates the contract's rules by hand.
 */
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The schema's first message for each top-level field that fails; {} when the values pass. */
export function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
): FieldErrors<keyof z.input<S> & string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
    }
  }
  return errors as FieldErrors<keyof z.input<S> & string>;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

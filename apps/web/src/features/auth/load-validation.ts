/**
 * The account forms' checks (validation.ts) are the contract's zod schemas, ~25 KB gzipped: the
 * signed-out screens load them after the form shows, so their first download stays without zod.
 * Should they not load, the form is sent unchecked and the server answers with the same messages.
 */
import type { FormErrors } from '@mantine/form';
import { loadChunk } from '../../lib/lazy-chunk.ts';
import type * as Validation from './validation.ts';

export function loadValidation(): Promise<typeof Validation | null> {
  return loadChunk('validation', () => import('./validation.ts')).catch(() => null);
}

export function preloadValidation(): void {
  void loadValidation();
}

/** A form's `validate` from validation.ts, loaded when first used; {} (no check) when it cannot load. */
export function checkWith<V>(
  pick: (validation: typeof Validation) => (values: V) => FormErrors,
): (values: V) => Promise<FormErrors> {
  return async (values) => {
    const validation = await loadValidation();
    return validation ? pick(validation)(values) : {};
  };
}

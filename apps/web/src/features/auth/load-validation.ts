/**
 * The account forms' checks (validation.ts) are the contract's zod schemas, ~25 KB gzipped: the
 * signed-out screens load them after the form shows, so their first download stays without zod.
 * Should they not load, the form is sent unchecked and the server answers with the same messages.
 */
import { loadChunk } from '../../lib/lazy-chunk.ts';
import type * as Validation from './validation.ts';

export function loadValidation(): Promise<typeof Validation | null> {
  return loadChunk('validation', () => import('./validation.ts')).catch(() => null);
}

export function preloadValidation(): void {
  void loadValidation();
}

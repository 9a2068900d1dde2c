/** POST /guides/duplicate: a copy titled "{title} (copy)" that reuses the same library images. */
import { useMutation } from '@tanstack/react-query';
import type { TGuide } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export function duplicateGuide(id: number): Promise<TGuide> {
  return call<TGuide>('/guides/duplicate', { method: 'POST', body: { id_guide: id } });
}

export function useDuplicateGuide() {
  return useMutation({ mutationFn: duplicateGuide });
}

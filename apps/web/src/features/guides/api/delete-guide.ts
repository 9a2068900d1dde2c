/** DELETE /guides/delete {id_guide, comment}; refreshes the list on success. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { guidesKey } from './list-guides.ts';

export function deleteGuide(idGuide: number, comment = ''): Promise<unknown> {
  return call<unknown>('/guides/delete', { method: 'DELETE', body: { id_guide: idGuide, comment } });
}

export function useDeleteGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idGuide: number) => deleteGuide(idGuide),
    onSuccess: () => client.invalidateQueries({ queryKey: guidesKey }),
  });
}

/**
 * GET and PUT /guides/values: a guide's property values, which fill the `{{name}}` codes of the
 * shared topics it shows. A save changes which values the shared topics miss.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGuideValuesAnswer, TGuideValuesRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { sharedTopicKeys } from './shared-topics.ts';

export const guideValuesKey = (guideId: number) => ['guide-values', guideId] as const;

export function useGuideValues(guideId: number) {
  return useQuery({
    queryKey: guideValuesKey(guideId),
    queryFn: () => call<TGuideValuesAnswer>('/guides/values', { query: { id_guide: guideId } }),
  });
}

export function useSaveGuideValues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGuideValuesRequest) => call<unknown>('/guides/values', { method: 'PUT', body }),
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: guideValuesKey(body.id_guide) }),
        client.invalidateQueries({ queryKey: sharedTopicKeys.list }),
      ]),
  });
}

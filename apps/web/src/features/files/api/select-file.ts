/** GET /files/public/select?id=: one library file (the image already chosen, when it is not on the page shown). */
import { useQuery } from '@tanstack/react-query';
import type { TFilePublic } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { filesKeys } from './query-keys.ts';

export function selectFile(fileId: number): Promise<TFilePublic> {
  return call<TFilePublic>('/files/public/select', { query: { id: fileId } });
}

export function useFile(fileId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: filesKeys.one(fileId ?? 0),
    queryFn: () => selectFile(fileId!),
    enabled: enabled && !!fileId,
  });
}

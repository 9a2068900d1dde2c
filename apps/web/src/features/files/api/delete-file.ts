/** DELETE /files/public/delete {id_file_public, private: 4, comment}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { filesKeys } from './query-keys.ts';

export function deleteFile(fileId: number): Promise<unknown> {
  return call('/files/public/delete', {
    method: 'DELETE',
    body: { id_file_public: fileId, private: LIMITS.PRIVATE_FLAG, comment: 'Deleted from the media library' },
  });
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKeys.all }),
  });
}

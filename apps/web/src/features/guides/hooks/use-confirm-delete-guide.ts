/**
 * Deleting a guide: confirm, then 'Deleted!' on
 * success, 'Failed' when the server refused, 'Error' when the call itself failed.
 */
import { useCallback } from 'react';
import { MESSAGES } from '@guidebook/contract';
import { confirmDialog, popup } from '../../../components/ui/dialogs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteGuide } from '../api/delete-guide.ts';

export function useConfirmDeleteGuide() {
  const remove = useDeleteGuide();
  const { mutateAsync } = remove;
  const run = useCallback(
    async (idGuide: number): Promise<boolean> => {
      const g = MESSAGES.guide;
      if (!(await confirmDialog({ title: g.deleteTitle, text: g.deleteText }))) return false;
      try {
        await mutateAsync(idGuide);
        popup({ kind: 'success', title: g.deletedTitle, text: g.deletedText });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.envelope)
          popup({ kind: 'error', title: g.deleteFailedTitle, text: g.deleteFailedText });
        else popup({ kind: 'error', title: g.errorTitle, text: g.errorText });
        return false;
      }
    },
    [mutateAsync],
  );
  return { confirmDelete: run, deleting: remove.isPending ? remove.variables : undefined };
}

/**
 * Deleting a category or a topic: the question first; after Yes the removal, then a popup saying
 * it is done, or why not (the server's message when it answered, the generic error otherwise).
 */
import { MESSAGES } from '@guidebook/contract';
import { ApiError } from '../../lib/api-client.ts';
import { confirmDialog, popup } from '../../components/ui/dialogs.tsx';

/** The texts of one kind of row's delete flow (MESSAGES.category, MESSAGES.topic). */
export type DeleteMessages = {
  deleteTitle: string;
  deleteText: string;
  deletedTitle: string;
  deletedText: string;
  deleteFailedTitle: string;
  deleteFailedText: string;
};

/** Asks, runs `remove` after Yes, and tells the outcome. */
export async function confirmAndDelete(m: DeleteMessages, remove: () => Promise<unknown>): Promise<void> {
  const confirmed = await confirmDialog({ title: m.deleteTitle, text: m.deleteText });
  if (!confirmed) return;
  try {
    await remove();
    popup({ title: m.deletedTitle, text: m.deletedText, kind: 'success' });
  } catch (error) {
    if (error instanceof ApiError && error.envelope) {
      popup({ title: m.deleteFailedTitle, text: `${m.deleteFailedText} ${error.message}`, kind: 'error' });
    } else {
      popup({ title: MESSAGES.guide.errorTitle, text: MESSAGES.guide.errorText, kind: 'error' });
    }
  }
}

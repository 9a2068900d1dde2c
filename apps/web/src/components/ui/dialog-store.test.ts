import { describe, expect, it } from 'vitest';
import { dialogStore } from './dialog-store.ts';

/** Opens a confirmation dialog; the promise settles with its answer. */
function askDeleteConfirmation(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    dialogStore.open({
      type: 'confirm',
      title: 'Delete?',
      text: 'Sure?',
      confirmLabel: 'OK',
      cancelLabel: 'Cancel',
      resolve,
    });
  });
}

describe('dialog queue', () => {
  it('settles a confirmation once, with the answer given', async () => {
    const answer = askDeleteConfirmation();
    const entry = dialogStore.get().dialogs.at(-1);
    expect(entry).toMatchObject({ type: 'confirm', opened: true, title: 'Delete?' });
    dialogStore.close(entry!.id, true);
    dialogStore.close(entry!.id, false); // a second close (e.g. Escape during the transition) changes nothing
    await expect(answer).resolves.toBe(true);
    expect(dialogStore.get().dialogs.find((d) => d.id === entry!.id)?.opened).toBe(false);
    dialogStore.remove(entry!.id);
    expect(dialogStore.get().dialogs.find((d) => d.id === entry!.id)).toBeUndefined();
  });

  it('treats closing without an answer as No', async () => {
    const answer = askDeleteConfirmation();
    dialogStore.close(dialogStore.get().dialogs.at(-1)!.id);
    await expect(answer).resolves.toBe(false);
  });

  it('tells subscribers about every change', () => {
    let calls = 0;
    const stop = dialogStore.subscribe(() => calls++);
    const id = dialogStore.open({ type: 'popup', title: 'Deleted!', kind: 'success' });
    dialogStore.close(id);
    dialogStore.remove(id);
    stop();
    dialogStore.open({ type: 'popup', title: 'Ignored', kind: 'info' });
    expect(calls).toBe(3);
  });
});

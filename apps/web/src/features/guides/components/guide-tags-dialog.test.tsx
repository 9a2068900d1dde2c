// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { GUIDE_LIST, MESSAGES, type TGuideListItem } from '@guidebook/contract';
import {
  answerApi,
  ok,
  refusal,
  renderWithProviders,
  closeAllDialogs,
  openDialogs,
} from '../../../lib/testing/render-form.tsx';
import { dialogStore } from '../../../components/ui/dialog-store.ts';
import { unsavedChanges } from '../../../lib/unsaved-changes.ts';
import { GuideTagsDialog } from './guide-tags-dialog.tsx';

const guide: TGuideListItem = {
  id_guide: 7,
  title: 'Sea View',
  subtitle: null,
  address: null,
  city: null,
  timezone: null,
  date_created: '2026-01-01T00:00:00Z',
  date_modified: '2026-01-01T00:00:00Z',
  image: null,
  tags: ['Cornwall'],
};

/** Answers the tag counts the field offers, and `save` for PUT /guides/tags. */
const api = (save: () => ReturnType<typeof ok>) =>
  answerApi((call) => (call.path.startsWith('/guides/tags') && call.method === 'PUT' ? save() : ok([])));
const field = () => screen.getByRole('combobox', { hidden: true });
/** Types a tag and presses Enter (the field takes typing only while it has the focus). */
const addTag = (tag: string) => {
  field().focus();
  fireEvent.change(field(), { target: { value: tag } });
  fireEvent.keyDown(field(), { key: 'Enter' });
};
const saveTags = () => fireEvent.click(screen.getByRole('button', { name: 'Save tags', hidden: true }));
const puts = (sent: { method: string }[]) => sent.filter((c) => c.method === 'PUT');

afterEach(() => {
  cleanup();
  closeAllDialogs();
  unsavedChanges.discardAll();
});

describe('a guide’s tags dialog', () => {
  it('sends the tags and closes when saved', async () => {
    const onClose = vi.fn();
    const calls = api(() => ok({ id_guide: 7, tags: ['Cornwall', 'Pets'] }));
    renderWithProviders(<GuideTagsDialog guide={guide} onClose={onClose} />);
    addTag('Pets');
    saveTags();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(puts(calls.sent)).toEqual([
      { method: 'PUT', path: '/guides/tags', body: { id_guide: 7, tags: ['Cornwall', 'Pets'] } },
    ]);
  });

  it('checks a tag’s length before sending, with the contract’s words under the field', async () => {
    const calls = api(() => ok());
    renderWithProviders(<GuideTagsDialog guide={guide} onClose={() => {}} />);
    addTag('x'.repeat(GUIDE_LIST.TAG_MAX + 1));
    saveTags();
    expect(await screen.findByText(MESSAGES.guidesList.tagTooLong(GUIDE_LIST.TAG_MAX))).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls.sent)).toEqual([]);
  });

  it('shows the server’s refusal of one tag under the field', async () => {
    const onClose = vi.fn();
    api(() => refusal({ 'tags.1': 'Not that tag.' }));
    renderWithProviders(<GuideTagsDialog guide={guide} onClose={onClose} />);
    addTag('Pets');
    saveTags();
    expect(await screen.findByText('Not that tag.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with tags not saved, and closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    api(() => ok());
    const { unmount } = renderWithProviders(<GuideTagsDialog guide={guide} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(openDialogs()).toEqual([]);
    unmount();

    onClose.mockClear();
    renderWithProviders(<GuideTagsDialog guide={guide} onClose={onClose} />);
    addTag('Pets');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(dialogStore.get().dialogs.at(-1)?.title).toBe(MESSAGES.unsaved.title));
    expect(onClose).not.toHaveBeenCalled();
    dialogStore.close(dialogStore.get().dialogs.at(-1)!.id, true);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

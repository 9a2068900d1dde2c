// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESULT, type TEnvelope } from '@guidebook/contract';
import { dialogStore } from '../../../components/ui/dialog-store.ts';
import { answerApi, ok, renderWithProviders, type SentCall } from '../../../lib/testing/render-form.tsx';
import { aSharedTopic } from '../shared-topic-fixture.ts';
import type { RenderEditor } from '../editor.ts';
import { SharedTopicsPage } from './shared-topics-page.tsx';
import { AddSharedTopic, PlacementActions } from './placement.tsx';

const PLACED = 'This shared topic is shown in 2 guides. Deleting it removes it from all of them. Confirm to delete.';

const conflict = (message: string): TEnvelope<null> => ({
  RES_CODE: RESULT.CONFLICT,
  RES_MESSAGE: message,
  RES_RESULT: null,
  RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message },
});

/** The topic editor as a plain text area (the real one is Quill, from another feature). */
const renderEditor: RenderEditor = (p) => (
  <textarea aria-labelledby={p.labelId} defaultValue={p.initialHtml} onChange={(e) => p.onChange(e.target.value)} />
);

/** Answers the open confirmation: its text, after which it is confirmed. */
async function confirmOpen(): Promise<string> {
  let text = '';
  await waitFor(() => {
    const open = dialogStore.get().dialogs.find((d) => d.type === 'confirm' && d.opened);
    expect(open).toBeTruthy();
    text = open!.type === 'confirm' ? open!.text : '';
    dialogStore.close(open!.id, true);
  });
  return text;
}

const posted = (sent: SentCall[], path: string) => sent.filter((c) => c.path === path).map((c) => c.body);

describe('the shared topics screen', () => {
  it('lists where each topic is placed and which guides lack a value it uses', async () => {
    answerApi(() =>
      ok([
        aSharedTopic(),
        aSharedTopic({ id_shared_topic: 6, name: 'Parking', codes: [], placements: [], missing_values: [] }),
      ]),
    );
    renderWithProviders(<SharedTopicsPage renderEditor={renderEditor} />);
    const rows = await screen.findAllByTestId('shared-topic-row');
    expect(within(rows[0]!).getByText('2 guides')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Harbour House › Rules' }).getAttribute('href')).toBe(
      '/digital-guides/7/edit?tab=content',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Canal Flat lacks {{bin_day}}' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Not placed in a guide yet')).toBeTruthy();
    expect(within(rows[1]!).getByText('None')).toBeTruthy();
  });

  it('names the first few of 300 placements and counts the rest', async () => {
    const placements = Array.from({ length: 300 }, (_, i) => ({
      id_guide_topic: 1000 + i,
      id_guide: i + 1,
      guide_title: `Flat ${i + 1}`,
      id_guide_content: 2000 + i,
      category_name: 'Rules',
    }));
    const missing = placements.map((p) => ({ id_guide: p.id_guide, guide_title: p.guide_title, names: ['bin_day'] }));
    answerApi(() => ok([aSharedTopic({ placements, missing_values: missing })]));
    renderWithProviders(<SharedTopicsPage renderEditor={renderEditor} />);
    const [row] = await screen.findAllByTestId('shared-topic-row');
    expect(within(row!).getByText('300 guides')).toBeTruthy();
    expect(within(row!).getAllByRole('link')).toHaveLength(6);
    expect(within(row!).getByRole('link', { name: 'Flat 3 › Rules' })).toBeTruthy();
    expect(within(row!).queryByRole('link', { name: 'Flat 4 › Rules' })).toBeNull();
    expect(within(row!).getAllByText('+297 more')).toHaveLength(2);
  });

  it('deletes a placed topic only after the confirmation that names how many guides show it', async () => {
    const calls = answerApi((call) => {
      if (call.path === '/shared_topics/delete')
        return (call.body as { confirm?: boolean }).confirm ? ok(null) : conflict(PLACED);
      return ok([aSharedTopic()]);
    });
    renderWithProviders(<SharedTopicsPage renderEditor={renderEditor} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete shared topic House rules' }));
    expect(await confirmOpen()).toBe(PLACED);
    await waitFor(() => expect(posted(calls.sent, '/shared_topics/delete')).toHaveLength(2));
    expect(posted(calls.sent, '/shared_topics/delete')).toEqual([
      { id_shared_topic: 5, comment: '' },
      { id_shared_topic: 5, comment: '', confirm: true },
    ]);
  });

  it('creates a shared topic with the fields of a topic', async () => {
    const calls = answerApi((call) =>
      call.path === '/shared_topics/create' ? ok({ ...aSharedTopic(), ...(call.body as object) }) : ok([]),
    );
    renderWithProviders(
      <SharedTopicsPage
        renderEditor={renderEditor}
        renderImagePicker={(p) =>
          p.opened ? (
            <button
              type="button"
              onClick={() => p.onSave({ id_file_public: 3, name: 'rules.jpg', path_file: '/files/rules.jpg' } as never)}
            >
              Pick rules.jpg
            </button>
          ) : null
        }
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New shared topic' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'House rules' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Topic Content/ }), {
      target: { value: '<p>Bins go out on {{bin_day}}.</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pick rules.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted(calls.sent, '/shared_topics/create')).toHaveLength(1));
    expect(posted(calls.sent, '/shared_topics/create')[0]).toEqual({
      name: 'House rules',
      content: '<p>Bins go out on {{bin_day}}.</p>',
      id_status: 1,
      id_topic_view: 1,
      id_file_public: 3,
      description: '',
      image: null,
      comment: null,
    });
  });
});

describe('shared topics in a guide’s Content tab', () => {
  it('offers only the shared topics the guide does not show yet, and places the chosen one', async () => {
    const calls = answerApi((call) =>
      call.path === '/shared_topics/place'
        ? ok({ id_guide_topic: 90 })
        : ok([aSharedTopic(), aSharedTopic({ id_shared_topic: 6, name: 'Parking', placements: [] })]),
    );
    renderWithProviders(<AddSharedTopic guideId={7} categoryId={40} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add shared topic' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Shared topic' }));
    expect(await screen.findByRole('option', { name: 'Parking', hidden: true })).toBeTruthy();
    // Guide 7 shows House rules already.
    expect(screen.queryByRole('option', { name: 'House rules', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Parking', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(posted(calls.sent, '/shared_topics/place')).toEqual([{ id_shared_topic: 6, id_guide_content: 40 }]),
    );
  });

  it('detaches and removes a placement after their confirmations', async () => {
    const calls = answerApi(() => ok(null));
    renderWithProviders(<PlacementActions topic={{ id_guide_topic: 71, name: 'House rules' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Detach shared topic House rules' }));
    expect(await confirmOpen()).toMatch(/^House rules becomes this guide’s own copy/);
    await waitFor(() => expect(posted(calls.sent, '/shared_topics/detach')).toEqual([{ id_guide_topic: 71 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove shared topic House rules from this guide' }));
    expect(await confirmOpen()).toMatch(/^House rules leaves this guide/);
    await waitFor(() =>
      expect(calls.sent.filter((c) => c.path === '/shared_topics/unplace')).toEqual([
        { method: 'DELETE', path: '/shared_topics/unplace', body: { id_guide_topic: 71, comment: '' } },
      ]),
    );
  });
});

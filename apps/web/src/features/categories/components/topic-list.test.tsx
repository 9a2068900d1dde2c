// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STATUS, VISIBILITY, type TTopicListItem } from '@guidebook/contract';
import { answerApi, ok, renderWithProviders } from '../../../lib/testing/render-form.tsx';
import { TopicList } from './topic-list.tsx';

const topic = (fields: Partial<TTopicListItem>): TTopicListItem => ({
  id_guide_topic: 1,
  id_guide_content: 40,
  name: 'Keys',
  description: null,
  image: null,
  content: '<p>By the door.</p>',
  comment: null,
  id_status: STATUS.PUBLISHED,
  id_topic_view: VISIBILITY.VISIBLE,
  id_file_public: 3,
  id_shared_topic: null,
  path_file: null,
  position: 0,
  date_created: '2026-01-01T00:00:00Z',
  date_modified: '2026-01-01T00:00:00Z',
  ...fields,
});

describe('a category’s topics with a placed shared topic', () => {
  it('marks it Shared, offers the page’s actions for it instead of Edit and Delete, and the page’s Add', async () => {
    answerApi(() => ok([topic({}), topic({ id_guide_topic: 2, name: 'House rules', id_shared_topic: 5 })]));
    renderWithProviders(
      <TopicList
        guideId={7}
        categoryId={40}
        open
        onAdd={() => undefined}
        onEdit={() => undefined}
        shared={{
          renderAdd: (categoryId) => <button type="button">{`Place into ${categoryId}`}</button>,
          renderActions: (t) => <button type="button">{`Detach ${t.name}`}</button>,
        }}
      />,
    );
    const items = await screen.findAllByRole('listitem');
    const own = items.find((i) => i.textContent?.includes('Keys'))!;
    const placed = items.find((i) => i.textContent?.includes('House rules'))!;
    expect(within(own).queryByText('Shared')).toBeNull();
    expect(within(own).getByRole('button', { name: 'Edit topic Keys' })).toBeTruthy();
    expect(within(placed).getByText('Shared')).toBeTruthy();
    expect(within(placed).getByRole('button', { name: 'Detach House rules' })).toBeTruthy();
    expect(within(placed).queryByRole('button', { name: 'Edit topic House rules' })).toBeNull();
    expect(within(placed).queryByRole('button', { name: 'Delete topic House rules' })).toBeNull();
    // It keeps its place in the order.
    expect(within(placed).getByRole('button', { name: 'Move topic House rules up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place into 40' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { listStateFrom, paramsWithListState, useListState } from './use-list-state.ts';

const DEFAULTS = { guide: '', status: 'all', page: 1 };

describe('listStateFrom / paramsWithListState', () => {
  it('reads each field, falling back to its default when missing or unreadable', () => {
    expect(listStateFrom(new URLSearchParams('guide=7&status=active&page=3'), DEFAULTS)).toEqual({
      guide: '7',
      status: 'active',
      page: 3,
    });
    expect(listStateFrom(new URLSearchParams('page=0'), DEFAULTS)).toEqual(DEFAULTS);
    expect(listStateFrom(new URLSearchParams('page=2.5'), DEFAULTS).page).toBe(1);
    expect(listStateFrom(new URLSearchParams('page=abc'), DEFAULTS).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps parameters the list does not own', () => {
    const out = paramsWithListState(
      new URLSearchParams('tab=x&page=4'),
      { guide: '7', status: 'all', page: 1 },
      DEFAULTS,
    );
    expect(out.toString()).toBe('tab=x&guide=7');
  });
});

function List() {
  const [state, set] = useListState(DEFAULTS);
  return (
    <>
      <p data-testid="state">{JSON.stringify(state)}</p>
      <button onClick={() => set({ status: 'active' })}>filter</button>
      <button onClick={() => set({ page: 3 })}>page 3</button>
      <Link to="/row">open row</Link>
    </>
  );
}

describe('useListState', () => {
  it('keeps the filter and page when a row is opened and the host comes back', async () => {
    const router = createMemoryRouter(
      [
        { path: '/list', element: <List /> },
        { path: '/row', element: <button onClick={() => void router.navigate(-1)}>back</button> },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as typeof DEFAULTS;

    fireEvent.click(screen.getByText('page 3'));
    expect(state()).toEqual({ guide: '', status: 'all', page: 3 });
    // A new filter starts again at page 1.
    fireEvent.click(screen.getByText('filter'));
    expect(state()).toEqual({ guide: '', status: 'active', page: 1 });
    fireEvent.click(screen.getByText('page 3'));
    expect(router.state.location.search).toBe('?status=active&page=3');

    fireEvent.click(screen.getByText('open row'));
    await act(async () => {
      fireEvent.click(await screen.findByText('back'));
    });
    expect(await screen.findByTestId('state')).toBeTruthy();
    expect(state()).toEqual({ guide: '', status: 'active', page: 3 });
  });
});

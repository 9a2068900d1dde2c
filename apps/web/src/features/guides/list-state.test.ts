import { describe, expect, it } from 'vitest';
import { listStateOf, paramsOf, queryOf, sortByColumn, withChange } from './list-state.ts';

describe('the guides list state in the URL', () => {
  it('reads what the URL says and the defaults for the rest', () => {
    expect(listStateOf(new URLSearchParams(''))).toEqual({ q: '', sort: '-created', page: 1, tag: '' });
    expect(listStateOf(new URLSearchParams('q=s%C3%A3o&sort=-title&page=3&tag=City'))).toEqual({
      q: 'são',
      sort: '-title',
      page: 3,
      tag: 'City',
    });
    expect(listStateOf(new URLSearchParams('sort=size&page=-2'))).toEqual({
      q: '',
      sort: '-created',
      page: 1,
      tag: '',
    });
    expect(listStateOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(paramsOf({ q: '', sort: '-created', page: 1, tag: '' })).toEqual({});
    const state = { q: 'lisb', sort: 'city' as const, page: 2, tag: 'Sea view' };
    expect(paramsOf(state)).toEqual({ q: 'lisb', sort: 'city', page: '2', tag: 'Sea view' });
    expect(listStateOf(new URLSearchParams(paramsOf(state)))).toEqual(state);
  });

  it('starts at page 1 after a change, sorts a column up then down, and asks the API for the page', () => {
    expect(withChange({ q: '', sort: 'title', page: 4, tag: '' }, { q: 'x' })).toEqual({
      q: 'x',
      sort: 'title',
      page: 1,
      tag: '',
    });
    expect(sortByColumn('-created', 'title')).toBe('title');
    expect(sortByColumn('title', 'title')).toBe('-title');
    expect(sortByColumn('-title', 'title')).toBe('title');
    expect(queryOf({ q: ' lisb ', sort: 'title', page: 2, tag: '' })).toEqual({
      page: 2,
      page_size: 25,
      sort: 'title',
      q: 'lisb',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder.ts';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });
  it('clamps the target to the list', () => {
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 1, -4)).toEqual([2, 1, 3]);
  });
  it('returns the same list when nothing moves', () => {
    const ids = [1, 2, 3];
    expect(moveItem(ids, 0, 0)).toBe(ids);
    expect(moveItem(ids, 0, -1)).toBe(ids);
    expect(moveItem(ids, 5, 0)).toBe(ids);
  });
});

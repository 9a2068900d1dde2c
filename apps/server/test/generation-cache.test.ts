/**
 * The cache core the credential cache and the guest cache share (lib/generation-cache.ts): a read
 * that started before a change to its group is never stored after it, however many groups changed.
 */
import { describe, expect, it } from 'vitest';
import { GenerationCache } from '../src/lib/generation-cache.ts';

type Value = { group: number; weight?: number };
const cacheOf = (maxEntries = 10, maxWeight?: number) =>
  new GenerationCache<Value>({ groupOf: (v) => v.group, maxEntries, maxWeight, weigh: (v) => v.weight ?? 1 });

describe('GenerationCache', () => {
  it('refuses a read from before its group was dropped, and stores other groups’ reads', () => {
    const cache = cacheOf();
    const before = cache.generation;
    cache.dropGroup(1);
    cache.set('a', { group: 1 }, before);
    cache.set('b', { group: 2 }, before);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.set('a', { group: 1 }, cache.generation);
    expect(cache.get('a')).toBeDefined();
  });

  it('still refuses every earlier read once more groups were dropped than it remembers', () => {
    const cache = cacheOf(3);
    cache.set('kept', { group: 99 }, cache.generation);
    const before = cache.generation;
    for (let group = 1; group <= 5; group += 1) cache.dropGroup(group);
    for (let group = 1; group <= 5; group += 1) cache.set(`g${group}`, { group }, before);
    expect([1, 2, 3, 4, 5].map((group) => cache.get(`g${group}`))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Forgetting the drops empties nothing that is still true.
    expect(cache.get('kept')).toBeDefined();
  });

  it('stores nothing while suspended, nor what was read before it resumed', () => {
    const cache = cacheOf();
    cache.set('a', { group: 1 }, cache.generation);
    cache.suspend();
    expect(cache.size).toBe(0);
    cache.set('b', { group: 1 }, cache.generation);
    expect(cache.size).toBe(0);
    const during = cache.generation;
    cache.resume();
    cache.set('c', { group: 1 }, during);
    expect(cache.size).toBe(0);
    cache.set('d', { group: 1 }, cache.generation);
    expect(cache.get('d')).toBeDefined();
  });

  it('drops the oldest entries past its count or weight, and never stores one heavier than the budget', () => {
    const cache = cacheOf(3, 10);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, { group: 1 }, cache.generation);
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true, true]);
    cache.set('heavy', { group: 2, weight: 8 }, cache.generation);
    expect(['b', 'c', 'd', 'heavy'].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true, true]);
    // Over the count and then over the weight: c goes for the first, d for the second.
    cache.set('e', { group: 1, weight: 2 }, cache.generation);
    expect(['c', 'd', 'heavy', 'e'].map((key) => cache.get(key) !== undefined)).toEqual([false, false, true, true]);
    cache.set('huge', { group: 3, weight: 11 }, cache.generation);
    expect(cache.get('huge')).toBeUndefined();
    cache.dropGroup(2);
    expect(cache.size).toBe(1);
  });
});

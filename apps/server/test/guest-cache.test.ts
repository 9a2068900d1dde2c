import { describe, expect, it } from 'vitest';
import { etagOf, GuestCache, matchesEtag, type GuestEntry } from '../src/modules/guest/guest-cache.ts';

const entry = (idWorkspace: number, body = 'x'): GuestEntry => ({
  idWorkspace,
  body,
  etag: etagOf(body),
  language: 'en',
  languages: ['en'],
  wifi: null,
});

describe('guest cache', () => {
  it('drops every token of one host and keeps the others', () => {
    const cache = new GuestCache();
    cache.set('a1', entry(1), 0);
    cache.set('a2', entry(1), 0);
    cache.set('b1', entry(2), 0);
    cache.dropWorkspace(1);
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBeDefined();
  });

  it('refuses an entry built from rows read before the host changed something', () => {
    const cache = new GuestCache();
    const before = cache.generation;
    cache.dropWorkspace(1); // the host saved while the guest's build was reading
    cache.set('a1', entry(1), before);
    expect(cache.get('a1')).toBeUndefined();
    cache.set('a1', entry(1), cache.generation);
    expect(cache.get('a1')).toBeDefined();
  });

  it('stays within its entry count and byte budget, oldest out first', () => {
    const byCount = new GuestCache(2);
    byCount.set('t1', entry(1), 0);
    byCount.set('t2', entry(2), 0);
    byCount.set('t3', entry(3), 0);
    expect([byCount.get('t1'), byCount.get('t2'), byCount.get('t3')].map(Boolean)).toEqual([false, true, true]);

    const byBytes = new GuestCache(100, 1000); // bodies count two bytes a character
    byBytes.set('t1', entry(1, 'a'.repeat(200)), 0);
    byBytes.set('t2', entry(2, 'b'.repeat(200)), 0);
    byBytes.set('t3', entry(3, 'c'.repeat(200)), 0);
    expect(byBytes.size).toBe(2);
    expect(byBytes.get('t1')).toBeUndefined();
    byBytes.set('huge', entry(4, 'd'.repeat(600)), 0);
    expect(byBytes.get('huge')).toBeUndefined();
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const tag = etagOf('body');
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"other", W/${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('"other"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });
});

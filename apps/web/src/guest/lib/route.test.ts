import { describe, expect, it } from 'vitest';
import { formatHash, parseHash, sourceOf } from './route.ts';

describe('sourceOf', () => {
  it('reads the share token from /g/{token}', () => {
    expect(sourceOf('/g/Ab3_-xYz0123456789abcd', '')).toEqual({ kind: 'token', token: 'Ab3_-xYz0123456789abcd' });
    expect(sourceOf('/g/Ab3_-xYz0123456789abcd/', '')).toEqual({ kind: 'token', token: 'Ab3_-xYz0123456789abcd' });
  });

  it('refuses tokens with other characters or nested paths', () => {
    expect(sourceOf('/g/abc%2F..%2Fx12345', '')).toEqual({ kind: 'unknown' });
    expect(sourceOf('/g/abcdefgh/extra', '')).toEqual({ kind: 'unknown' });
    expect(sourceOf('/g/', '')).toEqual({ kind: 'unknown' });
  });

  it('reads a readable link’s token from the page, on a two-slug path or a one-slug path (own domain)', () => {
    const token = 'Ab3_-xYz0123456789abcd';
    expect(sourceOf('/villa-rosa/beach-house', '', token)).toEqual({ kind: 'token', token, readable: true });
    expect(sourceOf('/beach-house', '', token)).toEqual({ kind: 'token', token, readable: true });
    expect(sourceOf('/beach-house/', '?invite=abc', token)).toEqual({
      kind: 'token',
      token,
      invite: 'abc',
      readable: true,
    });
    expect(sourceOf('/beach-house', '', null)).toEqual({ kind: 'unknown' });
    expect(sourceOf('/ab', '', token)).toEqual({ kind: 'unknown' });
    expect(sourceOf('/villa-rosa/beach-house/', '?invite=abc', token)).toEqual({
      kind: 'token',
      token,
      invite: 'abc',
      readable: true,
    });
    expect(sourceOf('/villa-rosa/beach-house', '', null)).toEqual({ kind: 'unknown' });
    expect(sourceOf('/villa-rosa/beach-house', '', 'bad token!')).toEqual({ kind: 'unknown' });
    expect(sourceOf('/Villa/beach-house', '', token)).toEqual({ kind: 'unknown' });
    expect(sourceOf('/villa-rosa/beach-house/more', '', token)).toEqual({ kind: 'unknown' });
  });

  it('shows the sample, or the host preview for a positive id', () => {
    expect(sourceOf('/digital-guides-view', '')).toEqual({ kind: 'sample' });
    expect(sourceOf('/digital-guides-view', '?preview=42')).toEqual({ kind: 'preview', id_guide: 42, drafts: false });
    expect(sourceOf('/digital-guides-view', '?preview=0')).toEqual({ kind: 'sample' });
    expect(sourceOf('/digital-guides-view', '?preview=4x')).toEqual({ kind: 'sample' });
  });

  it('asks for the drafts preview only with drafts=1', () => {
    expect(sourceOf('/digital-guides-view', '?preview=42&drafts=1')).toEqual({
      kind: 'preview',
      id_guide: 42,
      drafts: true,
    });
    for (const other of ['0', 'yes', 'true', '', '11'])
      expect(sourceOf('/digital-guides-view', `?preview=42&drafts=${other}`), other).toEqual({
        kind: 'preview',
        id_guide: 42,
        drafts: false,
      });
    // Drafts alone name no guide: the sample.
    expect(sourceOf('/digital-guides-view', '?drafts=1')).toEqual({ kind: 'sample' });
  });
});

describe('parseHash / formatHash', () => {
  it('round-trips tab, category and topic', () => {
    for (const hash of ['#home', '#info', '#info/3', '#info/3/17', '#map', '#help', '#feedback'])
      expect(formatHash(parseHash(hash))).toBe(hash);
  });

  it('falls back to Home for anything unknown and ignores ids on other tabs', () => {
    expect(parseHash('')).toEqual({ tab: 'home', categoryId: null, topicId: null });
    expect(parseHash('#admin')).toEqual({ tab: 'home', categoryId: null, topicId: null });
    expect(parseHash('#map/3')).toEqual({ tab: 'map', categoryId: null, topicId: null });
    expect(parseHash('#info/x/5')).toEqual({ tab: 'info', categoryId: null, topicId: null });
  });

  it('opens the Thank You & Feedback page on the Info tab for #feedback ({{feedback_link}})', () => {
    expect(parseHash('#feedback')).toEqual({ tab: 'info', categoryId: null, topicId: null, feedback: true });
  });
});

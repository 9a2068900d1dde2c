import { describe, expect, it } from 'vitest';
import { previewUrl } from './load-guide.ts';

describe('previewUrl', () => {
  it('asks for the drafts preview only when told to', () => {
    expect(previewUrl(7, false)).toBe('/api/guides/preview?id_guide=7');
    expect(previewUrl(7, true)).toBe('/api/guides/preview?id_guide=7&drafts=1');
  });
});

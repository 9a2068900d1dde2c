import { describe, expect, it } from 'vitest';
import { isPreviewRefresh, PREVIEW_REFRESH } from './preview-refresh.ts';

const ORIGIN = 'https://guides.example.com';

describe('isPreviewRefresh', () => {
  it('accepts the refresh message from the same origin', () => {
    expect(PREVIEW_REFRESH).toBe('guidebook:preview-refresh');
    expect(isPreviewRefresh({ origin: ORIGIN, data: { type: PREVIEW_REFRESH } }, ORIGIN)).toBe(true);
  });

  it('ignores other origins, other messages and odd data', () => {
    expect(isPreviewRefresh({ origin: 'https://evil.example', data: { type: PREVIEW_REFRESH } }, ORIGIN)).toBe(false);
    expect(isPreviewRefresh({ origin: 'null', data: { type: PREVIEW_REFRESH } }, ORIGIN)).toBe(false);
    for (const data of [PREVIEW_REFRESH, null, undefined, 1, { type: 'other' }, { kind: PREVIEW_REFRESH }, []])
      expect(isPreviewRefresh({ origin: ORIGIN, data }, ORIGIN), JSON.stringify(data)).toBe(false);
  });
});

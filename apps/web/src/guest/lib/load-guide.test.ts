import { describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER } from '@guidebook/contract';
import { previewHeaders, previewUrl, WORKSPACE_HEADER_NAME } from './load-guide.ts';

describe('previewUrl', () => {
  it('asks for the drafts preview only when told to', () => {
    expect(previewUrl(7, false)).toBe('/api/guides/preview?id_guide=7');
    expect(previewUrl(7, true)).toBe('/api/guides/preview?id_guide=7&drafts=1');
  });
});

describe('previewHeaders', () => {
  it('names the workspace acted in, unless it is the own one', () => {
    expect(WORKSPACE_HEADER_NAME).toBe(WORKSPACE_HEADER);
    expect(previewHeaders('tok', null)).toEqual({ Authorization: 'Bearer tok' });
    expect(previewHeaders('tok', 12)).toEqual({ Authorization: 'Bearer tok', [WORKSPACE_HEADER]: '12' });
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import {
  exampleReadableLink,
  toWorkspaceSlugRequest,
  toWorkspaceSlugValues,
  validateWorkspaceSlug,
} from './workspace-slug-form.ts';

const saved = { slug: 'villa-rosa', link_prefix: 'https://guide.example.com/villa-rosa/' };

describe('workspace Link name form', () => {
  it('starts from the saved link name and sends it trimmed', () => {
    expect(toWorkspaceSlugValues(saved)).toEqual({ slug: 'villa-rosa' });
    expect(toWorkspaceSlugValues({ slug: null, link_prefix: null })).toEqual({ slug: '' });
    expect(validateWorkspaceSlug({ slug: ' villa-rosa-guides ' })).toEqual({});
    expect(toWorkspaceSlugRequest({ slug: ' villa-rosa-guides ' })).toEqual({ slug: 'villa-rosa-guides' });
  });

  it('refuses what the server refuses, with its words, under the field', () => {
    expect(validateWorkspaceSlug({ slug: 'Villa Rosa' })).toEqual({ slug: MESSAGES.slugs.invalid });
    expect(validateWorkspaceSlug({ slug: 'vr' })).toEqual({ slug: MESSAGES.slugs.invalid });
    expect(validateWorkspaceSlug({ slug: '-villa' })).toEqual({ slug: MESSAGES.slugs.invalid });
    expect(validateWorkspaceSlug({ slug: 'help' })).toEqual({ slug: MESSAGES.slugs.reserved('help') });
  });

  it('shows the readable link a guide gets, none without a link name', () => {
    expect(exampleReadableLink(saved, 'beach-house')).toBe('https://guide.example.com/villa-rosa/beach-house');
    expect(exampleReadableLink({ slug: null, link_prefix: null }, 'beach-house')).toBeNull();
  });
});

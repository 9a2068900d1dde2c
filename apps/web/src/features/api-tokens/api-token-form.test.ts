import { describe, expect, it } from 'vitest';
import { API_TOKEN, MESSAGES } from '@guidebook/contract';
import {
  apiTokenFormErrors,
  EMPTY_API_TOKEN,
  EXPIRY_OPTIONS,
  toApiTokenPayload,
  validateApiToken,
} from './api-token-form.ts';

describe('API token form', () => {
  it('starts read-only, expiring in 90 days', () => {
    expect(toApiTokenPayload({ ...EMPTY_API_TOKEN, name: ' Channel manager ' })).toEqual({
      name: 'Channel manager',
      scope: 'read',
      expires_in_days: 90,
    });
  });

  it('sends null days for Never, and a number for the others', () => {
    expect(
      EXPIRY_OPTIONS.map((o) => toApiTokenPayload({ ...EMPTY_API_TOKEN, expires: o.value }).expires_in_days),
    ).toEqual([30, 90, 365, null]);
  });

  it('checks the name with the server’s messages', () => {
    expect(validateApiToken({ ...EMPTY_API_TOKEN, name: '   ' })).toEqual({ name: MESSAGES.apiToken.nameRequired });
    expect(validateApiToken({ ...EMPTY_API_TOKEN, name: 'x'.repeat(API_TOKEN.NAME_MAX + 1) })).toEqual({
      name: MESSAGES.guide.maxLength(API_TOKEN.NAME_MAX),
    });
    expect(validateApiToken({ ...EMPTY_API_TOKEN, name: 'PMS', scope: 'write', expires: 'never' })).toEqual({});
  });

  it('shows a refusal of the days under Expires', () => {
    expect(apiTokenFormErrors({ name: 'Taken', expires_in_days: 'Too long' })).toEqual({
      name: 'Taken',
      expires: 'Too long',
    });
  });
});

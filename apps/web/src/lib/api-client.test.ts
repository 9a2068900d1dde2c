import { describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, type TEnvelope } from '@guidebook/contract';
import { ApiError, apiUrl, authHeaders, errorText, fileUrl, isNotMember, messageOf } from './api-client.ts';

const envelope = (over: Partial<TEnvelope<null>>): TEnvelope<null> => ({
  RES_CODE: RESULT.OK,
  RES_MESSAGE: 'OK',
  RES_RESULT: null,
  RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' },
  ...over,
});

describe('errorText', () => {
  it('gives the generic sentence when there is no response', () => {
    expect(errorText(null)).toBe(MESSAGES.generic.unexpected);
    expect(errorText(undefined)).toBe(MESSAGES.generic.unexpected);
    expect(MESSAGES.generic.unexpected).toBe('An unexpected error has occurred, make sure all fields are filled out');
  });

  it('gives the generic sentence when RES_CODE is missing', () => {
    expect(errorText({ RES_MESSAGE: 'something' })).toBe(MESSAGES.generic.unexpected);
  });

  it('shows RES_MESSAGE for any code other than 12', () => {
    expect(
      errorText(
        envelope({ RES_CODE: RESULT.CONFLICT, RES_MESSAGE: 'An account with this e-mail address already exists.' }),
      ),
    ).toBe('An account with this e-mail address already exists.');
    expect(errorText(envelope({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: 'Guide not found.' }))).toBe(
      'Guide not found.',
    );
    expect(errorText(envelope({ RES_CODE: RESULT.FORBIDDEN, RES_MESSAGE: MESSAGES.login.unverified }))).toBe(
      MESSAGES.login.unverified,
    );
  });

  it('shows RES_OTHERS.RES_MESSAGE for 12 with ERROR_FLAG 1', () => {
    const e = envelope({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: 'The request is not valid.',
      RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: 'Required.', FIELDS: { title: 'Required.' } },
    });
    expect(errorText(e)).toBe('Required.');
  });

  it('falls back to RES_MESSAGE for 12 without ERROR_FLAG 1', () => {
    const e = envelope({ RES_CODE: RESULT.VALIDATION, RES_MESSAGE: 'The request is not valid.' });
    expect(errorText(e)).toBe('The request is not valid.');
  });

  it('never shows an empty text', () => {
    expect(errorText(envelope({ RES_CODE: RESULT.INTERNAL, RES_MESSAGE: '' }))).toBe(MESSAGES.generic.unexpected);
  });
});

describe('ApiError and messageOf', () => {
  it('carries the code, status, field messages and the text to show', () => {
    const e = new ApiError(
      422,
      envelope({
        RES_CODE: RESULT.VALIDATION,
        RES_MESSAGE: 'x',
        RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: 'Name is required', FIELDS: { name: 'Name is required' } },
      }),
    );
    expect(e.code).toBe(RESULT.VALIDATION);
    expect(e.status).toBe(422);
    expect(e.fields).toEqual({ name: 'Name is required' });
    expect(messageOf(e)).toBe('Name is required');
  });

  it('maps a failure without a response (timeout, network) to the generic sentence', () => {
    const e = new ApiError(0, null);
    expect(e.code).toBeNull();
    expect(messageOf(e)).toBe(MESSAGES.generic.unexpected);
    expect(messageOf(new TypeError('Failed to fetch'))).toBe(MESSAGES.generic.unexpected);
  });
});

describe('addresses', () => {
  it('puts calls and files under the API base and drops empty query values', () => {
    expect(apiUrl('/guides/select', { id_guide: 7, x: undefined, y: null })).toBe('/api/guides/select?id_guide=7');
    expect(apiUrl('/guides/list')).toBe('/api/guides/list');
    expect(fileUrl('/files/public/abc/photo.png')).toBe('/api/files/public/abc/photo.png');
  });
});

describe('workspace header', () => {
  it('names the workspace only when it is not the own one', () => {
    expect(authHeaders('tok', null)).toEqual({ Authorization: 'Bearer tok' });
    expect(authHeaders('tok', 12)).toEqual({ Authorization: 'Bearer tok', 'X-Workspace': '12' });
    expect(authHeaders(null, null)).toEqual({});
  });

  it('tells a removed member from any other refusal', () => {
    expect(isNotMember(envelope({ RES_CODE: RESULT.FORBIDDEN, RES_MESSAGE: MESSAGES.team.notMember }))).toBe(true);
    expect(
      isNotMember(
        envelope({ RES_CODE: RESULT.FORBIDDEN, RES_MESSAGE: MESSAGES.team.roleCannot('viewer', 'topics.write') }),
      ),
    ).toBe(false);
    expect(isNotMember(envelope({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.team.notMember }))).toBe(false);
    expect(isNotMember(null)).toBe(false);
  });
});

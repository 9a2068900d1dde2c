import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { aStay } from './stay-fixture.ts';
import { stayFormValues, stayOrigin, toStayPayload, validateStay } from './stays.ts';

describe('the stays list', () => {
  it('names where a stay came from: the platform of a feed, any calendar, a file, the host', () => {
    expect(stayOrigin({ source: 'calendar', platform: 'airbnb' })).toBe('airbnb');
    expect(stayOrigin({ source: 'calendar', platform: null })).toBe('ical');
    expect(stayOrigin({ source: 'calendar' })).toBe('ical');
    expect(stayOrigin({ source: 'import', platform: null })).toBe('import');
    expect(stayOrigin({ source: 'manual' })).toBe('manual');
  });
});

describe('the stay details form', () => {
  it('shows the door code’s start in the guide’s timezone, and sends only what changed', () => {
    const saved = aStay({ door_code: '4711', door_code_from: '2026-07-01T13:00:00.000Z', guests: 2 });
    const values = stayFormValues(saved);
    expect(values).toMatchObject({ door_code: '4711', door_code_from: '2026-07-01T14:00', guests: 2 });
    expect(toStayPayload(saved, values)).toEqual({ id_invitation: saved.id_invitation });
    expect(toStayPayload(saved, { ...values, door_code: ' 9090 ', guests: '', reference: 'HM123' })).toEqual({
      id_invitation: saved.id_invitation,
      door_code: '9090',
      guests: null,
      reference: 'HM123',
    });
    // Emptied: cleared (null), so the code shows from the access window's start again.
    expect(toStayPayload(saved, { ...values, door_code_from: '' })).toEqual({
      id_invitation: saved.id_invitation,
      door_code_from: null,
    });
  });

  it('checks the fields with the contract’s rules', () => {
    const values = stayFormValues(aStay());
    expect(validateStay(values)).toEqual({});
    expect(validateStay({ ...values, guest_email: 'not an address', guests: 120, guest_name: ' ' })).toEqual({
      guest_email: MESSAGES.validator.invalidEmail,
      guests: MESSAGES.invitation.guestsInvalid,
      guest_name: MESSAGES.invitation.guestNameRequired,
    });
    expect(validateStay({ ...values, door_code: 'x'.repeat(101) })).toEqual({
      door_code: MESSAGES.guide.maxLength(100),
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES, type TInvitation } from '@guidebook/contract';
import { aStay } from './stay-fixture.ts';
import { filterStays, sortStays, stayFormValues, stayOrigin, toStayPayload, validateStay } from './stays.ts';

const now = new Date('2026-06-15T12:00:00Z');
const stay = (name: string, checkIn: string, checkOut: string, status: TInvitation['status'] = 'Scheduled') =>
  aStay({ guest_name: name, check_in: `${checkIn}T14:00:00.000Z`, check_out: `${checkOut}T09:00:00.000Z`, status });

describe('the stays list', () => {
  it('shows stays not yet over first, soonest check-in first, then the past ones, latest first', () => {
    const list = [
      stay('Past early', '2026-05-01', '2026-05-03', 'Expired'),
      stay('Later', '2026-08-01', '2026-08-05'),
      stay('In progress', '2026-06-14', '2026-06-16', 'Active'),
      stay('Past late', '2026-06-01', '2026-06-05', 'Expired'),
      stay('Soon', '2026-06-20', '2026-06-22'),
    ];
    expect(sortStays(list, now).map((s) => s.guest_name)).toEqual([
      'In progress',
      'Soon',
      'Later',
      'Past late',
      'Past early',
    ]);
  });

  it('filters by status, Cancelled included', () => {
    const list = [stay('A', '2026-07-01', '2026-07-02'), stay('B', '2026-07-01', '2026-07-02', 'Cancelled')];
    expect(filterStays(list, 'Cancelled').map((s) => s.guest_name)).toEqual(['B']);
    expect(filterStays(list, 'all')).toHaveLength(2);
  });

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

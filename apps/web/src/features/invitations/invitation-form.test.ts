import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import {
  accessDatesText,
  defaultAccessWindow,
  EMPTY_INVITATION,
  toInvitationPayload,
  validateInvitation,
} from './invitation-form.ts';

const settings = { hours_before_checkin: 24, hours_after_checkout: 12 };

describe('create invitation form', () => {
  it('prefills the access window from Settings in the guide timezone', () => {
    expect(defaultAccessWindow('2026-07-10T15:00', '2026-07-14T10:00', 'Europe/London', settings)).toEqual({
      access_from: '2026-07-09T15:00',
      access_to: '2026-07-14T22:00',
    });
    // Real hours: 48 h before a check-in just after the clocks went back reads an hour later on the wall.
    expect(
      defaultAccessWindow('2026-10-26T15:00', '', 'Europe/London', {
        hours_before_checkin: 48,
        hours_after_checkout: 0,
      }),
    ).toEqual({ access_from: '2026-10-24T16:00', access_to: '' });
  });

  it('checks the fields with the contract rules', () => {
    expect(validateInvitation(EMPTY_INVITATION)).toMatchObject({
      id_guide: 'Choose a guide.',
      guest_name: MESSAGES.invitation.guestNameRequired,
      guest_email: MESSAGES.invitation.guestEmailRequired,
      check_in: MESSAGES.invitation.dateRequired,
    });
    const ok = {
      ...EMPTY_INVITATION,
      id_guide: '3',
      guest_name: 'Grace',
      guest_email: 'grace@example.com',
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-14T10:00',
    };
    expect(validateInvitation(ok)).toEqual({});
    expect(validateInvitation({ ...ok, check_out: '2026-07-09T10:00' })).toEqual({
      check_out: MESSAGES.invitation.checkOutBeforeIn,
    });
    expect(validateInvitation({ ...ok, guest_email: 'nope' })).toEqual({
      guest_email: MESSAGES.validator.invalidEmail,
    });
  });

  it('sends minutes, empty access ends as null', () => {
    expect(
      toInvitationPayload({
        ...EMPTY_INVITATION,
        id_guide: '3',
        guest_name: ' Grace ',
        guest_email: 'grace@example.com',
        check_in: '2026-07-10T15:00:00',
        check_out: '2026-07-14T10:00',
        access_to: '2026-07-15T10:00',
      }),
    ).toEqual({
      id_guide: 3,
      guest_name: 'Grace',
      guest_email: 'grace@example.com',
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-14T10:00',
      access_from: null,
      access_to: '2026-07-15T10:00',
      send_email: true,
    });
  });

  it('writes access dates in the guide timezone', () => {
    expect(
      accessDatesText({
        access_from: '2026-07-09T14:00:00.000Z',
        access_to: '2026-07-14T21:00:00.000Z',
        timezone: 'Europe/London',
      }),
    ).toBe('9 Jul 2026, 15:00 – 14 Jul 2026, 22:00');
  });
});

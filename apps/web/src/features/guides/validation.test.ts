import { describe, expect, it } from 'vitest';
import { MESSAGES, VISIBILITY, ZGuideCreateRequest, type TGuide } from '@guidebook/contract';
import {
  browserLanguage,
  EMPTY_GUIDE,
  locationOf,
  toGuideFormValues,
  toGuidePayload,
  validateGuide,
} from './validation.ts';

describe('guide form', () => {
  it('requires only the title', () => {
    expect(validateGuide(EMPTY_GUIDE)).toEqual({ title: 'Required.' });
    expect(validateGuide({ ...EMPTY_GUIDE, title: '   ' })).toEqual({ title: 'Required.' });
    // The * fields (address, state, postal code, country, timezone) are not checked.
    expect(validateGuide({ ...EMPTY_GUIDE, title: 'Seaside Cottage' })).toEqual({});
  });

  it('limits title and subtitle to 60 characters', () => {
    const sixty = 'x'.repeat(60);
    expect(validateGuide({ ...EMPTY_GUIDE, title: sixty, subtitle: sixty })).toEqual({});
    expect(validateGuide({ ...EMPTY_GUIDE, title: `${sixty}x`, subtitle: `${sixty}y` })).toEqual({
      title: 'Must be at most 60 characters.',
      subtitle: 'Must be at most 60 characters.',
    });
  });
});

describe('guide payload', () => {
  it('sends every field, empty texts as null, and passes the contract schema', () => {
    const payload = toGuidePayload({
      ...EMPTY_GUIDE,
      title: ' Seaside Cottage ',
      city: 'Brighton',
      timezone: 'Europe/London',
      phone2_id_contact_type: VISIBILITY.HIDDEN,
    });
    expect(payload).toMatchObject({
      title: 'Seaside Cottage',
      subtitle: null,
      city: 'Brighton',
      timezone: 'Europe/London',
      phone_id_contact_type: VISIBILITY.VISIBLE,
      phone2_id_contact_type: VISIBILITY.HIDDEN,
      id_address_view: VISIBILITY.VISIBLE,
      id_map: null,
    });
    // Every guide field is sent, and nothing the contract does not know.
    const specFields = [
      'title',
      'subtitle',
      'host',
      'phone',
      'phone_id_contact_type',
      'phone2',
      'phone2_id_contact_type',
      'email',
      'address',
      'address2',
      'city',
      'state',
      'zipcode',
      'country',
      'timezone',
      'id_address_view',
      'id_map',
      'comment',
    ];
    expect(Object.keys(payload)).toEqual(expect.arrayContaining(specFields));
    for (const key of Object.keys(payload)) expect(Object.keys(ZGuideCreateRequest.shape)).toContain(key);
    expect(ZGuideCreateRequest.safeParse(payload).success).toBe(true);
  });

  it('round-trips a stored guide through the form', () => {
    const stored = {
      id_guide: 3,
      title: 'Loft',
      subtitle: null,
      host: 'Ada',
      phone: '+44 1',
      phone_id_contact_type: 2,
      phone2: null,
      phone2_id_contact_type: 1,
      email: null,
      address: '1 Road',
      address2: null,
      city: 'Leeds',
      state: null,
      zipcode: 'LS1',
      country: 'UK',
      timezone: 'Europe/London',
      id_address_view: 2,
      id_map: 514,
      comment: null,
      date_created: '2026-11-22T10:00:00.000Z',
      date_modified: '2026-11-22T10:00:00.000Z',
    } satisfies TGuide;
    const values = toGuideFormValues(stored);
    expect(values.subtitle).toBe('');
    expect(values.phone_id_contact_type).toBe(VISIBILITY.HIDDEN);
    expect(toGuidePayload(values, stored.id_map)).toMatchObject({
      host: 'Ada',
      subtitle: null,
      id_map: 514,
      id_address_view: 2,
    });
  });

  it('writes the location as city and address', () => {
    expect(locationOf({ city: 'Brighton', address: '1 Marine Parade' })).toBe('Brighton, 1 Marine Parade');
    expect(locationOf({ city: null, address: '1 Marine Parade' })).toBe('1 Marine Parade');
    expect(locationOf({ city: '', address: null })).toBe('');
  });
});

describe('stay and WiFi', () => {
  const base = { ...EMPTY_GUIDE, title: 'Loft' };

  it('sends the times and the WiFi, empty ones as null, the password as typed', () => {
    const payload = toGuidePayload({
      ...base,
      check_in_time: '15:00',
      wifi_name: ' Loft Guest ',
      wifi_password: ' secret ',
      wifi_security: 'WEP',
      wifi_view: VISIBILITY.HIDDEN,
    });
    expect(payload).toMatchObject({
      check_in_time: '15:00',
      check_out_time: null,
      wifi_name: 'Loft Guest',
      wifi_password: ' secret ',
      wifi_security: 'WEP',
      wifi_view: VISIBILITY.HIDDEN,
    });
    expect(toGuidePayload(base)).toMatchObject({ wifi_name: null, wifi_password: null, wifi_security: 'WPA' });
    expect(ZGuideCreateRequest.safeParse(payload).success).toBe(true);
  });

  it("checks them with the contract's messages", () => {
    expect(validateGuide({ ...base, check_in_time: '25:00', check_out_time: '11:00' })).toEqual({
      check_in_time: MESSAGES.stay.invalidTime,
    });
    expect(validateGuide({ ...base, wifi_name: 'x'.repeat(33), wifi_password: 'p'.repeat(64) })).toEqual({
      wifi_name: MESSAGES.stay.wifiNameTooLong,
      wifi_password: MESSAGES.stay.wifiPasswordTooLong,
    });
  });

  it('reads a stored guide without WiFi as WPA, visible, empty', () => {
    const values = toGuideFormValues({
      ...toGuidePayload(base),
      id_guide: 1,
      title: 'Loft',
      subtitle: null,
      phone_id_contact_type: 1,
      phone2_id_contact_type: 1,
      id_address_view: 1,
      id_map: null,
      date_created: '',
      date_modified: '',
    } as TGuide);
    expect(values).toMatchObject({
      wifi_name: '',
      wifi_security: 'WPA',
      wifi_view: VISIBILITY.VISIBLE,
      check_in_time: '',
    });
  });
});

describe("a new guide's language", () => {
  it("is the browser's, canonicalised, or none when it is not a language tag", () => {
    expect(browserLanguage('fr-fr')).toBe('fr-FR');
    expect(browserLanguage('ja')).toBe('ja');
    expect(browserLanguage('')).toBeUndefined();
    expect(browserLanguage('not a tag')).toBeUndefined();
  });
});

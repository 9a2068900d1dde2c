import { describe, expect, it } from 'vitest';
import { MESSAGES, STAY_FIELD_CODES } from '@guidebook/contract';
import {
  addressedGuestName,
  fillFieldCodes,
  publicFieldValues,
  stayFieldValues,
  type StayFieldGuide,
  type StayFieldStay,
} from '../src/modules/invitations/stay-fields.ts';
import { localize, UI_LANGUAGES } from '../src/lib/languages.ts';

const HOUR = 3_600_000;
const checkIn = new Date('2026-12-11T15:00:00Z');
const stay: StayFieldStay = {
  guest_name: '  Ana  María López ',
  check_in: checkIn,
  check_out: new Date('2026-12-14T11:00:00Z'),
  access_from: new Date(checkIn.getTime() - 48 * HOUR),
  access_to: new Date('2026-12-15T11:00:00Z'),
  guests: 3,
  reference: 'HMABC123',
  door_code: '4711',
  door_code_from: checkIn,
};
const guide: StayFieldGuide = {
  timezone: 'Europe/London',
  wifi_name: 'Casa-Net',
  wifi_password: 's3cret<pass>',
  check_in_time: '15:00',
  check_out_time: '11:00',
};
const allCodes = STAY_FIELD_CODES.map((c) => `{{${c}}}`).join(' | ');

describe('field codes', () => {
  it('fill every code through a stay, the door code only inside its window', () => {
    const before = stayFieldValues(stay, guide, 'en', new Date(checkIn.getTime() - HOUR));
    const inside = stayFieldValues(stay, guide, 'en', new Date(checkIn.getTime() + HOUR));
    const after = stayFieldValues(stay, guide, 'en', stay.access_to);
    expect(inside).toMatchObject({
      guest_first_name: 'Ana',
      guest_name: 'Ana  María López',
      door_code: '4711',
      guests: '3',
      reference: 'HMABC123',
      wifi_name: 'Casa-Net',
      wifi_password: 's3cret<pass>',
      check_in_time: '15:00',
    });
    expect(inside.check_in).toBe('Fri 11 Dec 15:00');
    expect(before.door_code).toBe('available from Fri 11 Dec 15:00');
    expect(after.door_code).toBe('your door code');
    for (const values of [before, after]) expect(Object.values(values).join(' ')).not.toContain('4711');
  });

  it('release the door code at the access window start when no release is set', () => {
    const open = { ...stay, door_code_from: null };
    expect(stayFieldValues(open, guide, 'en', new Date(stay.access_from.getTime() + 1)).door_code).toBe('4711');
    expect(stayFieldValues(open, guide, 'en', new Date(stay.access_from.getTime() - 1)).door_code).not.toBe('4711');
  });

  it('read as neutral words publicly, in every catalog language, never as braces or secrets', () => {
    for (const language of UI_LANGUAGES) {
      const text = fillFieldCodes(allCodes, publicFieldValues(guide, language), { html: false });
      expect(text, language).not.toMatch(/[{}]/);
      expect(text, language).not.toContain('s3cret');
      expect(text, language).toContain('Casa-Net');
      const personal = fillFieldCodes(allCodes, stayFieldValues(stay, guide, language, checkIn), { html: false });
      expect(personal, language).toContain('4711');
      expect(personal, language).not.toMatch(/[{}]/);
    }
  });

  it('use neutral words for what a stay or guide leaves empty', () => {
    const bare = { ...stay, guest_name: ' ', guests: null, reference: null, door_code: null };
    const empty = { timezone: null, wifi_name: null, wifi_password: null, check_in_time: null, check_out_time: null };
    const values = stayFieldValues(bare, empty, 'fr', checkIn);
    expect(values.door_code).toBe('votre code d’accès');
    expect(values.wifi_name).toBe('le réseau WiFi');
    expect(values.guests).toBe('le nombre de voyageurs');
    expect(values.guest_first_name).toBe('cher voyageur');
  });

  it('read the name a calendar sync gives a stay without a guest name as no name, in every language', () => {
    const named = (guest_name: string, language: string) =>
      stayFieldValues({ ...stay, guest_name }, guide, language, checkIn);
    for (const platform of Object.keys(
      MESSAGES.calendarSync.guestName,
    ) as (keyof typeof MESSAGES.calendarSync.guestName)[]) {
      for (const language of UI_LANGUAGES) {
        const placeholder = localize(MESSAGES.calendarSync.guestName[platform], language);
        const values = named(placeholder, language);
        const neutral = named(' ', language);
        expect([values.guest_first_name, values.guest_name], `${platform} ${language}`).toEqual([
          neutral.guest_first_name,
          neutral.guest_name,
        ]);
      }
    }
    // A real name that starts the same way is a name.
    expect(named('Airbnb Smith', 'en').guest_first_name).toBe('Airbnb');
  });

  it('greet the guest by name, or for the sync’s placeholder by the word a greeting uses, in every language', () => {
    for (const platform of Object.keys(
      MESSAGES.calendarSync.guestName,
    ) as (keyof typeof MESSAGES.calendarSync.guestName)[]) {
      for (const language of UI_LANGUAGES) {
        const placeholder = localize(MESSAGES.calendarSync.guestName[platform], language);
        const neutral = stayFieldValues({ ...stay, guest_name: ' ' }, guide, language, checkIn).guest_first_name;
        expect(addressedGuestName(placeholder, language), `${platform} ${language}`).toBe(neutral);
        expect(addressedGuestName(` ${placeholder} `, language), `${platform} ${language}`).toBe(neutral);
      }
    }
    expect(addressedGuestName('Airbnb guest', 'pl')).toBe('gościu');
    expect(addressedGuestName(' Ana López ', 'fr')).toBe('Ana López');
    expect(addressedGuestName('Airbnb Smith', 'en')).toBe('Airbnb Smith');
  });

  it('format dates in the reader’s language, also for a language without a catalog', () => {
    expect(stayFieldValues(stay, guide, 'de', checkIn).check_in).toBe('Fr., 11. Dez., 15:00');
    expect(stayFieldValues(stay, guide, 'sv', checkIn).check_in).toMatch(/11 dec/);
    expect(stayFieldValues(stay, guide, 'not a tag!', checkIn).check_in).toBe('Fri 11 Dec 15:00');
  });

  it('escape values for HTML, keep unknown codes, allow spaces inside the braces', () => {
    const values = stayFieldValues({ ...stay, guest_name: '<b>Eve</b> & co' }, guide, 'en', checkIn);
    expect(fillFieldCodes('<p>Hi {{ guest_name }}, {{unknown}}</p>', values, { html: true })).toBe(
      '<p>Hi &lt;b&gt;Eve&lt;/b&gt; &amp; co, {{unknown}}</p>',
    );
    expect(fillFieldCodes('Hi {{guest_first_name}}', values, { html: false })).toBe('Hi <b>Eve</b>');
    expect(fillFieldCodes('{{wifi_password}}', values, { html: true })).toBe('s3cret&lt;pass&gt;');
  });
});

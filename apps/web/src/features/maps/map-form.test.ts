import { describe, expect, it } from 'vitest';
import { MAP, MESSAGES } from '@guidebook/contract';
import {
  mapRefusal,
  newPin,
  parseCoordinate,
  pinPosition,
  toMapForm,
  toMapRequest,
  validateMapForm,
  validateMapTitle,
  wrapLongitude,
} from './map-form.ts';

const pin = (fields: Partial<ReturnType<typeof newPin>>) => ({ ...newPin(), ...fields });

describe('map form', () => {
  it('Add Map checks its title as the create request does', () => {
    expect(validateMapTitle({ title: '  ' })).toEqual({ title: MESSAGES.map.titleRequired });
    expect(validateMapTitle({ title: 'x'.repeat(200) }).title).toBe(MESSAGES.guide.maxLength(MAP.TITLE_MAX));
    expect(validateMapTitle({ title: 'Walks' })).toEqual({});
  });

  it('turns typed pins into the request body, blank texts as null', () => {
    const values = {
      title: ' Walks ',
      pins: [pin({ name: 'Café', category: ' ', description: 'Crab', latitude: '50.2', longitude: '-5,48' })],
    };
    expect(validateMapForm(values)).toEqual({});
    expect(toMapRequest(values)).toEqual({
      title: 'Walks',
      pins: [{ name: 'Café', category: null, description: 'Crab', latitude: 50.2, longitude: -5.48 }],
    });
  });

  it('says which field of which pin is wrong, with the server’s messages, title first', () => {
    const errors = validateMapForm({
      title: '',
      pins: [
        pin({ name: 'Fine', latitude: '1', longitude: '2' }),
        pin({ name: '', latitude: '95', longitude: 'east' }),
        pin({ name: 'No position', latitude: '', longitude: '-200' }),
      ],
    });
    expect(Object.entries(errors)).toEqual([
      ['title', MESSAGES.map.titleRequired],
      ['pins.1.longitude', MESSAGES.map.coordinateNotNumber],
      ['pins.1.name', MESSAGES.map.pinNameRequired],
      ['pins.1.latitude', MESSAGES.map.latitudeRange],
      ['pins.2.latitude', MESSAGES.map.latitudeRequired],
      ['pins.2.longitude', MESSAGES.map.longitudeRange],
    ]);
  });

  it('tells too many pins above the table', () => {
    const pins = Array.from({ length: MAP.PINS_MAX + 1 }, () => pin({ name: 'P', latitude: '1', longitude: '2' }));
    expect(validateMapForm({ title: 'Walks', pins })).toEqual({ form: MESSAGES.map.tooManyPins(MAP.PINS_MAX) });
  });

  it('shows a refusal under the inputs it names, anything else above the table', () => {
    expect(
      mapRefusal({ title: 'Taken', 'pins.3.name': 'Too long', pins: 'Too many', 'pins.2': 'Odd', id_map: 'Gone' }),
    ).toEqual({ title: 'Taken', 'pins.3.name': 'Too long', form: 'Too many' });
  });

  it('reads coordinates strictly', () => {
    expect(parseCoordinate(' -12.5 ')).toBe(-12.5);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('12abc')).toBeNaN();
    expect(parseCoordinate('1e3')).toBeNaN();
  });

  it('places a clicked pin with rounded coordinates and a longitude inside -180..180', () => {
    const placed = newPin({ lat: 50.123456789, lng: 190 }, 3);
    expect(placed).toMatchObject({ name: 'Pin 3', latitude: '50.123457', longitude: '-170' });
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(540)).toBe(180 - 360);
    expect(pinPosition(placed)).toEqual({ lat: 50.123457, lng: -170 });
    expect(pinPosition(pin({ latitude: '91', longitude: '0' }))).toBeNull();
  });

  it('round-trips a stored map', () => {
    const form = toMapForm({
      title: 'T',
      pins: [{ id_pin: 1, name: 'A', category: null, description: null, latitude: 1, longitude: 2, position: 0 }],
    });
    expect(validateMapForm(form)).toEqual({});
    expect(toMapRequest(form)).toEqual({
      title: 'T',
      pins: [{ name: 'A', category: null, description: null, latitude: 1, longitude: 2 }],
    });
  });
});

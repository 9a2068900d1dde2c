import { describe, expect, it } from 'vitest';
import { MESSAGES, type TMap, type TMapTranslation } from '@guidebook/contract';
import * as translation from './map-translation.ts';

const pin = (id: number, name: string, description: string | null = null) => ({
  id_pin: id,
  name,
  category: null,
  description,
  latitude: 50,
  longitude: -5,
  position: id,
});

const map: TMap = {
  id_map: 7,
  title: 'Walks',
  pins_count: 3,
  date_created: '2026-01-01T00:00:00Z',
  date_modified: '2026-01-01T00:00:00Z',
  pins: [pin(1, 'Café', 'Crab sandwiches'), pin(2, 'Beach'), pin(3, 'Café', 'A second one')],
};

const fr: TMapTranslation = {
  language: 'fr',
  original_changed: true,
  date_modified: '2026-01-02T00:00:00Z',
  title: 'Balades',
  pins: [
    { original: 'Café', name: null, description: 'Sandwichs au crabe' },
    { original: 'Gone', name: 'Parti', description: null },
  ],
};

describe('map translation', () => {
  it('lists translated languages first, with their state, and each language once', () => {
    const de = { ...fr, language: 'de', original_changed: false };
    const [translated, others] = translation.languageChoices([fr, de]);
    expect(translated).toEqual({
      group: 'Translated',
      items: [
        { value: 'fr', label: `Français — French (${MESSAGES.language.originalChanged})` },
        { value: 'de', label: 'Deutsch — German (translated)' },
      ],
    });
    expect(others?.items.some((i) => i.value === 'fr' || i.value === 'de')).toBe(false);
    expect(others?.items).toContainEqual({ value: 'es', label: 'Español — Spanish' });
  });

  it('offers only the common languages when nothing is translated', () => {
    const groups = translation.languageChoices([]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.group).toBe('Languages');
  });

  it('tells the state of a translation', () => {
    expect(translation.translationState(undefined)).toBe('missing');
    expect(translation.translationState(fr)).toBe('outdated');
    expect(translation.translationState({ ...fr, original_changed: false })).toBe('translated');
  });

  it('fills the form from the saved translation, each pin name once, in the map order', () => {
    expect(translation.toTranslationForm(map, fr)).toEqual({
      title: 'Balades',
      pins: [
        { original: 'Café', originalDescription: 'Crab sandwiches', name: '', description: 'Sandwichs au crabe' },
        { original: 'Beach', originalDescription: '', name: '', description: '' },
      ],
    });
    expect(translation.toTranslationForm(map, undefined).title).toBe('');
  });

  it('builds the request: trimmed, blanks as null, untranslated pins left out', () => {
    const values = translation.toTranslationForm(map, fr);
    values.title = '  ';
    values.pins[1] = { ...values.pins[1]!, name: ' Plage ' };
    expect(translation.toTranslateRequest(7, 'fr', values)).toEqual({
      id_map: 7,
      language: 'fr',
      title: null,
      pins: [
        { original: 'Café', name: null, description: 'Sandwichs au crabe' },
        { original: 'Beach', name: 'Plage', description: null },
      ],
    });
  });

  it('sends everything empty when all is cleared (which removes the translation)', () => {
    const values = translation.toTranslationForm(map, undefined);
    expect(translation.toTranslateRequest(7, 'de', values)).toEqual({
      id_map: 7,
      language: 'de',
      title: null,
      pins: [],
    });
  });

  it('checks the lengths under each input, and shows a refusal of a sent pin under its row', () => {
    const values = translation.toTranslationForm(map, fr);
    expect(translation.validateMapTranslation(values)).toEqual({});
    values.pins[1] = { ...values.pins[1]!, description: 'x'.repeat(1001) };
    expect(translation.validateMapTranslation(values)).toEqual({
      'pins.1.description': MESSAGES.guide.maxLength(1000),
    });
    // Only Café (row 0) and Beach (row 1) are sent; a pin with nothing translated is left out of the request.
    const sent = { title: '', pins: [{ ...values.pins[0]!, description: '' }, values.pins[1]!] };
    expect(translation.mapTranslationRefusal(sent, { 'pins.0.description': 'Too long', title: 'Bad' })).toEqual({
      'pins.1.description': 'Too long',
      title: 'Bad',
    });
  });
});

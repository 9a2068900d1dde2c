import { describe, expect, it } from 'vitest';
import { MESSAGES, REQUEST, type TRequestType } from '@guidebook/contract';
import {
  EMPTY_REQUEST_TYPE,
  formLanguages,
  requestTypeFormValues,
  toCreateBody,
  toModifyBody,
  validateRequestType,
  type RequestTypeFormValues,
} from './request-type-form.ts';
import { languageWithError } from '../../lib/form-errors.ts';

const AIRPORT: TRequestType = {
  id_request_type: 9,
  kind: 'other',
  name: 'Airport pick-up',
  texts: {
    en: { name: 'Airport pick-up', description: 'From the arrivals hall.' },
    fr: { name: 'Navette aéroport', description: '' },
  },
  price_text: '€40',
  needs_approval: true,
  auto_approve: false,
  enabled: true,
  guides: [3, 5],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** A starting type: no texts, its name is the kind's. */
const EARLY: TRequestType = {
  ...AIRPORT,
  id_request_type: 1,
  kind: 'early_check_in',
  name: 'Early check-in',
  texts: {},
  price_text: null,
  enabled: false,
  guides: null,
};

const withName = (values: RequestTypeFormValues, language: string, name: string, description = '') => ({
  ...values,
  texts: { ...values.texts, [language]: { name, description } },
});

describe('request type form', () => {
  it('starts a new type as a request of another kind, needing approval, enabled, in every guide', () => {
    expect(EMPTY_REQUEST_TYPE).toMatchObject({
      kind: 'other',
      needs_approval: true,
      auto_approve: false,
      enabled: true,
      all_guides: true,
      guides: [],
    });
  });

  it('sends the languages written in, the price trimmed (null when empty) and null for every guide', () => {
    const values = {
      ...withName(EMPTY_REQUEST_TYPE, 'en', 'Airport pick-up', 'From the arrivals hall.'),
      price_text: '  €40 ',
    };
    values.texts.de = { name: '', description: '  ' };
    expect(toCreateBody(values)).toEqual({
      texts: { en: { name: 'Airport pick-up', description: 'From the arrivals hall.' } },
      kind: 'other',
      price_text: '€40',
      needs_approval: true,
      auto_approve: false,
      enabled: true,
      guides: null,
    });
    expect(toCreateBody({ ...values, price_text: '   ' }).price_text).toBeNull();
  });

  it('sends the chosen guides as ids, and automatic approval only for an early check-in or late check-out', () => {
    const values = { ...withName(EMPTY_REQUEST_TYPE, 'en', 'Bikes'), all_guides: false, guides: ['3', '12'] };
    expect(toCreateBody(values).guides).toEqual([3, 12]);
    expect(toCreateBody({ ...values, auto_approve: true }).auto_approve).toBe(false);
    expect(toCreateBody({ ...values, kind: 'late_check_out', auto_approve: true }).auto_approve).toBe(true);
  });

  it('edits a type with every field, round trip', () => {
    const values = requestTypeFormValues(AIRPORT);
    expect(values).toEqual({
      texts: AIRPORT.texts,
      kind: 'other',
      price_text: '€40',
      needs_approval: true,
      auto_approve: false,
      enabled: true,
      all_guides: false,
      guides: ['3', '5'],
    });
    // The form's texts are its own: typing does not change the list's type.
    values.texts.en!.name = 'Airport transfer';
    expect(AIRPORT.texts.en!.name).toBe('Airport pick-up');
    expect(toModifyBody(AIRPORT, { ...values, price_text: '' })).toEqual({
      id_request_type: 9,
      texts: {
        en: { name: 'Airport transfer', description: 'From the arrivals hall.' },
        fr: { name: 'Navette aéroport', description: '' },
      },
      kind: 'other',
      price_text: null,
      needs_approval: true,
      auto_approve: false,
      enabled: true,
      guides: [3, 5],
    });
  });

  it('keeps a starting type’s kind name while no text is written, and sends the first one written', () => {
    const values = requestTypeFormValues(EARLY);
    expect(values.all_guides).toBe(true);
    const body = toModifyBody(EARLY, { ...values, enabled: true, auto_approve: true });
    expect(body).not.toHaveProperty('texts');
    expect(body).toMatchObject({ id_request_type: 1, enabled: true, auto_approve: true, guides: null });
    expect(validateRequestType(values, EARLY)).toEqual({});
    expect(toModifyBody(EARLY, withName(values, 'es', 'Llegada temprana')).texts).toEqual({
      es: { name: 'Llegada temprana', description: '' },
    });
  });

  it('checks with the server’s messages, under the input of the language concerned', () => {
    expect(validateRequestType(EMPTY_REQUEST_TYPE)).toEqual({ texts: MESSAGES.requests.textsRequired });
    const noName = withName(withName(EMPTY_REQUEST_TYPE, 'en', 'Bikes'), 'fr', '', 'Deux vélos');
    const errors = validateRequestType(noName);
    expect(errors).toEqual({ 'texts.fr.name': MESSAGES.requests.nameRequired });
    expect(languageWithError(errors)).toBe('fr');
    expect(
      validateRequestType({
        ...withName(EMPTY_REQUEST_TYPE, 'en', 'x'.repeat(REQUEST.NAME_MAX + 1)),
        price_text: 'y'.repeat(REQUEST.PRICE_MAX + 1),
      }),
    ).toEqual({
      'texts.en.name': MESSAGES.guide.maxLength(REQUEST.NAME_MAX),
      price_text: MESSAGES.guide.maxLength(REQUEST.PRICE_MAX),
    });
    // A type whose texts are all emptied is refused, as the server would.
    expect(validateRequestType({ ...requestTypeFormValues(AIRPORT), texts: {} }, AIRPORT)).toEqual({
      texts: MESSAGES.requests.textsRequired,
    });
  });

  it('asks for a guide when offered in chosen guides and none is chosen', () => {
    const values = { ...withName(EMPTY_REQUEST_TYPE, 'en', 'Bikes'), all_guides: false };
    expect(validateRequestType(values)).toEqual({
      guides: 'Choose at least one guide, or offer it in every guide.',
    });
    expect(validateRequestType({ ...values, guides: ['4'] })).toEqual({});
  });

  it('shows the guides’ languages, English when there are none, then those the type has texts in', () => {
    expect(formLanguages(['en', 'fr'], requestTypeFormValues(AIRPORT))).toEqual(['en', 'fr']);
    expect(formLanguages(['en', 'de'], requestTypeFormValues(AIRPORT))).toEqual(['en', 'de', 'fr']);
    expect(formLanguages([], EMPTY_REQUEST_TYPE)).toEqual(['en']);
  });
});

/**
 * The map editor's form: pins as typed text, turned into the create/modify body and
 * checked with the contract's own schema, so the form says exactly what the server would.
 */
import { MESSAGES, ZMapCreateRequest, type TMap, type TMapCreateRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export type PinField = 'name' | 'category' | 'description' | 'latitude' | 'longitude';
export type PinRow = { key: string } & Record<PinField, string>;
export type MapFormValues = { title: string; pins: PinRow[] };
export type MapFormErrors = {
  title?: string;
  /** About the pins as a whole (too many). */
  form?: string;
  pins: Record<number, Partial<Record<PinField, string>>>;
};

const ZMapTitleForm = ZMapCreateRequest.pick({ title: true });

/** The Add Map form's one field, checked as the create request's title. */
export function validateMapTitle(values: { title: string }): FieldErrors<'title'> {
  return fieldErrors(ZMapTitleForm, values);
}

/** Decimal places kept from a click: 6 is about 10 cm, finer than any click. */
const CLICK_DECIMALS = 6;

let nextKey = 0;
const newKey = () => `pin-${++nextKey}`;

export function roundCoordinate(value: number): number {
  return Number(value.toFixed(CLICK_DECIMALS));
}

/** A new row; a pin placed by clicking gets a name the host can change ("Pin 3"). */
export function newPin(position?: { lat: number; lng: number }, number?: number): PinRow {
  return {
    key: newKey(),
    name: position && number ? `Pin ${number}` : '',
    category: '',
    description: '',
    latitude: position ? String(roundCoordinate(position.lat)) : '',
    longitude: position ? String(roundCoordinate(wrapLongitude(position.lng))) : '',
  };
}

/** Leaflet lets the world repeat sideways; a click on a copy still means a longitude in -180..180. */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

export function toMapForm(map: Pick<TMap, 'title' | 'pins'>): MapFormValues {
  return {
    title: map.title,
    pins: map.pins.map((p) => ({
      key: newKey(),
      name: p.name,
      category: p.category ?? '',
      description: p.description ?? '',
      latitude: String(p.latitude),
      longitude: String(p.longitude),
    })),
  };
}

/** Typed text -> number; '' is "missing", anything else that is not a number is NaN. */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A row's position for the map, or null while its coordinates are incomplete or out of range. */
export function pinPosition(pin: PinRow): { lat: number; lng: number } | null {
  const lat = parseCoordinate(pin.latitude);
  const lng = parseCoordinate(pin.longitude);
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export function hasErrors(errors: MapFormErrors): boolean {
  return errors.title !== undefined || errors.form !== undefined || Object.keys(errors.pins).length > 0;
}

/** The request body, or the errors to show by the fields (the first of each field). */
export function validateMapForm(
  values: MapFormValues,
): { ok: true; body: TMapCreateRequest } | { ok: false; errors: MapFormErrors } {
  const errors: MapFormErrors = { pins: {} };
  const setPinError = (index: number, field: PinField, message: string) => {
    const row = (errors.pins[index] ??= {});
    row[field] ??= message;
  };
  const pins = values.pins.map((p, index) => {
    const coordinate = (field: 'latitude' | 'longitude') => {
      const value = parseCoordinate(p[field]);
      if (value !== null && Number.isNaN(value)) setPinError(index, field, MESSAGES.map.coordinateNotNumber);
      return value;
    };
    return {
      name: p.name,
      category: p.category,
      description: p.description,
      latitude: coordinate('latitude'),
      longitude: coordinate('longitude'),
    };
  });
  const parsed = ZMapCreateRequest.safeParse({ title: values.title, pins });
  if (parsed.success && !hasErrors(errors)) return { ok: true, body: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [first, index, field] = issue.path;
    if (first === 'title') errors.title ??= issue.message;
    else if (first === 'pins' && typeof index === 'number' && typeof field === 'string')
      setPinError(index, field as PinField, issue.message);
    else errors.form ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The map editor's form: pins as typed text, turned into the create/modify body and
 * checked with the contract's own schema, so the form says exactly what the server would.
 */
import { MESSAGES, ZMapCreateRequest, type TMap, type TMapCreateRequest } from '@guidebook/contract';
import { fieldErrors, pathErrors, type FieldErrors } from '../../lib/form-errors.ts';

export type PinField = 'name' | 'category' | 'description' | 'latitude' | 'longitude';
export type PinRow = { key: string } & Record<PinField, string>;
export type MapFormValues = { title: string; pins: PinRow[] };
/**
 * The editor's messages by the path of their input ("title", "pins.2.latitude"), as @mantine/form
 * keeps them; `form` is about the pins as a whole (too many), shown above the table.
 */
export type MapFormErrors = Record<string, string>;

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

/** The pins as the request has them: typed coordinates read as numbers (NaN when not one). */
function readPins(values: MapFormValues) {
  return values.pins.map((p) => ({
    name: p.name,
    category: p.category,
    description: p.description,
    latitude: parseCoordinate(p.latitude),
    longitude: parseCoordinate(p.longitude),
  }));
}

/** A path the editor has an input for; any other goes to `form`. */
const INPUT_PATH = /^(title|pins\.\d+\.(name|category|description|latitude|longitude))$/;

/**
 * The editor's checks: the title's message first, then the pins as a whole, then each pin's in
 * the table's order (a coordinate that is not a number before the contract's rules), one per input.
 */
export function validateMapForm(values: MapFormValues): MapFormErrors {
  const pins = readPins(values);
  const found: MapFormErrors = {};
  pins.forEach((pin, index) => {
    for (const field of ['latitude', 'longitude'] as const) {
      if (Number.isNaN(pin[field])) found[`pins.${index}.${field}`] = MESSAGES.map.coordinateNotNumber;
    }
  });
  for (const [path, message] of Object.entries(
    mapRefusal(pathErrors(ZMapCreateRequest, { title: values.title, pins })),
  ))
    found[path] ??= message;
  const order = (path: string) => (path === 'title' ? -2 : path === 'form' ? -1 : Number(path.split('.')[1]));
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => order(a) - order(b)));
}

/** The request body of values that passed validateMapForm: texts trimmed, blank texts null. */
export function toMapRequest(values: MapFormValues): TMapCreateRequest {
  return ZMapCreateRequest.parse({ title: values.title, pins: readPins(values) });
}

/** The server's FIELDS ("title", "pins.1.name") under the editor's inputs; the rest above the table. */
export function mapRefusal(fields: Record<string, string>): MapFormErrors {
  const errors: MapFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const at = INPUT_PATH.test(path) ? path : 'form';
    errors[at] ??= message;
  }
  return errors;
}

/**
 * Maps: a host keeps maps of points of interest; each pin has a name, a
 * category, a description and a position. A guide shows at most one of them, its
 * active map (guides.id_map), in the guest guide's Map tab.
 */
import { z } from 'zod';
import { ZMapTranslation } from './translation-answers.ts';
import { ZDeleteComment, ZId } from './common.ts';
import { MESSAGES } from './constants.ts';

const m = MESSAGES.map;

export const MAP = {
  TITLE_MAX: 60,
  PIN_NAME_MAX: 120,
  PIN_CATEGORY_MAX: 60,
  PIN_DESCRIPTION_MAX: 1000,
  /** Enough for a city's worth of recommendations; bounds the size of one save. */
  PINS_MAX: 500,
} as const;

/** Optional pin text: empty and blank both mean "none". */
const ZPinText = (max: number) =>
  z
    .string()
    .max(max, MESSAGES.guide.maxLength(max))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

/** A coordinate typed by a person: required, a finite number, within its range. */
const ZCoordinate = (required: string, range: string, limit: number) =>
  z
    .number({ error: required })
    .refine((v) => Number.isFinite(v), { message: required })
    .refine((v) => v >= -limit && v <= limit, { message: range });

export const ZMapPinInput = z.object({
  name: z
    .string({ error: m.pinNameRequired })
    .trim()
    .min(1, m.pinNameRequired)
    .max(MAP.PIN_NAME_MAX, MESSAGES.guide.maxLength(MAP.PIN_NAME_MAX)),
  category: ZPinText(MAP.PIN_CATEGORY_MAX),
  description: ZPinText(MAP.PIN_DESCRIPTION_MAX),
  latitude: ZCoordinate(m.latitudeRequired, m.latitudeRange, 90),
  longitude: ZCoordinate(m.longitudeRequired, m.longitudeRange, 180),
});
export type TMapPinInput = z.infer<typeof ZMapPinInput>;

const ZMapTitle = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(MAP.TITLE_MAX, MESSAGES.guide.maxLength(MAP.TITLE_MAX));

/** Pins are saved in the order given; absent pins mean an empty map. */
export const ZMapCreateRequest = z.object({
  title: ZMapTitle,
  pins: z.array(ZMapPinInput).max(MAP.PINS_MAX, m.tooManyPins(MAP.PINS_MAX)).default([]),
});
export type TMapCreateRequest = z.infer<typeof ZMapCreateRequest>;

/** Replaces the title and every pin. */
export const ZMapModifyRequest = ZMapCreateRequest.extend({ id_map: ZId });
export type TMapModifyRequest = z.infer<typeof ZMapModifyRequest>;

export const ZMapSelectQuery = z.object({ id_map: ZId });
export const ZMapDeleteRequest = z.object({ id_map: ZId, comment: ZDeleteComment });

/** "Disable Map" is id_map null. */
export const ZActiveMapRequest = z.object({ id_guide: ZId, id_map: ZId.nullable() });
export type TActiveMapRequest = z.infer<typeof ZActiveMapRequest>;
export const ZActiveMap = z.object({ id_guide: z.number(), id_map: z.number().nullable() });
export type TActiveMap = z.infer<typeof ZActiveMap>;

export const ZMapPin = z.object({
  id_pin: z.number(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  position: z.number(),
});
export type TMapPin = z.infer<typeof ZMapPin>;

/** A map in the Map tab's table. */
export const ZMapSummary = z.object({
  id_map: z.number(),
  title: z.string(),
  pins_count: z.number(),
  date_created: z.string(),
  date_modified: z.string(),
});
export type TMapSummary = z.infer<typeof ZMapSummary>;

export const ZMap = ZMapSummary.extend({
  pins: z.array(ZMapPin),
  /** In the select answer: the map's translations (title and pin texts), one per language. */
  translations: z.array(ZMapTranslation).optional(),
});
export type TMap = z.infer<typeof ZMap>;

/** What a guest sees of the active map: no ids, no dates. */
export const ZGuestMapPin = z.object({
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TGuestMapPin = z.infer<typeof ZGuestMapPin>;
export const ZGuestMap = z.object({ title: z.string(), pins: z.array(ZGuestMapPin) });
export type TGuestMap = z.infer<typeof ZGuestMap>;

/**
 * An "Open in maps" link for a pin: the same documented universal link the guest guide
 * uses for the address, which phones open in their maps app.
 */
export function pinMapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/**
 * What a guest sees of a guide's active map, field by field from an allowlist: the
 * title and each pin's name, category, description and position. No ids, no dates.
 */
import type { TGuestMap } from '@guidebook/contract';
import type { MapRow } from './maps.repository.ts';

export function presentGuestMap(map: MapRow | null): TGuestMap | null {
  if (!map) return null;
  return {
    title: map.title,
    pins: map.pins.map((p) => ({
      name: p.name,
      category: p.category,
      description: p.description,
      latitude: p.latitude,
      longitude: p.longitude,
    })),
  };
}

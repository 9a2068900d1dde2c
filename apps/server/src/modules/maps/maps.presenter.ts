/** The host-facing shapes of maps. Guests get their own presenter (guest-map.presenter.ts). */
import type { TMap, TMapPin, TMapSummary } from '@guidebook/contract';
import type { DbMapPin } from './maps.repository.ts';
import type { MapRow, MapSummaryRow } from './maps.repository.ts';

export function presentMapSummary(m: MapSummaryRow): TMapSummary {
  return {
    id_map: m.id_map,
    title: m.title,
    pins_count: m.pins_count,
    date_created: m.date_created.toISOString(),
    date_modified: m.date_modified.toISOString(),
  };
}

function presentPin(p: DbMapPin): TMapPin {
  return {
    id_pin: p.id_pin,
    name: p.name,
    category: p.category,
    description: p.description,
    latitude: p.latitude,
    longitude: p.longitude,
    position: p.position,
  };
}

export function presentMap(m: MapRow): TMap {
  return { ...presentMapSummary({ ...m, pins_count: m.pins.length }), pins: m.pins.map(presentPin) };
}

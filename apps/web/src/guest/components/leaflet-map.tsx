/**
 * The Leaflet map of the Map tab (its own lazily loaded chunk with Leaflet's CSS).
 * The address is placed with the configured geocoder; found coordinates are kept in
 * localStorage so the pin still shows offline. Without coordinates the map is not shown
 * (a map of nowhere in particular helps no guest); the address text below always is.
 * The host's places (the guide's active map) show as smaller pins, with or without the address.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { TGuestMapPin } from '@guidebook/contract';
import { firstCoordinates, type MapConfig } from '../lib/map-config.ts';

type Coordinates = { lat: number; lng: number };
const STORAGE_PREFIX = 'guest-geocode:';
const ZOOM = 16;

async function locate(config: MapConfig, query: string): Promise<Coordinates | null> {
  const stored = localStorage.getItem(STORAGE_PREFIX + query);
  if (stored) return firstCoordinates([JSON.parse(stored)]);
  if (!config.geocoderUrl) return null;
  try {
    const response = await fetch(config.geocoderUrl.replace('{query}', encodeURIComponent(query)), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(8000),
    });
    const found = firstCoordinates(await response.json());
    if (found) localStorage.setItem(STORAGE_PREFIX + query, JSON.stringify({ lat: found.lat, lon: found.lng }));
    return found;
  } catch {
    return null;
  }
}

type Props = {
  config: MapConfig;
  query: string;
  label: string;
  /** The map region's accessible name, in the guide's language. */
  ariaLabel: string;
  /** The zoom buttons' and a popup's close button's names, in the guide's language (Leaflet's are English). */
  controlLabels: { zoomIn: string; zoomOut: string; closePopup: string };
  /** A right-to-left page: the zoom buttons go to the top right, where the page starts. */
  rtl?: boolean;
  color: string;
  pins?: readonly TGuestMapPin[];
  /** Called when the tile server gave no tile at all (unreachable, refused): the map is then left out. */
  onTilesFailed?: () => void;
};

/** Tiles that must fail, with none loaded, before the tile server counts as unreachable. */
const FAILED_TILES = 4;

const NO_PINS: readonly TGuestMapPin[] = [];

/** A pin's popup, built as elements (never HTML strings) since the texts are the host's. */
function pinPopup(pin: TGuestMapPin): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = pin.name;
  box.append(name);
  for (const text of [pin.category, pin.description]) {
    if (!text) continue;
    const line = document.createElement('div');
    line.textContent = text;
    box.append(line);
  }
  return box;
}

export default function LeafletMap({
  config,
  query,
  label,
  ariaLabel,
  controlLabels,
  rtl = false,
  color,
  pins = NO_PINS,
  onTilesFailed,
}: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Coordinates | null | undefined>(undefined);
  // Read when a tile fails, so a new callback from the parent does not rebuild the map.
  const tilesFailed = useRef(onTilesFailed);
  useEffect(() => {
    tilesFailed.current = onTilesFailed;
  }, [onTilesFailed]);

  useEffect(() => {
    let live = true;
    // Without an address (Hidden) only the host's pins are shown.
    void (query ? locate(config, query) : Promise.resolve(null)).then((found) => live && setPosition(found));
    return () => {
      live = false;
    };
  }, [config, query]);

  useEffect(() => {
    if (!element.current || position === undefined || (!position && pins.length === 0)) return;
    const map = L.map(element.current, { scrollWheelZoom: false, zoomControl: false });
    L.control
      .zoom({
        zoomInTitle: controlLabels.zoomIn,
        zoomOutTitle: controlLabels.zoomOut,
        position: rtl ? 'topright' : 'topleft',
      })
      .addTo(map);
    // Leaflet names a popup's close button "Close popup" whatever the page's language.
    map.on('popupopen', (event) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', controlLabels.closePopup);
    });
    let loaded = 0;
    let failed = 0;
    // The page sends no referrer (its URL holds the share token); tiles send the origin only,
    // which OpenStreetMap's tile policy asks for.
    L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19, referrerPolicy: 'origin' })
      .on('tileload', () => {
        loaded += 1;
      })
      .on('tileerror', () => {
        failed += 1;
        if (loaded === 0 && failed === FAILED_TILES) tilesFailed.current?.();
      })
      .addTo(map);
    const points: [number, number][] = pins.map((p) => [p.latitude, p.longitude]);
    for (const pin of pins)
      L.circleMarker([pin.latitude, pin.longitude], { radius: 7, color, weight: 3, fillColor: '#fff', fillOpacity: 1 })
        .addTo(map)
        .bindPopup(pinPopup(pin));
    if (position) {
      L.circleMarker([position.lat, position.lng], { radius: 10, color, fillOpacity: 0.8 }).addTo(map).bindPopup(label);
      points.push([position.lat, position.lng]);
    }
    if (points.length === 1) map.setView(points[0]!, ZOOM);
    else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: ZOOM });
    return () => {
      map.remove();
    };
  }, [position, config, label, color, pins, controlLabels, rtl]);

  if (position === null && pins.length === 0) return null;
  return <div ref={element} className="map-frame" role="region" aria-label={ariaLabel} />;
}

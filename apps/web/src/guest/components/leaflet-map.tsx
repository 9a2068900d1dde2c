/**
 * The Leaflet map of the Map tab (its own lazily loaded chunk with Leaflet's CSS).
 * The address is placed with the configured geocoder; found coordinates are kept in
 * localStorage so the pin still shows offline. Without coordinates the map is not shown
 * (a map of nowhere in particular helps no guest); the address text below always is.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
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

type Props = { config: MapConfig; query: string; label: string; color: string };

export default function LeafletMap({ config, query, label, color }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Coordinates | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void locate(config, query).then((found) => live && setPosition(found));
    return () => {
      live = false;
    };
  }, [config, query]);

  useEffect(() => {
    if (!element.current || !position) return;
    const map = L.map(element.current, { scrollWheelZoom: false }).setView([position.lat, position.lng], ZOOM);
    L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19 }).addTo(map);
    L.circleMarker([position.lat, position.lng], { radius: 10, color, fillOpacity: 0.8 }).addTo(map).bindPopup(label);
    return () => {
      map.remove();
    };
  }, [position, config, label, color]);

  if (position === null) return null;
  return <div ref={element} className="map-frame" role="region" aria-label={`Map of ${query}`} />;
}

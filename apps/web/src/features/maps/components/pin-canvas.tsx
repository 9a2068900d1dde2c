/**
 * The editor's Leaflet map (its own lazily loaded chunk with Leaflet and its CSS).
 * Clicking places a pin at the clicked latitude and longitude; pins can be dragged.
 * Tiles are optional: a grid and the pointer's coordinates keep it usable without them.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './pin-canvas.css';
import { MESSAGES } from '@guidebook/contract';
import { MAP_TILES } from '../map-tiles.ts';
import { addGraticule } from './graticule.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export type CanvasPin = { key: string; number: number; label: string; lat: number; lng: number };

type Props = {
  pins: CanvasPin[];
  selectedKey: string | null;
  color: string;
  onPlace: (position: { lat: number; lng: number }) => void;
  onMove: (key: string, position: { lat: number; lng: number }) => void;
  onSelect: (key: string) => void;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export default function PinCanvas({ pins, selectedKey, color, onPlace, onMove, onSelect }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const cursor = useRef<HTMLSpanElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  // The latest callbacks, so the map's listeners (bound once) never call stale ones.
  const handlers = useRef({ onPlace, onMove, onSelect });
  useEffect(() => {
    handlers.current = { onPlace, onMove, onSelect };
  }, [onPlace, onMove, onSelect]);
  const initialPins = useRef(pins);
  const [tilesFailed, setTilesFailed] = useState(!MAP_TILES.url);

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { worldCopyJump: true, minZoom: 1, maxZoom: MAP_TILES.maxZoom });
    const start = initialPins.current;
    if (start.length === 1) map.setView([start[0]!.lat, start[0]!.lng], MAP_TILES.pinZoom);
    else if (start.length > 1)
      map.fitBounds(L.latLngBounds(start.map((p) => [p.lat, p.lng])), {
        padding: [40, 40],
        maxZoom: MAP_TILES.pinZoom,
      });
    else map.setView(MAP_TILES.worldCenter, MAP_TILES.worldZoom);
    if (MAP_TILES.url) {
      const tiles = L.tileLayer(MAP_TILES.url, { attribution: MAP_TILES.attribution, maxZoom: MAP_TILES.maxZoom });
      tiles.on('tileerror', () => setTilesFailed(true));
      tiles.on('tileload', () => setTilesFailed(false));
      tiles.addTo(map);
    }
    const removeGrid = addGraticule(map);
    map.on('click', (e: L.LeafletMouseEvent) => handlers.current.onPlace(e.latlng));
    map.on('mousemove', (e: L.LeafletMouseEvent) => {
      if (cursor.current) cursor.current.textContent = `${e.latlng.lat.toFixed(5)}, ${e.latlng.lng.toFixed(5)}`;
    });
    markers.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      removeGrid();
      map.remove();
      mapRef.current = null;
      markers.current = null;
    };
  }, []);

  useEffect(() => {
    const layer = markers.current;
    if (!layer) return;
    layer.clearLayers();
    for (const pin of pins) {
      const selected = pin.key === selectedKey;
      const marker = L.marker([pin.lat, pin.lng], {
        draggable: true,
        keyboard: false,
        title: pin.label,
        icon: L.divIcon({
          className: `pin-canvas-icon${selected ? ' is-selected' : ''}`,
          html: `<span style="--pin-color:${escapeHtml(color)}">${pin.number}</span>`,
          iconSize: [26, 26],
          iconAnchor: [13, 13],
        }),
        zIndexOffset: selected ? 1000 : 0,
      });
      marker.bindTooltip(escapeHtml(pin.label), { direction: 'top', offset: [0, -12] });
      marker.on('click', () => handlers.current.onSelect(pin.key));
      marker.on('dragend', () => handlers.current.onMove(pin.key, marker.getLatLng()));
      marker.addTo(layer);
    }
  }, [pins, selectedKey, color]);

  // A pin chosen in the table (or just typed there) is brought into view.
  const selected = pins.find((p) => p.key === selectedKey);
  const selectedLat = selected?.lat;
  const selectedLng = selected?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || selectedLat === undefined || selectedLng === undefined) return;
    if (!map.getBounds().contains([selectedLat, selectedLng])) map.panTo([selectedLat, selectedLng]);
  }, [selectedLat, selectedLng]);

  return (
    <div>
      <div
        ref={element}
        className="pin-canvas"
        role="application"
        aria-label={t('maps.mapClickToPlaceA')}
        data-testid="pin-canvas"
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 6, flexWrap: 'wrap' }}>
        <span className="pin-canvas-cursor" ref={cursor} aria-hidden="true">
          —
        </span>
        {tilesFailed ? <small role="status">{MESSAGES.map.noTiles}</small> : null}
      </div>
    </div>
  );
}

/**
 * Map settings read from guest.html's meta tags, which the server fills in from MAP_TILE_URL,
 * MAP_TILE_ATTRIBUTION and MAP_GEOCODER_URL, so a deployment chooses its own servers without a
 * rebuild. Tiles default to OpenStreetMap's, as in the admin map editor; an empty tile URL
 * (MAP_TILE_URL=off) means no map image. The geocoder is off unless the operator sets one.
 */
export type MapConfig = {
  /** Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  attribution: string;
  /** Nominatim-style search returning [{lat, lon}]; `{query}` is replaced by the address. */
  geocoderUrl: string;
};

function meta(doc: Pick<Document, 'querySelector'>, name: string): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

export function mapConfig(doc: Pick<Document, 'querySelector'>): MapConfig {
  return {
    tileUrl: meta(doc, 'tile-url'),
    attribution: meta(doc, 'tile-attribution'),
    geocoderUrl: meta(doc, 'geocoder-url'),
  };
}

/** Parses a Nominatim-style answer; null when it has no usable first result. */
export function firstCoordinates(answer: unknown): { lat: number; lng: number } | null {
  const first = Array.isArray(answer) ? (answer[0] as { lat?: unknown; lon?: unknown } | undefined) : undefined;
  const lat = Number(first?.lat);
  const lng = Number(first?.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

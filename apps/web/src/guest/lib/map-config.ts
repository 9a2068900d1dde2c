/**
 * Map settings read from guest.html's meta tags, so a deployment chooses its own tile and
 * geocoding servers without a rebuild. Both are empty by default: no third party sees a
 * guest's address or IP unless the operator opts in.
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

/**
 * A latitude/longitude grid drawn over the visible part of a Leaflet map, so the map
 * reads as a coordinate plane when no tiles load. The spacing follows the zoom.
 */
import L from 'leaflet';

const STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001];

/** The largest step that still gives at least `lines` grid lines across `span` degrees. */
export function gridStep(span: number, lines = 4): number {
  return STEPS.find((s) => span / s >= lines) ?? STEPS[STEPS.length - 1]!;
}

export function addGraticule(map: L.Map): () => void {
  const layer = L.layerGroup().addTo(map);
  const style: L.PolylineOptions = { color: '#868e96', weight: 1, opacity: 0.5, interactive: false };
  const draw = () => {
    layer.clearLayers();
    const b = map.getBounds();
    const south = Math.max(b.getSouth(), -85);
    const north = Math.min(b.getNorth(), 85);
    const west = b.getWest();
    const east = b.getEast();
    const step = gridStep(Math.min(east - west, north - south));
    for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step)
      L.polyline(
        [
          [lat, west],
          [lat, east],
        ],
        { ...style, weight: Math.abs(lat) < step / 2 ? 2 : 1 },
      ).addTo(layer);
    for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step)
      L.polyline(
        [
          [south, lng],
          [north, lng],
        ],
        style,
      ).addTo(layer);
  };
  draw();
  map.on('moveend zoomend resize', draw);
  return () => {
    map.off('moveend zoomend resize', draw);
    layer.remove();
  };
}

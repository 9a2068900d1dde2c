/**
 * Where the editor's map background comes from. VITE_MAP_TILE_URL overrides it at build
 * time (empty: no background). Without reachable tiles the map is still a plane of
 * latitude and longitude with a grid, so pins can be placed by clicking.
 */
const configured = import.meta.env.VITE_MAP_TILE_URL as string | undefined;

export const MAP_TILES = {
  url: configured ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
  /** An empty map opens on the whole world. */
  worldCenter: [20, 0] as [number, number],
  worldZoom: 2,
  /** A single pin opens at street level. */
  pinZoom: 15,
} as const;

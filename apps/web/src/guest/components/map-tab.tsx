/**
 * Map: the address as text with an "Open in maps" link, always, and the host's places
 * (the guide's active map) as a list with a link each; a Leaflet map above them
 * only when a tile server is configured (`<meta name="tile-url">` in guest.html), loaded
 * lazily so guests who never open this tab never download Leaflet.
 */
import { lazy, Suspense, useMemo } from 'react';
import { MESSAGES, type TGuestGuide, type TGuestMapPin } from '@guidebook/contract';
import { addressLines, addressQuery, mapsSearchUrl } from '../lib/address.ts';
import { brandStyle } from '../lib/branding.ts';
import { mapConfig } from '../lib/map-config.ts';
import { UiIcon } from './ui-icon.tsx';
import { MapPins } from './map-pins.tsx';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));
const NO_PINS: readonly TGuestMapPin[] = [];

export function MapTab({ guide }: { guide: TGuestGuide }) {
  const lines = addressLines(guide.address);
  const mapsUrl = mapsSearchUrl(guide.address);
  const config = useMemo(() => mapConfig(document), []);
  // `?? null`: payloads cached before maps existed (and the sample guide) have no map key.
  const places = guide.map ?? null;
  const pins = places?.pins ?? NO_PINS;
  return (
    <section aria-labelledby="map-title">
      <h2 id="map-title" className="view-title">
        Map
      </h2>
      {config.tileUrl && (lines.length > 0 || pins.length > 0) && (
        <Suspense fallback={<div className="map-frame" aria-hidden="true" />}>
          <LeafletMap
            config={config}
            query={addressQuery(guide.address)}
            label={guide.title}
            color={brandStyle(guide.branding)['--brand-ink']}
            pins={pins}
          />
        </Suspense>
      )}
      {lines.length === 0 ? (
        <p className="empty">{MESSAGES.guest.noAddress}</p>
      ) : (
        <div className="card">
          <h3 className="section-title">Address</h3>
          <address className="address">
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {mapsUrl && (
            <a className="button" href={mapsUrl} target="_blank" rel="noopener noreferrer">
              <UiIcon name="arrow-up-right-from-square" />
              {MESSAGES.guest.openInMaps}
            </a>
          )}
        </div>
      )}
      {places && <MapPins map={places} />}
    </section>
  );
}

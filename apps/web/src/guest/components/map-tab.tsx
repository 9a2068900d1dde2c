/**
 * Map: the address as text with an "Open in maps" link, always; a Leaflet map above it
 * only when a tile server is configured (`<meta name="tile-url">` in guest.html), loaded
 * lazily so guests who never open this tab never download Leaflet.
 */
import { lazy, Suspense, useMemo } from 'react';
import { MESSAGES, type TGuestGuide } from '@guidebook/contract';
import { addressLines, addressQuery, mapsSearchUrl } from '../lib/address.ts';
import { brandStyle } from '../lib/branding.ts';
import { mapConfig } from '../lib/map-config.ts';
import { UiIcon } from './ui-icon.tsx';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

export function MapTab({ guide }: { guide: TGuestGuide }) {
  const lines = addressLines(guide.address);
  const mapsUrl = mapsSearchUrl(guide.address);
  const config = useMemo(() => mapConfig(document), []);
  return (
    <section aria-labelledby="map-title">
      <h2 id="map-title" className="view-title">
        Map
      </h2>
      {lines.length === 0 ? (
        <p className="empty">{MESSAGES.guest.noAddress}</p>
      ) : (
        <>
          {config.tileUrl && (
            <Suspense fallback={<div className="map-frame" aria-hidden="true" />}>
              <LeafletMap
                config={config}
                query={addressQuery(guide.address)}
                label={guide.title}
                color={brandStyle(guide.branding)['--brand-ink']}
              />
            </Suspense>
          )}
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
        </>
      )}
    </section>
  );
}

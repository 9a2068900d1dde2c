/**
 * Map: a Leaflet map of the host's places (and the address, when a geocoder is configured),
 * then the address as text with an "Open in maps" link and the places as a list with
 * "Directions" links. The map needs a tile server (`<meta name="tile-url">`, written by the
 * server from MAP_TILE_URL, OpenStreetMap by default) and the network: it is left out offline,
 * when tiles are off, and when its tiles or its lazily loaded chunk fail to load; the address
 * card and the list work without it. Guests who never open this tab never download Leaflet.
 */
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { isRtlLanguage, type TGuestGuide, type TGuestMapPin } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { addressLines, addressQuery, mapsSearchUrl } from '../lib/address.ts';
import { brandStyle } from '../lib/branding.ts';
import { mapConfig } from '../lib/map-config.ts';
import { useOnline } from '../lib/use-online.ts';
import { UiIcon } from './ui-icon.tsx';
import { MapPins } from './map-pins.tsx';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));
const NO_PINS: readonly TGuestMapPin[] = [];

/** Renders nothing instead of the map when its chunk cannot be loaded (offline, a failed download). */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function MapTab({ guide }: { guide: TGuestGuide }) {
  const { t } = useMessages();
  const lines = addressLines(guide.address);
  const mapsUrl = mapsSearchUrl(guide.address);
  const config = useMemo(() => mapConfig(document), []);
  const online = useOnline();
  const [tilesFailed, setTilesFailed] = useState(false);
  // One object per language: a new one would rebuild the map.
  const controlLabels = useMemo(
    () => ({ zoomIn: t('mapZoomIn'), zoomOut: t('mapZoomOut'), closePopup: t('mapClosePopup') }),
    [t],
  );
  // `?? null`: payloads cached before maps existed (and the sample guide) have no map key.
  const places = guide.map ?? null;
  const pins = places?.pins ?? NO_PINS;
  const showMap = config.tileUrl !== '' && online && !tilesFailed && (pins.length > 0 || lines.length > 0);
  return (
    <section aria-labelledby="map-title">
      <h2 id="map-title" className="view-title">
        {t('tabMap')}
      </h2>
      {showMap && (
        <MapBoundary>
          <Suspense fallback={<div className="map-frame" aria-hidden="true" />}>
            <LeafletMap
              config={config}
              query={addressQuery(guide.address)}
              label={guide.title}
              ariaLabel={
                addressQuery(guide.address)
                  ? t('mapOf', { place: addressQuery(guide.address) })
                  : t('mapNamed', { name: guide.title })
              }
              controlLabels={controlLabels}
              rtl={isRtlLanguage(guide.language ?? 'en')}
              color={brandStyle(guide.branding)['--brand-ink']}
              pins={pins}
              onTilesFailed={() => setTilesFailed(true)}
            />
          </Suspense>
        </MapBoundary>
      )}
      {lines.length === 0 ? (
        <p className="empty">{t('noAddress')}</p>
      ) : (
        <div className="card">
          <h3 className="section-title">{t('address')}</h3>
          <address className="address">
            {lines.map((line) => (
              <span key={line} dir="auto">
                {line}
              </span>
            ))}
          </address>
          {mapsUrl && (
            <a className="button" href={mapsUrl} target="_blank" rel="noopener noreferrer">
              <UiIcon name="arrow-up-right-from-square" />
              {t('openInMaps')}
            </a>
          )}
        </div>
      )}
      {places && <MapPins map={places} />}
    </section>
  );
}

/**
 * The host's places on the Map tab as a list: name, category, description, a "Directions"
 * and an "Open in maps" link per pin. Plain text and links, so it works offline and without
 * map tiles.
 */
import type { TGuestMap } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { coordinatesMapsUrl, directionsUrl } from '../lib/address.ts';
import { UiIcon } from './ui-icon.tsx';

export function MapPins({ map }: { map: TGuestMap }) {
  const { t } = useMessages();
  return (
    <div className="card" aria-labelledby="map-pins-title">
      <h3 id="map-pins-title" className="section-title">
        {map.title || t('places')}
      </h3>
      {map.pins.length === 0 ? (
        <p className="empty">{t('noPlaces')}</p>
      ) : (
        <ol className="contact-list" aria-label={t('places')}>
          {map.pins.map((pin, index) => (
            <li key={`${index}-${pin.name}`}>
              <strong>{pin.name}</strong>
              {pin.category ? <span className="contact-label">{pin.category}</span> : null}
              {pin.description ? (
                <span className="muted" style={{ flexBasis: '100%', whiteSpace: 'pre-line' }}>
                  {pin.description}
                </span>
              ) : null}
              <span className="pin-links">
                <a
                  href={directionsUrl(pin.latitude, pin.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('directions')}: ${pin.name}`}
                >
                  <UiIcon name="diamond-turn-right" /> {t('directions')}
                </a>
                <a
                  href={coordinatesMapsUrl(pin.latitude, pin.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('openInMaps')}: ${pin.name}`}
                >
                  <UiIcon name="arrow-up-right-from-square" /> {t('openInMaps')}
                </a>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

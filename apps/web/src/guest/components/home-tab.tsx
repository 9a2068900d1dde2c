/**
 * Home: the stay first when the host gave it (check-in and check-out times, the WiFi with a Copy
 * password button and a Join WiFi QR code), then the welcome text and the three quick actions
 * (Info, Get Directions, Self Check-in). A personal link's stay also shows its requests to the host
 * (requests-card.tsx).
 */
import type { TGuestGuide } from '@guidebook/contract';
import { mapsSearchUrl } from '../lib/address.ts';
import { categoryOfKind } from '../lib/category-kinds.ts';
import type { GuideSource } from '../lib/route.ts';
import { useMessages } from '../i18n/i18n.ts';
import { RequestsCard } from './requests-card.tsx';
import { StayCard } from './stay-card.tsx';
import { FeedbackHomeCard } from './feedback-view.tsx';
import { UiIcon } from './ui-icon.tsx';

export function HomeTab({ guide, source }: { guide: TGuestGuide; source: GuideSource }) {
  const { t } = useMessages();
  const directions = mapsSearchUrl(guide.address);
  const arrival = categoryOfKind(guide.categories, 'arrival');
  return (
    <>
      <StayCard guide={guide} source={source} />
      {source.kind === 'token' && source.invite && guide.requests && (
        <RequestsCard guide={guide} source={{ token: source.token, invite: source.invite }} />
      )}
      <FeedbackHomeCard guide={guide} />
      <section className="card welcome" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="view-title">
          {t('welcomeTitle')}
        </h2>
        <p className="welcome-text">{guide.welcome?.trim() || t('welcomeDefault', { title: guide.title })}</p>
      </section>
      <section aria-labelledby="actions-title">
        <h2 id="actions-title" className="section-title">
          {t('quickActions')}
        </h2>
        <ul className="quick-actions">
          <li>
            <a className="quick-action" href="#info">
              <UiIcon name="circle-info" className="quick-action-icon" />
              {t('actionInfo')}
            </a>
          </li>
          {directions && (
            <li>
              <a className="quick-action" href={directions} target="_blank" rel="noopener noreferrer">
                <UiIcon name="diamond-turn-right" className="quick-action-icon" />
                {t('actionDirections')}
              </a>
            </li>
          )}
          {arrival && (
            <li>
              <a className="quick-action" href={`#info/${arrival.id}`}>
                <UiIcon name="key" className="quick-action-icon" />
                {t('actionCheckIn')}
              </a>
            </li>
          )}
        </ul>
      </section>
    </>
  );
}

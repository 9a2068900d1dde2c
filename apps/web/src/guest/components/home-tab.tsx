/** Home: title, welcome text and the three quick actions (Info, Get Directions, Self Check-in). */
import type { TGuestGuide } from '@guidebook/contract';
import { mapsSearchUrl } from '../lib/address.ts';
import { categoryOfKind } from '../lib/category-kinds.ts';
import { UiIcon } from './ui-icon.tsx';

export function HomeTab({ guide }: { guide: TGuestGuide }) {
  const directions = mapsSearchUrl(guide.address);
  const arrival = categoryOfKind(guide.categories, 'arrival');
  return (
    <>
      <section className="card welcome" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="view-title">
          Welcome
        </h2>
        <p className="welcome-text">{guide.welcome?.trim() || `Welcome to ${guide.title}.`}</p>
      </section>
      <section aria-labelledby="actions-title">
        <h2 id="actions-title" className="section-title">
          Quick actions
        </h2>
        <ul className="quick-actions">
          <li>
            <a className="quick-action" href="#info">
              <UiIcon name="circle-info" className="quick-action-icon" />
              Info
            </a>
          </li>
          {directions && (
            <li>
              <a className="quick-action" href={directions} target="_blank" rel="noopener noreferrer">
                <UiIcon name="diamond-turn-right" className="quick-action-icon" />
                Get Directions
              </a>
            </li>
          )}
          {arrival && (
            <li>
              <a className="quick-action" href={`#info/${arrival.id}`}>
                <UiIcon name="key" className="quick-action-icon" />
                Self Check-in
              </a>
            </li>
          )}
        </ul>
      </section>
    </>
  );
}

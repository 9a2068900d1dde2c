/**
 * The bottom tab bar (WAI-ARIA tabs pattern): arrow keys, Home and End move between
 * tabs; each tab controls the panel with the matching id in guide-view.tsx.
 */
import type { KeyboardEvent } from 'react';
import { useMessages } from '../i18n/i18n.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { TAB_IDS, type TabId } from '../lib/route.ts';
import { UiIcon, type UiIconName } from './ui-icon.tsx';

export const TAB_LABELS: Record<TabId, MessageKey> = {
  home: 'tabHome',
  info: 'tabInfo',
  map: 'tabMap',
  help: 'tabHelp',
};
const TAB_ICONS: Record<TabId, UiIconName> = {
  home: 'house',
  info: 'circle-info',
  map: 'map-location-dot',
  help: 'life-ring',
};

export const tabId = (tab: TabId) => `tab-${tab}`;
export const panelId = (tab: TabId) => `panel-${tab}`;

type Props = { active: TabId; onSelect: (tab: TabId) => void };

export function TabBar({ active, onSelect }: Props) {
  const { t } = useMessages();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TAB_IDS.indexOf(active);
    // Right to left (Arabic, Hebrew) the tabs run the other way: the arrow keys follow what is seen.
    const step = document.documentElement.dir === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: (index + step + TAB_IDS.length) % TAB_IDS.length,
      ArrowLeft: (index - step + TAB_IDS.length) % TAB_IDS.length,
      Home: 0,
      End: TAB_IDS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TAB_IDS[next] as TabId;
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  };
  return (
    <nav className="tab-bar" aria-label={t('tabsLabel')}>
      <div className="tab-list" role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
        {TAB_IDS.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === active}
            aria-controls={panelId(tab)}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            <UiIcon name={TAB_ICONS[tab]} className="tab-icon" />
            <span>{t(TAB_LABELS[tab])}</span>
          </button>
        ))}
      </div>
    </nav>
  );
}

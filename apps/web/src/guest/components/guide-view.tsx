/**
 * One loaded guide: branded header (logo, title, subtitle, last updated, Offline badge; on Home
 * over the cover photo as a hero),
 * which gives way to a compact bar with the title once scrolled away, the search box, the
 * active tab's panel and the bottom tab bar. Loads the host's font.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { TGuestCover, TGuestGuide } from '@guidebook/contract';
import type { MessageKey } from '../i18n/catalog.ts';
import { useMessages } from '../i18n/i18n.ts';
import { brandFont, brandStyle } from '../lib/branding.ts';
import { loadBrandFont } from '../lib/fonts.ts';
import type { LoadResult } from '../lib/load-guide.ts';
import { TAB_IDS, type GuideSource } from '../lib/route.ts';
import { buildSearchIndex, searchGuide } from '../lib/search.ts';
import { useOnline } from '../lib/use-online.ts';
import { useView } from '../lib/use-view.ts';
import { useRecordViews } from '../lib/record-views.ts';
import { HelpTab } from './help-tab.tsx';
import { HomeTab } from './home-tab.tsx';
import { InfoTab } from './info-tab.tsx';
import { MapTab } from './map-tab.tsx';
import { SearchResults } from './search-results.tsx';
import { panelId, TabBar, tabId } from './tab-bar.tsx';
import { UiIcon } from './ui-icon.tsx';
import { AccessBanner } from './access-banner.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The compact bar's height (guest.css --compact): the header counts as gone once it is under the bar. */
const COMPACT_BAR_PX = 52;

/** True once the header has scrolled away under where the compact bar shows. */
function useCompactHeader(header: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setCompact(entry ? !entry.isIntersecting : false), {
      rootMargin: `-${COMPACT_BAR_PX}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
  return compact;
}

/** The rendition, with the thumbnail as the narrow choice: a phone on a slow link takes what it needs. */
function coverSources(cover: TGuestCover): { src: string; srcSet?: string } {
  const src = `/api${cover.path}`;
  if (!cover.thumb_path || cover.width <= 400) return { src };
  return { src, srcSet: `/api${cover.thumb_path} 400w, ${src} ${cover.width}w` };
}

/** The hero's picture: decorative (the title over it is the page's h1), first to load, never stretched. */
function CoverImage({ cover }: { cover: TGuestCover }) {
  return (
    <img
      className="cover-image"
      {...coverSources(cover)}
      sizes="100vw"
      width={cover.width}
      height={cover.height}
      alt=""
      fetchPriority="high"
    />
  );
}

type Props = {
  guide: TGuestGuide;
  source: GuideSource;
  note: Extract<LoadResult, { status: 'ok' }>['note'];
  hostToken: string | null;
  /** True while the guide loads in a language the guest chose. */
  switching: boolean;
  onLanguage: (language: string) => void;
};

const NOTES = {
  sample: 'sampleBanner',
  preview: 'previewBanner',
  'preview-drafts': 'previewDraftsBanner',
  'sample-signed-out': 'previewSignIn',
} as const satisfies Record<NonNullable<Props['note']>, MessageKey>;

export function GuideView({ guide, source, note, hostToken, switching, onLanguage }: Props) {
  const { t, formatDate } = useMessages();
  const [view, go] = useView();
  useRecordViews(guide, source, view.tab === 'info' ? view.topicId : null);
  const [query, setQuery] = useState('');
  const online = useOnline();
  const index = useMemo(() => buildSearchIndex(guide), [guide]);
  const hits = useMemo(() => searchGuide(index, query), [index, query]);
  const searching = query.trim().length > 0;
  const style = brandStyle(guide.branding);
  const main = useRef<HTMLElement>(null);
  const firstView = useRef(true);
  const viewKey = `${view.tab}/${view.categoryId}/${view.topicId}`;
  const header = useRef<HTMLElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const compact = useCompactHeader(header);
  // On Home the cover photo is the header's background: a hero with the title over it.
  const hero = view.tab === 'home' && !searching ? (guide.cover ?? null) : null;

  useEffect(() => {
    void loadBrandFont(guide.branding.font);
  }, [guide.branding.font]);

  useEffect(() => {
    document.title = guide.title;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', style['--brand']);
  }, [guide.title, style]);

  // A new view starts at the top; keyboard and screen-reader users land on its heading,
  // unless they are moving along the tab bar.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    window.scrollTo(0, 0);
    if (document.activeElement?.getAttribute('role') === 'tab') return;
    const heading = main.current?.querySelector<HTMLElement>(
      '[role="tabpanel"]:not([hidden]) :is(.view-title, .view-start)',
    );
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [viewKey]);

  return (
    <div className="guest" style={style as unknown as CSSProperties} data-font={brandFont(guide.branding.font)}>
      {/* A visual shortcut only: the h1 and the search box stay where they are for assistive technology. */}
      <div className="compact-bar" data-shown={compact} aria-hidden="true">
        {guide.branding.logo_path && <img src={`/api${guide.branding.logo_path}`} alt="" width={32} height={32} />}
        <span className="compact-title">{guide.title}</span>
        <button
          type="button"
          tabIndex={-1}
          onClick={() => {
            window.scrollTo({ top: 0 });
            search.current?.focus({ preventScroll: true });
          }}
        >
          <UiIcon name="magnifying-glass" />
        </button>
      </div>
      <header ref={header} className="guest-header" data-cover={hero ? '' : undefined}>
        {hero && <CoverImage cover={hero} />}
        <div className="guest-header-inner">
          {guide.branding.logo_path && (
            <img
              className="logo"
              src={`/api${guide.branding.logo_path}`}
              alt={t('logoAlt', { title: guide.title })}
              width={56}
              height={56}
            />
          )}
          <div className="heading">
            <h1 className="guide-title">{guide.title}</h1>
            {guide.subtitle && <p className="guide-subtitle">{guide.subtitle}</p>}
          </div>
        </div>
        <p className="status-line">
          <span>{t('lastUpdated', { date: formatDate(guide.updated_at, guide.timezone ?? undefined) })}</span>
          {!online && <span className="badge">{t('offline')}</span>}
          {guide.languages && guide.language && (
            <LanguageSwitcher
              languages={guide.languages}
              current={guide.language}
              busy={switching}
              onChoose={onLanguage}
            />
          )}
        </p>
      </header>
      <form className="search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="guide-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <UiIcon name="magnifying-glass" className="search-icon" />
        <input
          ref={search}
          id="guide-search"
          type="search"
          placeholder={t('searchLabel')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      <main ref={main} className="guest-main">
        {note && <p className="note">{t(NOTES[note])}</p>}
        {guide.access && <AccessBanner access={guide.access} timezone={guide.timezone} />}
        {searching && <SearchResults query={query.trim()} hits={hits} onOpen={() => setQuery('')} />}
        {/* The four panels stay in the page (hidden) while searching: each tab's aria-controls names one. */}
        {TAB_IDS.map((tab) => {
          const shown = !searching && tab === view.tab;
          return (
            <div
              key={tab}
              id={panelId(tab)}
              role="tabpanel"
              aria-labelledby={tabId(tab)}
              hidden={!shown}
              className="panel"
            >
              {shown && tab === 'home' && <HomeTab guide={guide} source={source} />}
              {shown && tab === 'info' && <InfoTab guide={guide} view={view} />}
              {shown && tab === 'map' && <MapTab guide={guide} />}
              {shown && tab === 'help' && <HelpTab guide={guide} source={source} hostToken={hostToken} />}
            </div>
          );
        })}
      </main>
      <TabBar
        active={view.tab}
        onSelect={(tab) => {
          setQuery('');
          go({ tab });
        }}
      />
    </div>
  );
}

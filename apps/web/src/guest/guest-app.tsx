/**
 * The guest app: loads the guide the URL names and shows it, or says why it cannot. A host's
 * preview also reloads the guide in place when the admin app (same origin) posts
 * PREVIEW_REFRESH, keeping the open view and the scroll position.
 */
import { useEffect, useState } from 'react';
import { isPreviewRefresh } from '../lib/preview-refresh.ts';
import { guestGuideUrl, hostToken, houseManualUrl, loadGuide, type LoadResult } from './lib/load-guide.ts';
import { cacheGuideForOffline } from './lib/offline-cache.ts';
import type { GuideSource } from './lib/route.ts';
import { GuideView } from './components/guide-view.tsx';
import { DraftsPreviewGuide } from './components/preview-marks.tsx';
import { LoadFailedScreen, LoadingScreen, NotFoundScreen } from './components/status-screens.tsx';

type State = LoadResult | { status: 'loading' };

/**
 * In a host's preview only: each PREVIEW_REFRESH loads the guide again and hands over the new
 * answer (a failed reload keeps the guide on screen). Answers arriving out of order are dropped.
 */
function usePreviewRefresh(source: GuideSource, onLoaded: (result: Extract<LoadResult, { status: 'ok' }>) => void) {
  useEffect(() => {
    if (source.kind !== 'preview') return;
    let latest = 0;
    let live = true;
    const onMessage = (event: MessageEvent) => {
      if (!isPreviewRefresh(event, window.location.origin)) return;
      const request = ++latest;
      void loadGuide(source).then((result) => {
        if (live && request === latest && result.status === 'ok') onLoaded(result);
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      live = false;
      window.removeEventListener('message', onMessage);
    };
  }, [source, onLoaded]);
}

export function GuestApp({ source }: { source: GuideSource }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void loadGuide(source).then((result) => {
      if (!live) return;
      setState(result);
      if (result.status === 'ok' && source.kind === 'token')
        // The House Manual too, so its button works offline.
        void cacheGuideForOffline(guestGuideUrl(source.token, source.invite), result.guide, [
          houseManualUrl(source.token),
        ]);
    });
    return () => {
      live = false;
    };
  }, [source, attempt]);

  usePreviewRefresh(source, setState);

  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'not-found':
      return <NotFoundScreen />;
    case 'failed':
      return (
        <LoadFailedScreen
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      );
    default: {
      const view = (
        <GuideView guide={state.guide} source={source} note={state.note} hostToken={hostToken(localStorage)} />
      );
      // The drafts preview's guide, so views that know an item only by its id can show its marks.
      return source.kind === 'preview' && source.drafts ? (
        <DraftsPreviewGuide.Provider value={state.guide}>{view}</DraftsPreviewGuide.Provider>
      ) : (
        view
      );
    }
  }
}

/** The guest app: loads the guide the URL names and shows it, or says why it cannot. */
import { useEffect, useState } from 'react';
import { guestGuideUrl, hostToken, houseManualUrl, loadGuide, type LoadResult } from './lib/load-guide.ts';
import { cacheGuideForOffline } from './lib/offline-cache.ts';
import type { GuideSource } from './lib/route.ts';
import { GuideView } from './components/guide-view.tsx';
import { LoadFailedScreen, LoadingScreen, NotFoundScreen } from './components/status-screens.tsx';

type State = LoadResult | { status: 'loading' };

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
    default:
      return <GuideView guide={state.guide} source={source} note={state.note} hostToken={hostToken(localStorage)} />;
  }
}

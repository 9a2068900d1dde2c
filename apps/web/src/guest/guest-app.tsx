/**
 * The guest app: loads the guide the URL names and shows it, or says why it cannot. A host's
 * preview also reloads the guide in place when the admin app (same origin) posts
 * PREVIEW_REFRESH, keeping the open view and the scroll position.
 *
 * Languages: the guide is asked for in the first language the guest wants (language-choice.ts); the
 * labels follow the language it is served in (i18n/). Choosing another language in the switcher
 * loads the guide again in it, remembers the choice and puts it in the URL (?lang=), so a reload,
 * an offline reload or a shared link keeps it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TGuestGuide } from '@guidebook/contract';
import { isPreviewRefresh } from '../lib/preview-refresh.ts';
import { applyDocumentLanguage, ENGLISH, loadMessages, MessagesContext, type Messages } from './i18n/i18n.ts';
import { chooseLanguage, rememberLanguage, withLanguageParam } from './lib/language-choice.ts';
import { hostToken, loadGuide, type LoadResult } from './lib/load-guide.ts';
import { isOnline } from './lib/use-online.ts';
import { cacheGuideForOffline, offlineCopyUrls, readableScopeOf } from './lib/offline-cache.ts';
import type { GuideSource } from './lib/route.ts';
import { useWhenPassed, useWindowOpen } from './lib/stay-window.ts';
import { GuideView } from './components/guide-view.tsx';
import { DraftsPreviewGuide } from './components/preview-marks.tsx';
import { LoadFailedScreen, LoadingScreen, NotFoundScreen } from './components/status-screens.tsx';

type Loaded = Extract<LoadResult, { status: 'ok' }>;
type State = LoadResult | { status: 'loading' };

/** Hands the service worker what a guest needs offline (offlineCopyUrls). */
function keepForOffline(source: GuideSource, guide: TGuestGuide, askedIn: readonly (string | null)[]): void {
  if (source.kind !== 'token') return;
  const { payloadUrl, extra } = offlineCopyUrls(source.token, source.invite, guide, askedIn);
  // A readable link's page carries the token: the worker keeps that page under its own path.
  void cacheGuideForOffline(payloadUrl, guide, extra, source.readable ? readableScopeOf(location.pathname) : undefined);
}

/**
 * Loads the guide in the first wanted language. The server matches ?lang= and then the browser's
 * Accept-Language; when the guide has a language the guest wants more (a remembered choice behind
 * a ?lang= it lacks), it is asked again, once, in that one.
 */
async function loadInWantedLanguage(
  source: GuideSource,
  candidates: readonly string[],
  /** False once the page has shown the guide: a reload is no new visit of the link. */
  visit: boolean,
): Promise<{ result: LoadResult; askedIn: (string | null)[] }> {
  const first = candidates[0] ?? null;
  const result = await loadGuide(source, first, visit);
  if (result.status !== 'ok' || source.kind !== 'token') return { result, askedIn: [first] };
  const wanted = chooseLanguage(result.guide.languages, candidates);
  if (!wanted || !result.guide.language || wanted === result.guide.language) return { result, askedIn: [first] };
  const again = await loadGuide(source, wanted, false);
  return again.status === 'ok' ? { result: again, askedIn: [wanted, first] } : { result, askedIn: [first] };
}

/**
 * In a host's preview only: each PREVIEW_REFRESH loads the guide again and hands over the new
 * answer (a failed reload keeps the guide on screen). Answers arriving out of order are dropped.
 */
function usePreviewRefresh(
  source: GuideSource,
  language: { current: string | null },
  onLoaded: (result: Loaded) => void,
) {
  useEffect(() => {
    if (source.kind !== 'preview') return;
    let latest = 0;
    let live = true;
    const onMessage = (event: MessageEvent) => {
      if (!isPreviewRefresh(event, window.location.origin)) return;
      const request = ++latest;
      void loadGuide(source, language.current).then((result) => {
        if (live && request === latest && result.status === 'ok') onLoaded(result);
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      live = false;
      window.removeEventListener('message', onMessage);
    };
  }, [source, language, onLoaded]);
}

type Props = {
  source: GuideSource;
  /** The languages wanted, most wanted first (languageCandidates): none for the sample. */
  candidates: readonly string[];
};

export function GuestApp({ source, candidates }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [messages, setMessages] = useState<Messages>(ENGLISH);
  const [attempt, setAttempt] = useState(0);
  const [switching, setSwitching] = useState(false);
  /** The language last asked of the server (preview refreshes ask the same). */
  const asked = useRef<string | null>(candidates[0] ?? null);
  /** Drops a language switch's answer when a newer switch or load came after it. */
  const generation = useRef(0);
  // The server has answered the page (not the phone's offline copy): it counted the guest opening the link.
  const visited = useRef(false);

  useEffect(() => {
    let live = true;
    const load = ++generation.current;
    // The labels of the loading and error screens, fetched while the guide loads.
    const screenMessages = loadMessages(candidates[0]);
    void screenMessages.then((m) => {
      if (live && load === generation.current) setMessages((current) => (current === ENGLISH ? m : current));
    });
    void loadInWantedLanguage(source, candidates, !visited.current).then(async ({ result, askedIn }) => {
      // Counted only when the server answered: a copy kept on the phone reached nobody.
      if (result.status === 'ok' && isOnline()) visited.current = true;
      const labels = result.status === 'ok' ? await loadMessages(result.guide.language) : await screenMessages;
      if (!live || load !== generation.current) return;
      asked.current = askedIn[0] ?? null;
      setMessages(labels);
      setState(result);
      if (result.status === 'ok') keepForOffline(source, result.guide, askedIn);
    });
    return () => {
      live = false;
    };
  }, [source, candidates, attempt]);

  // A personal link's stay: when its access window ends on an open page, the guide loads again, so
  // neither the door code nor the invited guests' details stay on screen (the answer then has neither).
  const windowEnd =
    state.status === 'ok' && state.guide.stay && state.guide.access?.state === 'active'
      ? state.guide.access.access_to
      : null;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useWindowOpen(windowEnd, reload);
  // A door code not released yet: the guide loads again at its time, and the card shows the code.
  const release =
    state.status === 'ok' && state.guide.stay?.door_code === null ? state.guide.stay.door_code_from : null;
  useWhenPassed(release, reload);

  const onPreviewLoaded = useCallback((result: Loaded) => setState(result), []);
  usePreviewRefresh(source, asked, onPreviewLoaded);

  const shownLanguage = state.status === 'ok' ? (state.guide.language ?? 'en') : messages.language;
  useEffect(() => {
    applyDocumentLanguage(document.documentElement, shownLanguage);
  }, [shownLanguage]);

  const chooseLanguageOf = useCallback(
    async (language: string) => {
      if (source.kind === 'token') rememberLanguage(localStorage, source.token, language);
      history.replaceState(history.state, '', withLanguageParam(location.href, language));
      const load = ++generation.current;
      setSwitching(true);
      const result = await loadGuide(source, language, false);
      const labels = result.status === 'ok' ? await loadMessages(result.guide.language) : null;
      if (load !== generation.current) return;
      setSwitching(false);
      // Offline without a copy in that language: the guide stays as it was.
      if (result.status !== 'ok' || !labels) return;
      asked.current = language;
      setMessages(labels);
      setState(result);
      keepForOffline(source, result.guide, [language]);
    },
    [source],
  );

  let screen;
  switch (state.status) {
    case 'loading':
      screen = <LoadingScreen />;
      break;
    case 'not-found':
      screen = <NotFoundScreen />;
      break;
    case 'failed':
      screen = (
        <LoadFailedScreen
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      );
      break;
    default: {
      const view = (
        <GuideView
          guide={state.guide}
          source={source}
          note={state.note}
          hostToken={hostToken(localStorage)}
          switching={switching}
          onLanguage={(language) => void chooseLanguageOf(language)}
        />
      );
      // The drafts preview's guide, so views that know an item only by its id can show its marks.
      screen =
        source.kind === 'preview' && source.drafts ? (
          <DraftsPreviewGuide.Provider value={state.guide}>{view}</DraftsPreviewGuide.Provider>
        ) : (
          view
        );
    }
  }
  return <MessagesContext.Provider value={messages}>{screen}</MessagesContext.Provider>;
}

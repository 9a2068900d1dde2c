/**
 * Entry of the guest guide (guest.html): /g/{token}, a readable link /{workspace}/{guide} (its token
 * written into the page by the server) and /digital-guides-view. A separate,
 * small app (React and plain CSS, no Mantine, no admin code) so guests on phones load
 * only what the guide needs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepFocusThroughBusyControls } from '../lib/busy-focus.ts';
import { GuestApp } from './guest-app.tsx';
import { languageCandidates, languageParam, rememberedLanguage } from './lib/language-choice.ts';
import { readableScopeOf, registerOfflineCache } from './lib/offline-cache.ts';
import { embeddedShareToken, sourceOf, type GuideSource } from './lib/route.ts';
import { dropEndedStays } from './lib/stay-window.ts';
import './guest.css';

/** The languages wanted (language-choice.ts); a host's preview only its link's ?lang= (else the default). */
function candidatesOf(source: GuideSource): string[] {
  const link = languageParam(window.location.search);
  if (source.kind === 'token')
    return languageCandidates({
      link,
      remembered: rememberedLanguage(localStorage, source.token),
      browser: navigator.languages ?? [navigator.language],
    });
  return source.kind === 'preview' && link ? [link] : [];
}

const source = sourceOf(window.location.pathname, window.location.search, embeddedShareToken(document));
const candidates = candidatesOf(source);
// The admin app's /digital-guides-view route reloads once into this app and marks that it did.
sessionStorage.removeItem('guest-view-reloaded');
// A kept personal answer whose access window has ended is deleted at every load (lib/stay-window.ts).
// A readable link's worker is registered for that page's path (the /g/ scope does not cover it).
if (source.kind === 'token')
  void registerOfflineCache(source.readable ? readableScopeOf(window.location.pathname) : undefined).then(
    (registration) => registration && dropEndedStays(),
  );

keepFocusThroughBusyControls();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <GuestApp source={source} candidates={candidates} />
  </StrictMode>,
);

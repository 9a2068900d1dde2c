/** Whole-page states before a guide is shown: loading, link not valid, load failed. */
import { MESSAGES } from '@guidebook/contract';

export function LoadingScreen() {
  return (
    <main className="screen" aria-busy="true">
      <p className="muted" role="status">
        Loading the guide…
      </p>
    </main>
  );
}

export function NotFoundScreen() {
  return (
    <main className="screen">
      <h1 className="guide-title">Guide not found</h1>
      <p role="alert">{MESSAGES.guest.linkInvalid}</p>
    </main>
  );
}

export function LoadFailedScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="screen">
      <h1 className="guide-title">Guide not available</h1>
      <p role="alert">{MESSAGES.guest.loadFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {MESSAGES.guest.retry}
      </button>
    </main>
  );
}

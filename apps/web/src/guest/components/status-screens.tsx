/** Whole-page states before a guide is shown: loading, link not valid, load failed. */
import { useMessages } from '../i18n/i18n.ts';

export function LoadingScreen() {
  const { t } = useMessages();
  return (
    <main className="screen" aria-busy="true">
      <p className="muted" role="status">
        {t('loading')}
      </p>
    </main>
  );
}

export function NotFoundScreen() {
  const { t } = useMessages();
  return (
    <main className="screen">
      <h1 className="guide-title">{t('notFoundTitle')}</h1>
      <p role="alert">{t('linkInvalid')}</p>
    </main>
  );
}

export function LoadFailedScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <main className="screen">
      <h1 className="guide-title">{t('unavailableTitle')}</h1>
      <p role="alert">{t('loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </main>
  );
}

/**
 * Help: House Manual (the guide as a PDF), Emergency Contacts, and Frequently Asked Questions when
 * the guide has a FAQ category (none: no such section).
 */
import { useEffect, useState } from 'react';
import type { TGuestGuide } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { manualLanguageOf } from '../lib/manual-language.ts';
import { categoryOfKind } from '../lib/category-kinds.ts';
import { contactHref, contactLabel } from '../lib/contacts.ts';
import { houseManualUrl } from '../lib/load-guide.ts';
import { useOnline } from '../lib/use-online.ts';
import type { GuideSource } from '../lib/route.ts';
import { UiIcon } from './ui-icon.tsx';

type Props = { guide: TGuestGuide; source: GuideSource; hostToken: string | null };

/** The host's own guide as a PDF in preview: an authenticated download, opened as a blob. */
function PreviewManualButton({ idGuide, token, lang }: { idGuide: number; token: string; lang: string | null }) {
  const { t } = useMessages();
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setFailed(false);
    try {
      const response = await fetch(
        `/api/guides/share/pdf?id_guide=${idGuide}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      if (!response.ok) throw new Error(String(response.status));
      window.open(URL.createObjectURL(await response.blob()), '_blank', 'noopener');
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void open()}>
        <UiIcon name="file-pdf" />
        {t('manualButton')}
      </button>
      {failed && <p role="alert">{t('downloadFailed')}</p>}
    </>
  );
}

/**
 * Offline, the copy of the PDF the service worker kept when the guide was opened online, as a
 * blob URL (a new tab's request for the PDF itself would not reach the worker); null when none
 * is kept, undefined while looking.
 */
function useCachedManual(url: string, online: boolean): string | null | undefined {
  const [blobUrl, setBlobUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (online) return;
    let live = true;
    let made: string | null = null;
    const lookUp = typeof caches === 'undefined' ? Promise.resolve(undefined) : caches.match(url);
    void lookUp
      .then((response) => (response?.ok ? response.blob() : null))
      .catch(() => null)
      .then((blob) => {
        if (!live) return;
        made = blob ? URL.createObjectURL(blob) : null;
        setBlobUrl(made);
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, online]);
  return online ? undefined : blobUrl;
}

function GuestManualLink({ token, lang }: { token: string; lang: string | null }) {
  const { t } = useMessages();
  const online = useOnline();
  const url = houseManualUrl(token, lang);
  const cached = useCachedManual(url, online);
  if (!online && cached === null) {
    return (
      <>
        <button type="button" className="button" aria-disabled="true" aria-describedby="manual-offline" disabled>
          <UiIcon name="file-pdf" />
          {t('manualButton')}
        </button>
        <p id="manual-offline" className="muted">
          {t('manualOffline')}
        </p>
      </>
    );
  }
  return (
    <a className="button" href={!online && cached ? cached : url} target="_blank" rel="noopener">
      <UiIcon name="file-pdf" />
      {t('manualButton')}
    </a>
  );
}

function HouseManual({ guide, source, hostToken }: Props) {
  const { t } = useMessages();
  const lang = manualLanguageOf(guide);
  if (source.kind === 'token') return <GuestManualLink token={source.token} lang={lang} />;
  if (source.kind === 'preview' && hostToken)
    return <PreviewManualButton idGuide={source.id_guide} token={hostToken} lang={lang} />;
  return <p className="muted">{t('manualFromShareLink')}</p>;
}

export function HelpTab({ guide, source, hostToken }: Props) {
  const emergency = categoryOfKind(guide.categories, 'emergency');
  const faq = categoryOfKind(guide.categories, 'faq');
  const { t } = useMessages();
  return (
    <>
      <h2 className="view-title">{t('tabHelp')}</h2>
      <section className="card" aria-labelledby="manual-title">
        <h3 id="manual-title" className="section-title">
          {t('manualTitle')}
        </h3>
        <p className="muted">{t('manualText')}</p>
        <HouseManual guide={guide} source={source} hostToken={hostToken} />
      </section>

      <section className="card" aria-labelledby="emergency-title">
        <h3 id="emergency-title" className="section-title">
          {t('emergencyTitle')}
        </h3>
        {guide.contacts.length === 0 && (!emergency || emergency.topics.length === 0) ? (
          <p className="empty">{t('noEmergency')}</p>
        ) : (
          <ul className="contact-list">
            {guide.contacts.map((c) => {
              const href = contactHref(c);
              return (
                <li key={`${c.kind}-${c.value}`}>
                  <span className="contact-label">{t(contactLabel(c.kind))}</span>
                  {/* Phone numbers and addresses read left to right in a right-to-left guide too. */}
                  {href ? (
                    <a href={href} dir="ltr">
                      {c.value}
                    </a>
                  ) : (
                    <span dir="auto">{c.value}</span>
                  )}
                </li>
              );
            })}
            {emergency?.topics.map((t) => (
              <li key={t.id}>
                <span className="contact-label">{emergency.name}</span>
                <a href={`#info/${emergency.id}/${t.id}`}>{t.name}</a>
              </li>
            ))}
          </ul>
        )}
      </section>

      {faq && faq.topics.length > 0 && (
        <section className="card" aria-labelledby="faq-title">
          <h3 id="faq-title" className="section-title">
            {t('faqTitle')}
          </h3>
          <div className="faq">
            {faq.topics.map((t) => (
              <details key={t.id}>
                <summary>{t.name}</summary>
                {/* Server-sanitised HTML (see topic-content.tsx). */}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: t.content }} />
              </details>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

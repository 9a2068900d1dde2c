/** Help: House Manual (the guide as a PDF), Emergency Contacts and Frequently Asked Questions. */
import { useState } from 'react';
import { MESSAGES, type TGuestGuide } from '@guidebook/contract';
import { categoryOfKind } from '../lib/category-kinds.ts';
import { contactHref, contactLabel } from '../lib/contacts.ts';
import { houseManualUrl } from '../lib/load-guide.ts';
import type { GuideSource } from '../lib/route.ts';
import { UiIcon } from './ui-icon.tsx';

type Props = { guide: TGuestGuide; source: GuideSource; hostToken: string | null };

/** The host's own guide as a PDF in preview: an authenticated download, opened as a blob. */
function PreviewManualButton({ idGuide, token }: { idGuide: number; token: string }) {
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setFailed(false);
    try {
      const response = await fetch(`/api/guides/share/pdf?id_guide=${idGuide}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
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
        House Manual (PDF)
      </button>
      {failed && <p role="alert">{MESSAGES.share.downloadFailed}</p>}
    </>
  );
}

function HouseManual({ source, hostToken }: Omit<Props, 'guide'>) {
  if (source.kind === 'token') {
    return (
      <a className="button" href={houseManualUrl(source.token)} target="_blank" rel="noopener">
        <UiIcon name="file-pdf" />
        House Manual (PDF)
      </a>
    );
  }
  if (source.kind === 'preview' && hostToken)
    return <PreviewManualButton idGuide={source.id_guide} token={hostToken} />;
  return <p className="muted">The House Manual PDF opens from a guide's share link.</p>;
}

export function HelpTab({ guide, source, hostToken }: Props) {
  const emergency = categoryOfKind(guide.categories, 'emergency');
  const faq = categoryOfKind(guide.categories, 'faq');
  return (
    <>
      <h2 className="view-title">Help</h2>
      <section className="card" aria-labelledby="manual-title">
        <h3 id="manual-title" className="section-title">
          House Manual
        </h3>
        <p className="muted">The whole guide as a PDF to save or print.</p>
        <HouseManual source={source} hostToken={hostToken} />
      </section>

      <section className="card" aria-labelledby="emergency-title">
        <h3 id="emergency-title" className="section-title">
          Emergency Contacts
        </h3>
        {guide.contacts.length === 0 && (!emergency || emergency.topics.length === 0) ? (
          <p className="empty">{MESSAGES.guest.noEmergency}</p>
        ) : (
          <ul className="contact-list">
            {guide.contacts.map((c) => {
              const href = contactHref(c);
              return (
                <li key={`${c.kind}-${c.value}`}>
                  <span className="contact-label">{contactLabel(c.kind)}</span>
                  {href ? <a href={href}>{c.value}</a> : <span>{c.value}</span>}
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

      <section className="card" aria-labelledby="faq-title">
        <h3 id="faq-title" className="section-title">
          Frequently Asked Questions
        </h3>
        {!faq || faq.topics.length === 0 ? (
          <p className="empty">{MESSAGES.guest.noFaq}</p>
        ) : (
          <div className="faq">
            {faq.topics.map((t) => (
              <details key={t.id}>
                <summary>{t.name}</summary>
                {/* Server-sanitised HTML (see topic-content.tsx). */}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: t.content }} />
              </details>
            ))}
          </div>
        )}
      </section>
    </>
  );
}

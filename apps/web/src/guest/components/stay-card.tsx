/**
 * The stay on Home: a personal link's stay and door code (door-code.tsx), check-in and check-out (the
 * personal link's own dates and times, else the guide's usual times) and the WiFi (network, password with a Copy
 * button, and a Join WiFi QR code). The QR code is for another device (a laptop, a partner's
 * phone): the phone showing the guide cannot scan itself, so it sits folded under a summary. A
 * host's preview has no share token, hence no QR image: it shows the rest as guests see it.
 */
import { useEffect, useRef, useState } from 'react';
import { formatStayMoment, type TGuestGuide, type TGuestWifi } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { wifiQrUrl } from '../lib/load-guide.ts';
import type { GuideSource } from '../lib/route.ts';
import { StayDetails } from './door-code.tsx';
import { UiIcon } from './ui-icon.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies with the Clipboard API; without it (plain http, an old browser, refused) selects the text instead. */
async function copyText(text: string, element: HTMLElement | null): Promise<CopyState> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    const selection = window.getSelection();
    if (element && selection) selection.selectAllChildren(element);
    return 'failed';
  }
}

function WifiDetails({ wifi, qrUrl }: { wifi: TGuestWifi; qrUrl: string | null }) {
  const { t } = useMessages();
  const [copy, setCopy] = useState<CopyState>('idle');
  const password = useRef<HTMLElement>(null);
  // "Copied" shows for a moment, then the button is back to itself.
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copy]);
  return (
    <div className="wifi">
      <h3 className="stay-subtitle">
        <UiIcon name="wifi" />
        {t('wifiTitle')}
      </h3>
      <dl className="stay-facts">
        <div>
          <dt>{t('wifiNetwork')}</dt>
          <dd className="wifi-value">
            <span dir="auto">{wifi.name}</span>
          </dd>
        </div>
        {wifi.password !== null && (
          <div>
            <dt>{t('wifiPassword')}</dt>
            <dd className="wifi-value">
              <code ref={password} dir="ltr">
                {wifi.password}
              </code>
            </dd>
          </div>
        )}
      </dl>
      {wifi.password === null ? (
        <p className="muted">{t('wifiOpenNetwork')}</p>
      ) : (
        <div className="copy-row">
          <button
            type="button"
            className="button"
            onClick={() => void copyText(wifi.password ?? '', password.current).then(setCopy)}
          >
            <UiIcon name={copy === 'copied' ? 'check' : 'copy'} />
            {copy === 'copied' ? t('copied') : t('copyPassword')}
          </button>
          {/* Copied: the button says so for sighted users; this tells screen readers. */}
          <span className={copy === 'copied' ? 'copy-status sr-only' : 'copy-status'} role="status">
            {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
          </span>
        </div>
      )}
      {qrUrl && (
        <details className="wifi-qr">
          <summary>
            <UiIcon name="qrcode" />
            {t('wifiQrShow')}
          </summary>
          <img src={qrUrl} alt={t('wifiQrAlt', { name: wifi.name })} width={160} height={160} loading="lazy" />
          <p className="muted">{t('wifiQrHelp', { name: wifi.name })}</p>
        </details>
      )}
    </div>
  );
}

/**
 * Check-in and check-out as the card writes them: a personal link's own stay by its moments, in the
 * guide's timezone ("Fri 4 Dec 18:00"), else the guide's usual times ("15:00").
 */
function stayTimes(guide: TGuestGuide, locale: string) {
  const moment = (value: string) => ({ text: formatStayMoment(value, locale, guide.timezone), dateTime: value });
  const time = (value: string | null | undefined) => (value ? { text: value, dateTime: value } : null);
  if (guide.stay) return { checkIn: moment(guide.stay.check_in), checkOut: moment(guide.stay.check_out) };
  return { checkIn: time(guide.check_in_time), checkOut: time(guide.check_out_time) };
}

export function StayCard({ guide, source }: { guide: TGuestGuide; source: GuideSource }) {
  const { t, locale } = useMessages();
  const { checkIn, checkOut } = stayTimes(guide, locale);
  const wifi = guide.wifi ?? null;
  if (!checkIn && !checkOut && !wifi && !guide.stay) return null;
  const qrUrl = wifi && source.kind === 'token' ? wifiQrUrl(source.token, source.invite) : null;
  return (
    <section className="card stay" aria-labelledby="stay-title">
      <h2 id="stay-title" className="section-title view-start">
        {t('stayTitle')}
      </h2>
      <StayDetails guide={guide} />
      {(checkIn || checkOut) && (
        <dl className="stay-times">
          {checkIn && (
            <div>
              <dt>
                <UiIcon name="right-to-bracket" />
                {t('checkIn')}
              </dt>
              <dd>
                <time dateTime={checkIn.dateTime}>{checkIn.text}</time>
              </dd>
            </div>
          )}
          {checkOut && (
            <div>
              <dt>
                <UiIcon name="right-from-bracket" />
                {t('checkOut')}
              </dt>
              <dd>
                <time dateTime={checkOut.dateTime}>{checkOut.text}</time>
              </dd>
            </div>
          )}
        </dl>
      )}
      {wifi && <WifiDetails wifi={wifi} qrUrl={qrUrl} />}
    </section>
  );
}

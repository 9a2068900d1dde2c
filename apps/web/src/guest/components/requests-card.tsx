/**
 * Home, on a stay's personal link inside its window: the stay's requests to the host with their
 * status and the host's reply, and a form to ask for one of the types the host offers (an early
 * check-in or a late check-out asks for a time). What it shows comes from the guide's payload, so it
 * is there after a reload and offline (as last seen); sending needs the network. A request sent
 * shows at once from the server's answer.
 */
import { useState } from 'react';
import { formatStayMoment, type TGuestGuide, type TGuestRequests, type TRequestStatus } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { sendGuestRequest } from '../lib/guest-requests.ts';
import { useOnline } from '../lib/use-online.ts';

type Props = { guide: TGuestGuide; source: { token: string; invite: string } };

const STATUS_KEYS: Record<TRequestStatus, `requests.status.${TRequestStatus}`> = {
  pending: 'requests.status.pending',
  approved: 'requests.status.approved',
  declined: 'requests.status.declined',
  cancelled: 'requests.status.cancelled',
};

export function RequestsCard({ guide, source }: Props) {
  const { t, locale } = useMessages();
  const online = useOnline();
  // The server's answer to a request sent from this page, until the guide is read again (another
  // language, a reload at a window's end), whose payload carries the request too, in its language.
  const [sent, setSent] = useState<{ over: TGuestRequests | undefined; requests: TGuestRequests } | null>(null);
  const requests = sent && sent.over === guide.requests ? sent.requests : guide.requests;
  const [typeId, setTypeId] = useState<number | null>(guide.requests?.types[0]?.id_request_type ?? null);
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; text: string }>({
    kind: 'idle',
  });
  if (!requests || (requests.types.length === 0 && requests.items.length === 0)) return null;
  const type = requests.types.find((row) => row.id_request_type === typeId) ?? requests.types[0];
  const needsTime = type?.kind === 'early_check_in' || type?.kind === 'late_check_out';

  async function submit(event: Event) {
    event.preventDefault();
    if (!type) return;
    setState({ kind: 'sending' });
    const result = await sendGuestRequest(
      source,
      { id_request_type: type.id_request_type, message, requested_time: needsTime && time ? time : null },
      guide.language,
    );
    if (result.ok) {
      setSent({ over: guide.requests, requests: result.requests });
      setMessage('');
      setTime('');
      setState({ kind: 'sent' });
    } else setState({ kind: 'error', text: result.message ?? t('requests.failed') });
  }

  return (
    <section className="card requests" aria-labelledby="requests-title">
      <h2 id="requests-title" className="view-title">
        {t('requests.title')}
      </h2>
      {requests.items.length > 0 && (
        <>
          <h3 className="stay-subtitle">{t('requests.yours')}</h3>
          <ul className="request-list">
            {requests.items.map((item) => (
              <li key={item.id_request} className="request-item" data-status={item.status}>
                <div className="request-head">
                  <span className="request-name">{item.name}</span>
                  <span className={`request-status request-status-${item.status}`}>{t(STATUS_KEYS[item.status])}</span>
                </div>
                {item.requested_time && <p className="muted">{t('requests.time', { time: item.requested_time })}</p>}
                {/* An approved time moved the stay: its new check-in or check-out, in the guide's timezone. */}
                {item.status === 'approved' && guide.stay && item.kind !== 'other' && (
                  <p className="request-new-time">
                    {item.kind === 'early_check_in'
                      ? t('requests.newCheckIn', {
                          date: formatStayMoment(guide.stay.check_in, locale, guide.timezone),
                        })
                      : t('requests.newCheckOut', {
                          date: formatStayMoment(guide.stay.check_out, locale, guide.timezone),
                        })}
                  </p>
                )}
                {item.message && (
                  <p className="request-message" dir="auto">
                    {item.message}
                  </p>
                )}
                {item.reply && (
                  <p className="request-reply" dir="auto">
                    {t('requests.reply', { reply: item.reply })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {requests.types.length > 0 && type && (
        <form className="request-form" onSubmit={(e) => void submit(e as unknown as Event)}>
          <p className="muted">{t('requests.intro')}</p>
          <label className="field">
            <span>{t('requests.type')}</span>
            <select
              value={String(type.id_request_type)}
              onChange={(e) => {
                setTypeId(Number((e.currentTarget as HTMLSelectElement).value));
                // What the last request's sending said is about that request, not the one being chosen.
                setState({ kind: 'idle' });
              }}
            >
              {requests.types.map((row) => (
                <option key={row.id_request_type} value={String(row.id_request_type)}>
                  {row.price_text ? `${row.name} · ${row.price_text}` : row.name}
                </option>
              ))}
            </select>
          </label>
          {type.description && <p className="muted">{type.description}</p>}
          {needsTime && (
            <label className="field">
              <span>{type.kind === 'early_check_in' ? t('requests.checkInTime') : t('requests.checkOutTime')}</span>
              <input
                type="time"
                required
                value={time}
                onInput={(e) => setTime((e.currentTarget as HTMLInputElement).value)}
              />
            </label>
          )}
          <label className="field">
            <span>{t('requests.message')}</span>
            <textarea
              rows={3}
              maxLength={1000}
              value={message}
              onInput={(e) => setMessage((e.currentTarget as HTMLTextAreaElement).value)}
            />
          </label>
          {!online && <p className="muted">{t('requests.offline')}</p>}
          <button type="submit" className="button" disabled={!online || state.kind === 'sending'}>
            {state.kind === 'sending' ? t('requests.sending') : t('requests.send')}
          </button>
          <p className="request-feedback" role="status">
            {state.kind === 'sent' ? t('requests.sent') : state.kind === 'error' ? state.text : ''}
          </p>
        </form>
      )}
    </section>
  );
}

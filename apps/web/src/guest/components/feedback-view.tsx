/**
 * Thank You & Feedback: after check-out (until 14 days after) a stay's personal link takes 1 to 5
 * stars and a comment, once, changeable for 24 hours; after 4 or 5 stars the guest sees the
 * host's review links. What the link allows comes from the server (`guide.feedback`); the public
 * link has none, so it only says where feedback is given. Shown on its own page (#feedback, what
 * {{feedback_link}} in a host's message opens), inside the "Thank You & Feedback" category, and as a
 * card on Home while an answer can be given.
 */
import { useState } from 'react';
import type { TGuestFeedback, TGuestGuide, TReviewLinks } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { embeddedShareToken, sourceOf } from '../lib/route.ts';
import { sendFeedback } from '../lib/send-feedback.ts';
import { UiIcon } from './ui-icon.tsx';
import './feedback.css';

/**
 * The share and invitation tokens of the personal link this page was opened with, or null. A readable
 * link's page carries its share token (`<meta name="share-token">`), as main.tsx reads it.
 */
function personalLink(): { token: string; invite: string } | null {
  const source = sourceOf(window.location.pathname, window.location.search, embeddedShareToken(document));
  return source.kind === 'token' && source.invite ? { token: source.token, invite: source.invite } : null;
}

const STARS = [1, 2, 3, 4, 5] as const;

function Stars({ rating }: { rating: number }) {
  const { t } = useMessages();
  return (
    <span className="feedback-stars-shown" role="img" aria-label={t('feedbackStar', { n: rating })}>
      {STARS.map((n) => (
        <span key={n} aria-hidden="true" data-on={n <= rating}>
          ★
        </span>
      ))}
    </span>
  );
}

const REVIEW_SITES = [
  ['airbnb', 'feedbackReviewAirbnb'],
  ['google', 'feedbackReviewGoogle'],
  ['booking', 'feedbackReviewBooking'],
] as const;

function ReviewLinks({ links }: { links: TReviewLinks }) {
  const { t } = useMessages();
  return (
    <div className="feedback-reviews">
      <p>{t('feedbackReviewAsk')}</p>
      <ul>
        {REVIEW_SITES.map(([site, label]) => {
          const url = links[site];
          return url ? (
            <li key={site}>
              <a className="button" href={url} target="_blank" rel="noopener noreferrer">
                {t(label)}
                <UiIcon name="arrow-up-right-from-square" />
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

function FeedbackForm({
  initial,
  onSent,
  language,
}: {
  initial: TGuestFeedback['given'];
  onSent: (feedback: TGuestFeedback) => void;
  language: string | null;
}) {
  const { t } = useMessages();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const link = personalLink();

  const submit = async () => {
    if (rating < 1) {
      setError(t('feedbackChooseRating'));
      return;
    }
    if (!link) return;
    setSending(true);
    setError(null);
    const result = await sendFeedback(link, { rating, comment }, language);
    setSending(false);
    if (result.ok) onSent(result.feedback);
    else setError(result.message ?? t('feedbackSendFailed'));
  };

  return (
    <form
      className="feedback-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="feedback-rating">
        <legend>{t('feedbackRating')}</legend>
        {STARS.map((n) => (
          <label key={n} data-on={n <= rating}>
            <input
              type="radio"
              name="feedback-rating"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
              className="sr-only"
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('feedbackStar', { n })}</span>
          </label>
        ))}
      </fieldset>
      <label className="feedback-comment">
        <span>{t('feedbackComment')}</span>
        <textarea value={comment} maxLength={2000} rows={4} onChange={(e) => setComment(e.target.value)} />
      </label>
      {error && (
        <p className="feedback-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('feedbackSending') : t('feedbackSend')}
      </button>
    </form>
  );
}

/** The feedback a personal link allows now: closed, the form, or the answer given (with review links for 4-5). */
export function FeedbackPanel({ guide }: { guide: TGuestGuide }) {
  const { t, formatDate } = useMessages();
  const [state, setState] = useState<TGuestFeedback | undefined>(guide.feedback);
  const [changing, setChanging] = useState(false);
  const [justSent, setJustSent] = useState(false);
  // When the answer was read: before opens_at the window has not opened yet, after it it has closed.
  const [readAt] = useState(() => Date.now());
  const zone = guide.timezone ?? undefined;

  if (!state) return <p className="muted">{t('feedbackPersonalLink')}</p>;
  if (!state.open && !state.given) {
    const notYet = Date.parse(state.opens_at) > readAt;
    return (
      <p className="muted" data-feedback="closed">
        {notYet
          ? t('feedbackNotYet', { date: formatDate(state.opens_at, zone) })
          : t('feedbackClosed', { date: formatDate(state.closes_at, zone) })}
      </p>
    );
  }
  const given = state.given;
  if (!given || changing)
    return (
      <FeedbackForm
        initial={given}
        language={guide.language ?? null}
        onSent={(feedback) => {
          setState(feedback);
          setChanging(false);
          setJustSent(true);
        }}
      />
    );
  return (
    <div className="feedback-given" data-feedback="given">
      <p className="feedback-thanks" role={justSent ? 'status' : undefined}>
        <UiIcon name="check" />
        {t('feedbackThanks')}
      </p>
      <p className="feedback-answer">
        <span className="sr-only">{t('feedbackYourAnswer')}</span>
        <Stars rating={given.rating} />
      </p>
      {given.comment && (
        <blockquote className="feedback-comment-given" dir="auto">
          {given.comment}
        </blockquote>
      )}
      {state.review_links && <ReviewLinks links={state.review_links} />}
      {state.can_answer && (
        <p className="feedback-change">
          <span className="muted">{t('feedbackChangeUntil', { date: formatDate(given.changeable_until, zone) })}</span>{' '}
          <button type="button" className="link-button" onClick={() => setChanging(true)}>
            {t('feedbackChange')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The #feedback page. */
export function FeedbackView({ guide }: { guide: TGuestGuide }) {
  const { t } = useMessages();
  return (
    <section aria-labelledby="feedback-title">
      <a className="back-link" href="#info">
        <UiIcon name="chevron-left" />
        {t('allInformation')}
      </a>
      <h2 id="feedback-title" className="view-title">
        {t('feedbackTitle')}
      </h2>
      {/* "Thank you for staying with us!" only once the stay can be answered for: not during it. */}
      {(guide.feedback?.open || guide.feedback?.given) && <p>{t('feedbackIntro')}</p>}
      <FeedbackPanel guide={guide} />
    </section>
  );
}

/** Home's card while the stay's link can still answer. */
export function FeedbackHomeCard({ guide }: { guide: TGuestGuide }) {
  const { t } = useMessages();
  const feedback = guide.feedback;
  if (!feedback?.open || !feedback.can_answer || feedback.given) return null;
  return (
    <section className="card feedback-card" aria-labelledby="feedback-home-title">
      <h2 id="feedback-home-title" className="view-title">
        {t('feedbackHomeTitle')}
      </h2>
      <p>{t('feedbackIntro')}</p>
      <a className="button" href="#feedback">
        {t('feedbackHomeAction')}
      </a>
    </section>
  );
}

/**
 * The stay of a guest's personal link on Home: the door code with the moment it applies from
 * ("Door code 4711, from Fri 12 Dec 15:00"), or, before that moment, when it appears; then the
 * booking reference and the number of guests when the host gave them, as a list of labels and values.
 * Moments are written in the guide's timezone and the guide's language. The code goes from the screen
 * when the access window ends, even on a page left open (lib/stay-window.ts drops the offline copy too).
 */
import { formatStayMoment, type TGuestGuide, type TGuestStay } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import { useWindowOpen } from '../lib/stay-window.ts';
import { UiIcon } from './ui-icon.tsx';

/** Splits a sentence around its {{code}}, so the code itself can stand out. */
const CODE_MARK = '\u0000';

function DoorCodeText({ stay, timezone }: { stay: TGuestStay; timezone: string | null }) {
  const { t, locale } = useMessages();
  const date = formatStayMoment(stay.door_code_from, locale, timezone);
  if (stay.door_code === null) return <p className="door-code-later">{t('stay.doorCodeLater', { date })}</p>;
  const [before = '', after = ''] = t('stay.doorCode', { code: CODE_MARK, date }).split(CODE_MARK);
  return (
    <p className="door-code-text">
      {before}
      <strong className="door-code-value" dir="ltr">
        {stay.door_code}
      </strong>
      {after}
    </p>
  );
}

/** The stay's part of the Home card, or nothing for an answer without a stay (every public one). */
export function StayDetails({ guide }: { guide: TGuestGuide }) {
  const { t } = useMessages();
  const stay = guide.stay;
  const accessTo = guide.access?.state === 'active' ? guide.access.access_to : null;
  const open = useWindowOpen(accessTo);
  // No code yet: "appears here from …" while that moment is ahead; a stay without a door code has none.
  const releaseAhead = useWindowOpen(stay && stay.door_code === null ? stay.door_code_from : null);
  if (!stay || !open) return null;
  const showCode = stay.door_code !== null || releaseAhead;
  const facts = stay.reference !== null || stay.guests !== null;
  if (!showCode && !facts) return null;
  return (
    <div className="door-code" data-testid="door-code">
      <h3 className="stay-subtitle">
        <UiIcon name="key" />
        {t('stay.doorCodeTitle')}
      </h3>
      {showCode && <DoorCodeText stay={stay} timezone={guide.timezone} />}
      {facts && (
        <dl className="stay-facts">
          {stay.reference !== null && (
            <div>
              <dt>{t('stay.reference')}</dt>
              <dd>
                <span dir="ltr">{stay.reference}</span>
              </dd>
            </div>
          )}
          {stay.guests !== null && (
            <div>
              <dt>{t('stay.guests')}</dt>
              <dd>{stay.guests}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

// @vitest-environment happy-dom
/** The Thank You & Feedback page thanks the guest for their stay only once it can be answered for. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TGuestFeedback, TGuestGuide } from '@guidebook/contract';
import sample from '../sample/sample-guide.json';
import { ENGLISH, MessagesContext } from '../i18n/i18n.ts';
import { FeedbackView } from './feedback-view.tsx';

afterEach(cleanup);

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const feedback = (fields: Partial<TGuestFeedback>): TGuestFeedback => ({
  open: false,
  opens_at: at(48),
  closes_at: at(48 + 14 * 24),
  can_answer: false,
  given: null,
  review_links: null,
  ...fields,
});

function show(state: TGuestFeedback | undefined) {
  const guide = { ...(sample as TGuestGuide), ...(state ? { feedback: state } : {}) };
  render(
    <MessagesContext.Provider value={ENGLISH}>
      <FeedbackView guide={guide} />
    </MessagesContext.Provider>,
  );
}

describe('the feedback page', () => {
  const intro = ENGLISH.t('feedbackIntro');
  const cases: [string, TGuestFeedback | undefined, boolean][] = [
    ['during the stay, before feedback opens', feedback({}), false],
    ['on the public link', undefined, false],
    ['after check-out, open', feedback({ open: true, opens_at: at(-1), can_answer: true }), true],
    [
      'once answered',
      feedback({
        open: true,
        opens_at: at(-1),
        can_answer: true,
        given: { rating: 5, comment: null, created_at: at(0), updated_at: at(0), changeable_until: at(24) },
      }),
      true,
    ],
  ];
  for (const [name, state, thanked] of cases) {
    it(`${thanked ? 'thanks' : 'does not thank'} the guest ${name}`, () => {
      show(state);
      expect(screen.queryByText(intro) !== null).toBe(thanked);
    });
  }
});

// @vitest-environment happy-dom
/**
 * The Home card's stay part: the door code with the moment it applies from, in the guide's timezone
 * and language; before that moment only when it appears; nothing for an answer without a stay, and
 * nothing once the access window has ended.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { formatStayMoment, type TGuestGuide } from '@guidebook/contract';
import sample from '../sample/sample-guide.json';
import { ENGLISH, loadMessages, MessagesContext, type Messages } from '../i18n/i18n.ts';
import { StayDetails } from './door-code.tsx';

const LATER = new Date(Date.now() + 48 * 3_600_000).toISOString();

function guideWith(stay: TGuestGuide['stay'], accessTo = LATER): TGuestGuide {
  return {
    ...(sample as TGuestGuide),
    timezone: 'Europe/Paris',
    access: { state: 'active', invitee: 'Ann', access_to: accessTo },
    ...(stay ? { stay } : {}),
  };
}

const STAY = {
  guest_name: 'Ann Guest',
  check_in: '2025-12-12T14:00:00.000Z',
  check_out: '2025-12-15T10:00:00.000Z',
  guests: 2,
  reference: 'HMXK4Q2P9R',
  door_code: '4711',
  door_code_from: '2025-12-12T14:00:00.000Z',
};

function show(guide: TGuestGuide, messages: Messages = ENGLISH) {
  return render(
    <MessagesContext.Provider value={messages}>
      <StayDetails guide={guide} />
    </MessagesContext.Provider>,
  );
}

describe('the door code on the guest Home', () => {
  it('shows "Door code 4711, from Fri 12 Dec 15:00" in the guide’s timezone, with the reference and guests', () => {
    show(guideWith(STAY));
    const card = screen.getByTestId('door-code');
    expect(card.querySelector('.door-code-text')?.textContent).toBe('Door code 4711, from Fri 12 Dec 15:00');
    expect(card.querySelector('.door-code-value')?.textContent).toBe('4711');
    expect(screen.getByText('Booking reference').nextElementSibling?.textContent).toBe('HMXK4Q2P9R');
    expect(screen.getByText('Guests').nextElementSibling?.textContent).toBe('2');
  });

  it('before its time says when it appears, without a code', () => {
    show(guideWith({ ...STAY, door_code: null, door_code_from: LATER }));
    const card = screen.getByTestId('door-code');
    expect(card.querySelector('.door-code-later')?.textContent).toBe(
      `Your door code appears here from ${formatStayMoment(LATER, 'en', 'Europe/Paris')}`,
    );
    expect(card.querySelector('.door-code-later')?.textContent).toMatch(
      /^Your door code appears here from \w{3} \d{1,2} \w{3} \d\d:\d\d$/,
    );
    expect(card.querySelector('.door-code-value')).toBeNull();
  });

  it('a stay without a door code (null, its time passed) shows no door-code line, only its facts', () => {
    show(guideWith({ ...STAY, door_code: null }));
    const card = screen.getByTestId('door-code');
    expect(card.querySelector('.door-code-later')).toBeNull();
    expect(card.textContent).not.toContain('Door code');
    expect(card.textContent).toContain('HMXK4Q2P9R');
    cleanup();
    show(guideWith({ ...STAY, door_code: null, reference: null, guests: null }));
    expect(screen.queryByTestId('door-code')).toBeNull();
  });

  it('in the guide’s language', async () => {
    show(guideWith(STAY), await loadMessages('fr'));
    const text = screen.getByTestId('door-code').querySelector('.door-code-text')?.textContent ?? '';
    expect(text).toMatch(/^Code de la porte 4711, à partir du ven\. 12 déc\.?,? 15:00$/);
  });

  it('is absent from an answer without a stay, and goes when the window has ended', async () => {
    show(guideWith(undefined));
    expect(screen.queryByTestId('door-code')).toBeNull();
    cleanup();
    show(guideWith(STAY, new Date(Date.now() - 1000).toISOString()));
    await waitFor(() => expect(screen.queryByTestId('door-code')).toBeNull());
  });
});

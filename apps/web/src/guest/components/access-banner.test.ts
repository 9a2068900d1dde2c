import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { guestGuideUrl } from '../lib/load-guide.ts';
import { sourceOf } from '../lib/route.ts';
import { accessText } from './access-banner.tsx';

describe('invitation links in the guest app', () => {
  it('reads the invitation token from ?invite= and asks the server with it', () => {
    const source = sourceOf('/g/Ab3_-xYz0123456789abcd', '?invite=Zz9_-personal');
    expect(source).toEqual({ kind: 'token', token: 'Ab3_-xYz0123456789abcd', invite: 'Zz9_-personal' });
    expect(guestGuideUrl('Ab3_-xYz0123456789abcd', 'Zz9_-personal')).toBe(
      '/api/guest/guides/Ab3_-xYz0123456789abcd?invite=Zz9_-personal',
    );
    expect(guestGuideUrl('Ab3_-xYz0123456789abcd')).toBe('/api/guest/guides/Ab3_-xYz0123456789abcd');
    expect(sourceOf('/g/Ab3_-xYz0123456789abcd', '?invite=')).toEqual({
      kind: 'token',
      token: 'Ab3_-xYz0123456789abcd',
    });
  });

  it('says when access opens, that it ended, or welcomes the guest, in the guide timezone', () => {
    expect(accessText({ state: 'scheduled', opens_at: '2026-07-09T14:00:00.000Z' }, 'Europe/London')).toBe(
      'Your access opens on 9 Jul 2026, 15:00',
    );
    expect(accessText({ state: 'scheduled', opens_at: '2026-07-09T14:00:00.000Z' }, 'America/New_York')).toBe(
      'Your access opens on 9 Jul 2026, 10:00',
    );
    expect(accessText({ state: 'expired' }, 'Europe/London')).toBe('Your access has ended');
    expect(
      accessText({ state: 'active', invitee: 'Grace', access_to: '2026-07-14T21:00:00.000Z' }, 'Europe/London'),
    ).toBe(MESSAGES.invitation.accessActive('Grace', '14 Jul 2026, 22:00'));
    expect(accessText({ state: 'revoked' }, null)).toBe(MESSAGES.invitation.accessRevoked);
    expect(accessText({ state: 'invalid' }, null)).toBe(MESSAGES.invitation.accessInvalid);
  });
});

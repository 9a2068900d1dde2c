// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { answerApi, ok, renderWithProviders, signInAsOwner } from '../../../lib/testing/render-form.tsx';
import { aStay } from '../stay-fixture.ts';
import { InvitesHome } from './invites-home.tsx';

// 60 stays, each a day apart, so the order (by check-in) is their number.
const stays = Array.from({ length: 60 }, (_, i) =>
  aStay({
    guest_name: `Guest ${String(i + 1).padStart(2, '0')}`,
    check_in: new Date(Date.UTC(2099, 0, 1 + i, 14)).toISOString(),
    check_out: new Date(Date.UTC(2099, 0, 2 + i, 9)).toISOString(),
  }),
);
const guides = [{ id_guide: 7, title: 'Harbour House' }] as Parameters<typeof InvitesHome>[0]['guides'];

const rows = () =>
  within(screen.getByRole('table', { name: 'Invitations' }))
    .getAllByRole('row')
    .slice(1);

describe('Invite Home with many stays', () => {
  beforeEach(() => {
    signInAsOwner();
    answerApi(() => ok(stays));
  });

  it('draws 25 stays a page, says how many were found, and pages through them', async () => {
    renderWithProviders(
      <InvitesHome guides={guides} guidesLoaded getShareLink={() => Promise.reject(new Error('unused'))} />,
    );
    expect(await screen.findByText('Stays found: 60')).toBeTruthy();
    expect(rows()).toHaveLength(25);
    expect(rows()[0]?.textContent).toContain('Guest 01');

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(rows()).toHaveLength(10);
    expect(rows()[0]?.textContent).toContain('Guest 51');
  });
});

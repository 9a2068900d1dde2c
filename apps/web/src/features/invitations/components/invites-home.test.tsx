// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { answerApi, ok, renderWithProviders, signInAsOwner, type SentCall } from '../../../lib/testing/render-form.tsx';
import { aStay } from '../stay-fixture.ts';
import { MemoryRouter } from 'react-router';
import { InvitesHome } from './invites-home.tsx';

// 60 stays in the server's order; the server answers the page asked for and the total.
const stays = Array.from({ length: 60 }, (_, i) => aStay({ guest_name: `Guest ${String(i + 1).padStart(2, '0')}` }));
const guides = [{ id_guide: 7, title: 'Harbour House' }] as Parameters<typeof InvitesHome>[0]['guides'];

const rows = () =>
  within(screen.getByRole('table', { name: 'Invitations' }))
    .getAllByRole('row')
    .slice(1);
const queryOf = (call: SentCall) => new URL(call.path, 'http://x').searchParams;

let sent: SentCall[] = [];

describe('Invite Home with many stays', () => {
  beforeEach(() => {
    signInAsOwner();
    ({ sent } = answerApi((call) => {
      const query = queryOf(call);
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      const envelope = ok(stays.slice((page - 1) * size, page * size));
      return { ...envelope, RES_OTHERS: { ...envelope.RES_OTHERS, TOTAL: stays.length, PAGE: page, PAGE_SIZE: size } };
    }));
  });

  it('asks the server for 25 stays a page, says how many were found, and pages through them', async () => {
    renderWithProviders(
      <InvitesHome guides={guides} guidesLoaded getShareLink={() => Promise.reject(new Error('unused'))} />,
    );
    expect(await screen.findByText('Stays found: 60', {}, { timeout: 5000 })).toBeTruthy();
    expect(rows()).toHaveLength(25);
    expect(rows()[0]?.textContent).toContain('Guest 01');
    expect(queryOf(sent[0]!).toString()).toBe('page=1&page_size=25');

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 5000 });
    expect(rows()[0]?.textContent).toContain('Guest 51');
    expect(queryOf(sent.at(-1)!).get('page')).toBe('3');
  });

  it('shows the last page when the page asked for is past it', async () => {
    // An old link to page 9: the providers of renderWithProviders, with the router at that address.
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <MemoryRouter initialEntries={['/invites-home?page=9']}>
            <InvitesHome guides={guides} guidesLoaded getShareLink={() => Promise.reject(new Error('unused'))} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(queryOf(sent.at(-1)!).get('page')).toBe('3'), { timeout: 5000 });
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 5000 });
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type TCalendarFeed } from '@guidebook/contract';
import {
  answerApi,
  ok,
  refusal,
  renderWithProviders,
  signInAs,
  type SentCall,
} from '../../../lib/testing/render-form.tsx';
import { aFeed, FEED_GUIDE } from '../feed-fixture.ts';
import { CalendarTab } from './calendar-tab.tsx';

const GUIDE = FEED_GUIDE;
/** A feed that has also updated a stay. */
const feed = (overrides: Partial<TCalendarFeed> = {}) => aFeed({ stays_updated: 1, ...overrides });

const FEEDS = [
  feed(),
  feed({
    id_calendar_feed: 4,
    label: null,
    url: 'https://ical.booking.com/v1/export?t=secret',
    last_status: 'The address answered 404 Not Found',
    stays_created: 0,
    stays_updated: 0,
  }),
  feed({ id_calendar_feed: 5, label: 'Vrbo', last_synced_at: null, last_status: null, stays_created: 0 }),
];

const EXPORT_URL = 'https://guidebook.example.com/ical/3f9a.ics';

/** The list answers `feeds`; the calendar address out is `exportUrl`. */
const answers =
  (feeds: TCalendarFeed[], exportUrl: string | null = EXPORT_URL) =>
  (call: SentCall) =>
    call.path.startsWith('/calendar_export/') ? ok({ id_guide: GUIDE, url: exportUrl }) : ok(feeds);

/** The tab (renderWithProviders puts it inside a router: its help links are router links). */
const renderTab = () => renderWithProviders(<CalendarTab guideId={GUIDE} defaultLanguage="en" />);

describe('the Calendar tab', () => {
  it('lists each feed: name or host, the address without its secret, the reading’s status and counts', async () => {
    answerApi(answers(FEEDS));
    renderTab();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [airbnb, booking, vrbo] = rows.map((row) => row.textContent ?? '');
    expect(airbnb).toContain('www.airbnb.com/calendar/ical/123.ics');
    expect(airbnb).not.toContain('secret');
    expect(airbnb).toContain('Read without problems');
    expect(airbnb).toContain('4 new, 1 changed, 0 cancelled');
    expect(booking).toContain('ical.booking.com');
    expect(booking).toContain('The address answered 404 Not Found');
    expect(vrbo).toContain('Not read yet');
    expect(within(rows[0]!).getByRole('button', { name: 'Sync now' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Airbnb' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add calendar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a CSV file' })).toBeTruthy();
  });

  it('Sync now sends the feed’s id and refreshes the list', async () => {
    const api = answerApi((call) =>
      call.path.startsWith('/calendar_feeds/sync')
        ? ok(feed({ stays_created: 0, stays_updated: 2 }))
        : answers(FEEDS)(call),
    );
    renderTab();
    const [airbnb] = await screen.findAllByRole('listitem');
    fireEvent.click(within(airbnb!).getByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(api.sent.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', path: '/calendar_feeds/sync', body: { id_calendar_feed: 3 } },
      ]),
    );
    await waitFor(() => expect(api.sent.filter((c) => c.path.startsWith('/calendar_feeds/list'))).toHaveLength(2));
  });

  it('a viewer sees the feeds only: no Sync now, Delete, Add or import', async () => {
    signInAs('viewer');
    answerApi(answers(FEEDS));
    renderTab();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add calendar' })).toBeNull();
    expect(screen.queryByText('Import stays from a CSV file')).toBeNull();
  });

  it('an empty list says what a calendar is for', async () => {
    answerApi(answers([]));
    renderTab();
    expect((await screen.findByRole('status')).textContent).toContain('No calendar yet.');
  });

  it('imports a CSV file: the count, or the server’s line and column with nothing imported', async () => {
    const refused = 'Line 3, check_out: Check-out must be after check-in.';
    let answer = ok({ imported: 2, created: 1, updated: 1, id_invitations: [11, 12] });
    const api = answerApi((call) => (call.path === '/invitations/import' ? answer : answers([])(call)));
    const { container } = renderTab();
    const choose = () => {
      const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
      const file = new File(['guest_name,check_in,check_out\n'], 'stays.csv', { type: 'text/csv' });
      fireEvent.change(input, { target: { files: [file] } });
    };
    await screen.findByText('No calendar yet.', { exact: false });
    choose();
    expect(await screen.findByText('2 stays imported.')).toBeTruthy();
    expect(screen.getByText('2 stays imported.').closest('[role="status"]')?.textContent).toContain('1 new, 1 updated');
    answer = refusal({}, refused);
    choose();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported');
    expect(alert.textContent).toContain(refused);
    expect(screen.queryByText('2 stays imported.')).toBeNull();
    expect(api.sent.filter((c) => c.path === '/invitations/import').map((c) => c.method)).toEqual(['POST', 'POST']);
  });

  it('the calendar address out: shown to copy; before the first, Make an address makes it', async () => {
    let url: string | null = null;
    const api = answerApi((call) => {
      if (call.path === '/calendar_export/regenerate') url = EXPORT_URL;
      return answers([], url)(call);
    });
    renderTab();
    const address = await screen.findByRole('textbox', { name: 'Calendar address (iCal)' });
    expect((address as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Copy address' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Make an address' }));
    await waitFor(() => expect((address as HTMLInputElement).value).toBe(EXPORT_URL));
    expect(api.sent.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/calendar_export/regenerate', body: { id_guide: GUIDE } },
    ]);
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' }).hasAttribute('disabled')).toBe(false);
  });

  it('a viewer sees the calendar address out, and cannot replace it', async () => {
    signInAs('viewer');
    answerApi(answers(FEEDS));
    renderTab();
    const address = await screen.findByRole('textbox', { name: 'Calendar address (iCal)' });
    await waitFor(() => expect((address as HTMLInputElement).value).toBe(EXPORT_URL));
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a new address' })).toBeNull();
  });
});

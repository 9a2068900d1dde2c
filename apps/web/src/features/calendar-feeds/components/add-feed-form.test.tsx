// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders } from '../../../lib/testing/render-form.tsx';
import { unsavedChanges } from '../../../lib/unsaved-changes.ts';
import { aFeed, FEED_GUIDE } from '../feed-fixture.ts';
import { AddFeedForm } from './add-feed-form.tsx';

const address = () => screen.getByRole('textbox', { name: /Calendar address/ });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));

describe('Add a calendar', () => {
  it('checks the address before sending: required, then http or https only', async () => {
    const api = answerApi(() => ok(aFeed()));
    renderWithProviders(<AddFeedForm guideId={FEED_GUIDE} />);
    add();
    expect(await screen.findByText(MESSAGES.calendarFeed.urlRequired)).toBeTruthy();
    expect(address().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(address(), { target: { value: 'ftp://example.com/cal.ics' } });
    add();
    expect(await screen.findByText(MESSAGES.calendarFeed.urlInvalid)).toBeTruthy();
    // A label longer than the contract allows is refused with its rule.
    fireEvent.change(screen.getByRole('textbox', { name: /Label/ }), { target: { value: 'x'.repeat(101) } });
    add();
    expect(await screen.findByText(MESSAGES.guide.maxLength(100))).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the address, label and switch, then shows the first reading and clears the form', async () => {
    const api = answerApi(() => ok(aFeed({ events_are: 'stays' })));
    renderWithProviders(<AddFeedForm guideId={FEED_GUIDE} />);
    fireEvent.change(address(), { target: { value: '  https://www.airbnb.com/calendar/ical/123.ics?s=secret ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Label/ }), { target: { value: 'Airbnb' } });
    fireEvent.click(screen.getByRole('switch', { name: /Every event is a stay/ }));
    add();
    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('First reading of Airbnb');
    expect(result.textContent).toContain('Read without problems');
    expect(result.textContent).toContain('4 new, 0 changed, 0 cancelled');
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/calendar_feeds/create',
        body: {
          id_guide: FEED_GUIDE,
          url: 'https://www.airbnb.com/calendar/ical/123.ics?s=secret',
          label: 'Airbnb',
          events_are: 'stays',
        },
      },
    ]);
    await waitFor(() => expect((address() as HTMLInputElement).value).toBe(''));
    expect(unsavedChanges.any()).toBe(false);
  });

  it('shows a first reading that went wrong as the server words it', async () => {
    answerApi(() => ok(aFeed({ label: null, last_status: 'The address answered 404 Not Found', stays_created: 0 })));
    renderWithProviders(<AddFeedForm guideId={FEED_GUIDE} />);
    fireEvent.change(address(), { target: { value: 'https://calendar.example.com/x.ics' } });
    add();
    const result = await screen.findByRole('status');
    // No label: the feed is named by its address's host.
    expect(result.textContent).toContain('First reading of www.airbnb.com');
    expect(result.textContent).toContain('The address answered 404 Not Found');
  });

  it('shows the server’s refusal under the address, and sends a blank label as none', async () => {
    const refused = 'This address is not reachable from the internet';
    const api = answerApi(() => refusal({ url: refused }, refused));
    renderWithProviders(<AddFeedForm guideId={FEED_GUIDE} />);
    fireEvent.change(address(), { target: { value: 'http://10.0.0.5/cal.ics' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Label/ }), { target: { value: '   ' } });
    add();
    await waitFor(() => expect(address().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refused).length).toBeGreaterThan(0);
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/calendar_feeds/create',
        body: { id_guide: FEED_GUIDE, url: 'http://10.0.0.5/cal.ics', label: null, events_are: 'auto' },
      },
    ]);
    // The refused draft is kept for correcting.
    expect((address() as HTMLInputElement).value).toBe('http://10.0.0.5/cal.ics');
  });
});

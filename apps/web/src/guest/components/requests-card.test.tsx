// @vitest-environment happy-dom
/**
 * The Home card of a stay's requests: what it lists follows the guide as it is read again (another
 * language), and the line about the last sending goes when another kind of request is chosen.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RESULT, type TGuestGuide, type TGuestRequests } from '@guidebook/contract';
import sample from '../sample/sample-guide.json';
import { ENGLISH, MessagesContext } from '../i18n/i18n.ts';
import { RequestsCard } from './requests-card.tsx';

afterEach(cleanup);

/** The server the card sends to: answers each request with `answer`, as POST /api/guest/requests does. */
let answer: TGuestRequests;
const sentBodies: unknown[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    sentBodies.push(JSON.parse(body));
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ RES_CODE: RESULT.OK, RES_MESSAGE: 'OK', RES_RESULT: answer, RES_OTHERS: null }));
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The page's own origin: the card posts to /api/guest/requests on it.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}/g/share?invite=invite`,
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const type = (id: number, name: string, price: string | null = null) => ({
  id_request_type: id,
  kind: 'other' as const,
  name,
  description: '',
  price_text: price,
  needs_approval: true,
});

function guideWith(requests: TGuestRequests): TGuestGuide {
  return { ...(sample as TGuestGuide), requests };
}

const english: TGuestRequests = {
  types: [type(1, 'Extra towels', '€5'), type(2, 'Baby cot')],
  items: [
    {
      id_request: 9,
      id_request_type: 1,
      name: 'Extra towels',
      kind: 'other',
      message: null,
      requested_time: null,
      status: 'pending',
      reply: null,
      created_at: '2026-12-01T10:00:00.000Z',
      answered_at: null,
    },
  ],
};
const french: TGuestRequests = {
  types: [type(1, 'Serviettes', '5 €'), type(2, 'Lit bébé')],
  items: [{ ...english.items[0]!, name: 'Serviettes' }],
};

const card = (guide: TGuestGuide) => (
  <MessagesContext.Provider value={ENGLISH}>
    <RequestsCard guide={guide} source={{ token: 'share', invite: 'invite' }} />
  </MessagesContext.Provider>
);

describe('the requests card', () => {
  it('shows the types and requests of the guide as read again, in its new language', () => {
    const { rerender } = render(card(guideWith(english)));
    expect(screen.getByRole('option', { name: 'Extra towels · €5' })).toBeTruthy();
    expect(screen.getAllByText('Extra towels').length).toBeGreaterThan(0);
    rerender(card(guideWith(french)));
    expect(screen.getByRole('option', { name: 'Serviettes · 5 €' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Lit bébé' })).toBeTruthy();
    expect(screen.queryByText('Extra towels')).toBeNull();
    // The price is in the choice itself, not repeated under it.
    expect(screen.queryByText(/Price:/)).toBeNull();
  });

  it('shows a sent request at once, then the guide as read again; what the sending said goes with another choice', async () => {
    const guide = guideWith({ types: english.types, items: [] });
    const { rerender } = render(card(guide));
    answer = english;
    fireEvent.submit(screen.getByRole('button', { name: ENGLISH.t('requests.send') }).closest('form')!);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ENGLISH.t('requests.sent')));
    expect(sentBodies.at(-1)).toMatchObject({ token: 'share', invite: 'invite', id_request_type: 1 });
    expect(screen.getByText(ENGLISH.t('requests.yours'))).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '2' } });
    expect(screen.getByRole('status').textContent).toBe('');
    // Read again in French: the card shows that answer, the sent request included.
    rerender(card(guideWith(french)));
    expect(screen.getAllByText('Serviettes').length).toBeGreaterThan(0);
    expect(screen.queryByText('Extra towels')).toBeNull();
  });
});

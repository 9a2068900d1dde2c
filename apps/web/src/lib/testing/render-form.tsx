/**
 * For the web app's component tests (run in happy-dom: `// @vitest-environment happy-dom`): renders
 * a piece of the admin inside the providers it needs (Mantine, react-query, a router for its links) and answers its API
 * calls with the envelopes a test gives, recording what was sent.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PERMISSIONS, RESULT, ROLE_PERMISSIONS, type TEnvelope } from '@guidebook/contract';
import { saveSession } from '../session.ts';
import { dialogStore } from '../../components/ui/dialog-store.ts';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to document.fonts.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** An answer of success carrying `result`. */
export function ok(result: unknown = null): TEnvelope<unknown> {
  return { RES_CODE: RESULT.OK, RES_MESSAGE: 'OK', RES_RESULT: result, RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' } };
}

/** A refusal as the server sends it: code 12 with a message per field. */
export function refusal(fields: Record<string, string>, message = 'Check the fields.'): TEnvelope<null> {
  return {
    RES_CODE: RESULT.VALIDATION,
    RES_MESSAGE: message,
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: fields },
  };
}

export type SentCall = { method: string; path: string; body: unknown };

/**
 * Every fetch is answered by `answer`'s envelope (HTTP 200 for RESULT.OK, else 400); `sent` lists
 * the calls made, in order.
 */
export function answerApi(answer: (call: SentCall) => TEnvelope<unknown>): { sent: SentCall[] } {
  const sent: SentCall[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: SentCall = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(call);
    const envelope = answer(call);
    const status = envelope.RES_CODE === RESULT.OK ? 200 : 400;
    return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { sent };
}

/** The people a test signs in as, one a role, in English. */
const PEOPLE = {
  owner: { id_user: 1, email: 'ana@example.com', name: 'Ana', lastname: 'Host' },
  editor: { id_user: 2, email: 'eddie@example.com', name: 'Eddie', lastname: 'Editor' },
  viewer: { id_user: 3, email: 'vic@example.com', name: 'Vic', lastname: 'Viewer' },
} as const;

/** Signed in with `role` in English, with that role's permissions (an owner: every permission). */
export function signInAs(role: keyof typeof PEOPLE): void {
  const permissions = role === 'owner' ? [...PERMISSIONS] : [...ROLE_PERMISSIONS[role]];
  saveSession({
    token: 'test-token',
    expires_at: '2099-01-01T00:00:00.000Z',
    user: {
      ...PEOPLE[role],
      role,
      permissions,
      workspace: { id_workspace: 1000, name: 'Ana Host' },
      language: 'en',
    },
    permissions,
  });
}

/** Signed in as an owner in English: every permission, so the forms show their Save buttons. */
export function signInAsOwner(): void {
  signInAs('owner');
}

/** The dialogs still open (a confirmation asked through dialogStore, say). */
export const openDialogs = () => dialogStore.get().dialogs.filter((dialog) => dialog.opened);

/** After a test: every dialog answered "no" and removed, so the next test starts with none. */
export function closeAllDialogs(): void {
  for (const dialog of dialogStore.get().dialogs) {
    dialogStore.close(dialog.id, false);
    dialogStore.remove(dialog.id);
  }
}

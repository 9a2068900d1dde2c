/**
 * The test object every spec uses: Playwright's, plus the project's colour mode (light or
 * dark, stored as the web app stores it: localStorage DarkMode "true"/"false"), the project's
 * shared host (`host`, support/host.ts), and `signedIn`: `test.use({ signedIn: true })` starts
 * every page of a spec signed in as that host. Every page can hold its long timers while a test
 * checks a timed state (support/timed.ts).
 */
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { withApi, type Api, type LoginResult } from './api.ts';
import { hostStatePath, readHost, sessionStorageItems } from './host.ts';
import { HOLD_FROM_MS, installTimerHold } from './timed.ts';

export type ColorMode = 'light' | 'dark';

export const test = base.extend<{ colorMode: ColorMode; signedIn: boolean }, { host: LoginResult }>({
  colorMode: ['light', { option: true }],
  signedIn: [false, { option: true }],
  storageState: async ({ signedIn, storageState }, use, testInfo) => {
    await use(signedIn ? hostStatePath(testInfo.project.name) : storageState);
  },
  host: [
    async ({ playwright: _playwright }, use, workerInfo) => {
      await use(readHost(workerInfo.project.name));
    },
    { scope: 'worker' },
  ],
  page: async ({ page, colorMode }, use, testInfo) => {
    await page.addInitScript((dark) => {
      // Only a first default: a toggle in the page must still win after a reload.
      if (localStorage.getItem('DarkMode') === null) localStorage.setItem('DarkMode', dark ? 'true' : 'false');
    }, colorMode === 'dark');
    // Lets a test hold the page's timed states while it checks them (support/timed.ts).
    await page.addInitScript(installTimerHold, HOLD_FROM_MS);
    // What the browser console said, shown with a failure (a blank screen is usually a script error).
    const logged: string[] = [];
    page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
    page.on('console', (msg) => {
      // "Failed to load resource" lines carry no address; the response listener names it.
      if (msg.text().startsWith('Failed to load resource')) return;
      if (msg.type() === 'error' || msg.type() === 'warning') logged.push(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) logged.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
    });
    await use(page);
    if (logged.length) {
      await testInfo.attach('browser console', { body: logged.join('\n'), contentType: 'text/plain' });
      if (testInfo.status !== testInfo.expectedStatus) console.log(`Browser console:\n  ${logged.join('\n  ')}`);
    }
  },
});

export { expect } from '@playwright/test';

/** Where the web app keeps a session after Sign In: written by storeSession and openSignedIn. */
function putSession({ items, permissions }: { items: { name: string; value: string }[]; permissions: unknown }) {
  for (const { name, value } of items) localStorage.setItem(name, value);
  sessionStorage.setItem('userPermissions', JSON.stringify(permissions));
}

/** Puts a session into the browser exactly where the web app keeps it after Sign In. */
export async function storeSession(page: Page, session: LoginResult): Promise<void> {
  await page.evaluate(putSession, { items: sessionStorageItems(session), permissions: session.permissions });
}

/**
 * Opens `url` signed in as `session`, in one page load: the session is stored exactly as
 * storeSession stores it, before the app's first script runs, for this navigation only (a later
 * sign-out in the test stays signed out).
 */
export async function openSignedIn(page: Page, session: LoginResult, url: string): Promise<void> {
  const seed = await page.addInitScript(putSession, {
    items: sessionStorageItems(session),
    permissions: session.permissions,
  });
  try {
    await page.goto(url);
  } finally {
    await seed.dispose();
  }
}

/**
 * Makes the spec's tests run in order, each page signed in as the project's shared host, after
 * `arrange` has made what they share (a guide, say) through the API as that host.
 */
export function serialAsHost(
  arrange: (api: Api, request: APIRequestContext, host: LoginResult) => Promise<void>,
): void {
  test.describe.configure({ mode: 'serial' });
  test.use({ signedIn: true });
  test.beforeAll(({ host }) => withApi((api, request) => arrange(api, request, api.use(host))));
}

/**
 * Playwright for the browser tests. Run through `npm run test:e2e` (scripts/e2e.mjs), which
 * starts the real server and SMTP receiver and passes their addresses in E2E_BASE_URL and
 * E2E_MAIL_URL. Browsers cannot be downloaded here: Debian's Chromium (or CHROME_PATH) is used.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import type { ColorMode } from './support/fixtures.ts';

const chromium = { executablePath: chromiumPath, args: chromiumFlags };

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig<{ colorMode: ColorMode }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'artifacts/test-results',
  // E2E_WORKERS spec files may run side by side (each has its own guides, most their own host);
  // the tests of one file run in order, as several build on the state the ones before left, except
  // screens.spec.ts, whose cases spread over the workers (its three projects are the longest chains).
  // Two by default: on 2 cores they take a fifth off the run, and no wait depends on a quiet network
  // (support/settle.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // Timed states (a toast, the upload's auto-continue) are checked with the page's long timers held
  // (support/timed.ts), so no check races a timer in the page. CI retries a failed test once, for a
  // first page load slowed past its wait by the server tests on the same two cores; `npm test` names
  // every test that passed only on its retry, and a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // `npm test` runs these beside the server tests on the same cores: a first page load can take
  // several seconds there, so waits are generous (the checks are the same).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list', { printSteps: true }],
    ['html', { outputFolder: 'artifacts/report', open: 'never' }],
    // `npm test` (scripts/test.mjs) counts the tests of both runners from their JSON reports.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    launchOptions: chromium,
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A trace records every action's page and a screencast: about a third of a test's CPU. CI keeps
    // one for a test that failed once (recorded on its retry, the run that decides); a run without
    // retries keeps the trace of each failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  },
  projects: [
    // Signs up the host each project below shares (support/host.ts).
    { name: 'setup', testMatch: 'auth.setup.ts' },
    { name: 'light', use: { ...desktop, colorMode: 'light' }, dependencies: ['setup'] },
    // The colour modes and the phone width are about how screens look: screens.spec.ts only.
    { name: 'dark', use: { ...desktop, colorMode: 'dark' }, testMatch: 'screens.spec.ts', dependencies: ['setup'] },
    {
      name: 'phone',
      dependencies: ['setup'],
      // 375 px wide: a small phone with touch and a mobile viewport.
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        colorMode: 'light',
      },
      testMatch: 'screens.spec.ts',
    },
  ],
});

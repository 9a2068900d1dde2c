/**
 * Waits for a screen to be ready to look at: its loaders gone (an assertion), after giving the
 * network up to 10 s to go quiet so lazy chunks, images and fonts have arrived. A page that keeps
 * talking (a poll, a slow font) is not an error: the quiet wait is a courtesy, the loader check is
 * the test.
 */
import { expect, type Page } from '@playwright/test';

const QUIET_WAIT_MS = 10_000;

export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: QUIET_WAIT_MS }).catch(() => undefined);
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
}

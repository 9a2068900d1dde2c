/**
 * Nothing pushes the page itself sideways at its current width (a wide table scrolls in its own box).
 * The layout answers a new viewport width after a render or two (the sidebar folds away, a toast
 * follows), so the overflow is read until it is gone, never once: a read right after
 * `setViewportSize` can still measure the wider layout. Lint refuses `scrollWidth` in the browser
 * tests outside this file.
 */
import { expect, type Page } from '@playwright/test';

export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${what}: the page is wider than the window (by this many px)`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * A spec's screenshots: whole pages under e2e/artifacts/screenshots/{prefix}-{name}.png, animations
 * stopped, each attached to its test's report.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

export const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** The screenshot function of a spec whose pictures are named `{prefix}-…`. */
export function screenshotsOf(prefix: string) {
  return async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
    const file = path.join(shotsDir, `${prefix}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };
}

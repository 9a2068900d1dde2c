/**
 * axe-core in the page: fails the test (softly, so the rest of it still runs) on any
 * violation of impact serious or critical, and prints each one readably.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: string[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

/**
 * Resolves once no finite CSS transition or animation runs in the page (a spinner's endless one
 * does not count), or after 10 s. A dialog fading out or a toast fading in has colours between
 * two states, and axe would measure the contrast of that moment.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => undefined);
}

export async function expectNoSeriousViolations(page: Page, screen: string, testInfo: TestInfo): Promise<void> {
  await transitionsDone(page);
  // axe-core once per document: a screen checked again (another tab, a dialog) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  const all = violations as AxeViolation[];
  const serious = all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const describe = (list: AxeViolation[]) =>
    list
      .map(
        (v) =>
          `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes
            .slice(0, 5)
            .map(
              (n) =>
                `    ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
            )
            .join('\n'),
      )
      .join('\n');
  if (all.length) await testInfo.attach(`axe ${screen}`, { body: describe(all), contentType: 'text/plain' });
  expect.soft(serious.length, `axe on ${screen}: serious or critical violations\n${describe(serious)}`).toBe(0);
}

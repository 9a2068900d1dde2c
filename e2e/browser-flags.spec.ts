/**
 * The browser the tests drive starts as scripts/chromium.mjs says. Chromium keeps only the last
 * --disable-features of its command line and Playwright gives its own list first, so a feature of
 * Playwright's list that ours lacks (after a Playwright update) would be turned back on silently;
 * and a renamed Chromium feature would leave the address bar's popup loading in every window.
 */
import { test, expect } from './support/fixtures.ts';
import { disableFeaturesFlag } from '../scripts/chromium.mjs';
import { commandLine, processTree } from '../apps/server/test/helpers/processes.ts';

const namesOf = (flag: string) => flag.slice(flag.indexOf('=') + 1).split(',');

test('the browser turns off every feature Playwright turns off, and ours', async ({ browser }) => {
  expect(browser.isConnected()).toBe(true);
  // The browsers this worker launched: the processes under it that Playwright talks to over a pipe.
  const launched = processTree(process.pid)
    .map((pid) => commandLine(pid).split(' '))
    .filter((args) => args.includes('--remote-debugging-pipe'));
  expect(launched.length, 'browsers this worker launched').toBeGreaterThan(0);
  for (const args of launched) {
    const lists = args.filter((arg) => arg.startsWith('--disable-features='));
    // The last one is the one Chromium reads: ours, holding every name of those before it.
    expect(lists.at(-1)).toBe(disableFeaturesFlag);
    const effective = new Set(namesOf(disableFeaturesFlag));
    const dropped = lists
      .slice(0, -1)
      .flatMap(namesOf)
      .filter((name) => name && !effective.has(name));
    expect(dropped, 'features an earlier --disable-features turns off and ours turns back on').toEqual([]);
  }
});

test('a new browser context loads no address-bar popup', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await (await context.newPage()).goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] };
    await cdp.detach();
    expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual([]);
  } finally {
    await context.close();
  }
});

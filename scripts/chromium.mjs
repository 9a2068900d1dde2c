// How every headless Chromium of the repository starts: the browser tests, the benchmarks and
// the screenshot script. Browsers cannot be downloaded here, so Debian's Chromium (or
// CHROME_PATH) is used, without sandbox, GPU or any background traffic of its own.

/** The Chromium binary: CHROME_PATH, else Debian's. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The features Playwright turns off in every launch (playwright-core's chromiumSwitches). Chromium
 * reads only the last --disable-features of its command line, and Playwright puts its own first, so
 * the switch below repeats these: without them, ours would turn them back on.
 * e2e/browser-flags.spec.ts reads the running browser's command line and fails when Playwright's
 * list names one that this one lacks (a Playwright update).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The features our launches turn off. Headless Chromium is the whole browser without a screen: each
 * new window (every Playwright browser context opens one) loads the address bar's suggestion popup,
 * a WebUI page in a renderer of its own, about 2 CPU-seconds per window for a popup no test shows.
 */
export const ourDisabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** The one --disable-features switch of a Playwright launch: Playwright's list and ours. */
export const disableFeaturesFlag = `--disable-features=${[...playwrightDisabledFeatures, ...ourDisabledFeatures].join(',')}`;

/**
 * The command-line flags every Playwright launch passes. A launcher with a --disable-features list
 * of its own (Lighthouse's chrome-launcher) takes them without `disableFeaturesFlag`.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  disableFeaturesFlag,
];

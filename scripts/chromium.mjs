// How every headless Chromium of the repository starts: the browser tests, the benchmarks and
// the screenshot script. Browsers cannot be downloaded here, so Debian's Chromium (or
// CHROME_PATH) is used, without sandbox, GPU or any background traffic of its own.

/** The Chromium binary: CHROME_PATH, else Debian's. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The command-line flags every launch passes. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

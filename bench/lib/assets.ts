/**
 * The JS and CSS a page downloads, as the bundle benchmarks measure it: every response that is
 * a script or a stylesheet (by extension or content type), with its raw size and its size
 * gzipped at level 9.
 */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

export type Download = { url: string; kind: 'js' | 'css'; status: number; bytes: number; gzipped: number };

/**
 * Starts recording the page's JS and CSS responses; `describe` adds each benchmark's own
 * findings about a file from its path and text. The returned function waits for the bodies and
 * throws when an asset was not served (the sizes would mean nothing) or no JavaScript came at
 * all; `what` names the page in that message.
 */
export function recordDownloads<T extends object>(
  page: Page,
  describe: (pathname: string, text: string, kind: 'js' | 'css') => T,
): (what: string) => Promise<(Download & T)[]> {
  const pending: Promise<(Download & T) | null>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    const type = res.headers()['content-type'] ?? '';
    const js = /\.m?js$/.test(url.pathname) || type.includes('javascript');
    const css = /\.css$/.test(url.pathname) || type.includes('text/css');
    if (!js && !css) return;
    const kind = js ? 'js' : 'css';
    pending.push(
      res.body().then(
        (body) => ({
          url: url.pathname,
          kind,
          status: res.status(),
          bytes: body.length,
          gzipped: zlib.gzipSync(body, { level: 9 }).length,
          ...describe(url.pathname, body.toString('utf8'), kind),
        }),
        () => null,
      ),
    );
  });
  return async (what) => {
    // Promise.all's Awaited<Download & T> is not narrowed for a generic T; it is the same type.
    const downloads = (await Promise.all(pending)).filter((d) => d !== null) as (Download & T)[];
    const failed = downloads.filter((d) => d.status !== 200);
    if (failed.length > 0)
      throw new Error(`Assets not served: ${failed.map((d) => `${d.url} ${d.status}`).join(', ')}`);
    if (!downloads.some((d) => d.kind === 'js')) throw new Error(`${what} downloaded no JavaScript at all`);
    return downloads;
  };
}

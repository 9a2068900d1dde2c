/**
 * Bundle benchmark: the JS and CSS a browser downloads for /login, gzipped (level 9),
 * served by the real server from apps/web/dist. Targets: <= 200 KB in total, and the
 * Quill editor's chunk not among the downloads.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CleanupStack } from './lib/cleanup.ts';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { ensureWebBuilt, webDist } from '../scripts/web-build.mjs';
import { startGuidebook } from './lib/guidebook-server.ts';
import { checkTarget, printTable, type BenchOutcome } from './lib/report.ts';

const TARGET_KB = 200;
const distDir = webDist;

/** Strings only Quill's own code carries (its blot registry; its toolbar's CSS). */
const isQuillJs = (text: string) => text.includes('blots/block') && text.includes('blots/scroll');
const isQuillCss = (text: string) => text.includes('.ql-toolbar');

/** Built JS/CSS files that are Quill (the editor chunk and its theme), by content. */
async function quillFilesInDist(): Promise<string[]> {
  const assets = path.join(distDir, 'assets');
  const names = await fs.readdir(assets).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names) {
    if (!/\.(m?js|css)$/.test(name)) continue;
    const text = await fs.readFile(path.join(assets, name), 'utf8');
    if (name.endsWith('.css') ? isQuillCss(text) : isQuillJs(text)) found.push(name);
  }
  return found;
}

type Download = {
  url: string;
  status: number;
  kind: 'js' | 'css';
  bytes: number;
  gzipped: number;
  quill: boolean;
};

export async function runBundleBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    ensureWebBuilt({ quiet: true, log: (m) => console.log(`  ${m}`) });
    const quillInDist = await quillFilesInDist();
    const gb = await startGuidebook(cleanup);

    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: chromiumFlags,
      timeout: 60_000,
    });
    cleanup.add('close Chromium', () => browser.close());
    const page = await browser.newPage();
    const pending: Promise<Download | null>[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      const type = res.headers()['content-type'] ?? '';
      const kind = /\.m?js$/.test(url.pathname) || type.includes('javascript') ? 'js' : null;
      const css = /\.css$/.test(url.pathname) || type.includes('text/css') ? 'css' : null;
      if (!kind && !css) return;
      pending.push(
        res.body().then(
          (body) => {
            const text = body.toString('utf8');
            return {
              url: url.pathname,
              status: res.status(),
              kind: kind ?? 'css',
              bytes: body.length,
              gzipped: zlib.gzipSync(body, { level: 9 }).length,
              quill: kind ? isQuillJs(text) : isQuillCss(text),
            };
          },
          () => null,
        ),
      );
    });
    const answer = await page.goto(`${gb.baseUrl}/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!answer || answer.status() !== 200) throw new Error(`/login answered ${answer?.status() ?? 'nothing'}`);
    // Lazy chunks requested after the first idle moment still count.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const downloads = (await Promise.all(pending)).filter((d): d is Download => d !== null);
    const landed = new URL(page.url()).pathname;
    // A broken asset would make the sizes meaningless: that is an error, not a small bundle.
    const failed = downloads.filter((d) => d.status !== 200);
    if (failed.length > 0)
      throw new Error(`Assets not served: ${failed.map((d) => `${d.url} ${d.status}`).join(', ')}`);
    if (!downloads.some((d) => d.kind === 'js')) throw new Error('/login downloaded no JavaScript at all');

    const totalGz = downloads.reduce((sum, d) => sum + d.gzipped, 0);
    const totalRaw = downloads.reduce((sum, d) => sum + d.bytes, 0);
    const quillDownloaded = downloads.filter((d) => d.quill || quillInDist.includes(path.basename(d.url)));
    const kb = (b: number) => (b / 1024).toFixed(1);
    console.log(`\n  /login (landed on ${landed}): ${downloads.length} JS/CSS files`);
    printTable(
      ['file', 'kind', 'raw KB', 'gzip-9 KB'],
      [
        ...downloads.sort((a, b) => b.gzipped - a.gzipped).map((d) => [d.url, d.kind, kb(d.bytes), kb(d.gzipped)]),
        ['total', '', kb(totalRaw), kb(totalGz)],
      ],
    );
    console.log(
      `\n  Quill files in the build: ${quillInDist.length ? quillInDist.join(', ') : 'none found (editor not built yet?)'}\n`,
    );
    const checks = [
      checkTarget(`JS+CSS for /login <= ${TARGET_KB} KB gzipped`, totalGz <= TARGET_KB * 1024, `${kb(totalGz)} KB`),
      checkTarget(
        'Quill editor not downloaded on /login',
        quillDownloaded.length === 0,
        quillDownloaded.length ? quillDownloaded.map((d) => d.url).join(', ') : 'not downloaded',
      ),
    ];
    return {
      bench: 'bundle',
      checks,
      figures: { landed, totalRawBytes: totalRaw, totalGzipBytes: totalGz, downloads, quillInDist },
    };
  } finally {
    await cleanup.run();
  }
}

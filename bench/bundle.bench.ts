/**
 * Bundle benchmark: the JS and CSS a browser downloads for /login, gzipped (level 9),
 * served by the real server from apps/web/dist. Targets: <= 200 KB in total, and the
 * Quill editor's chunk not among the downloads.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { recordDownloads } from './lib/assets.ts';
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
    const downloaded = recordDownloads(page, (_, text, kind) => ({
      quill: kind === 'js' ? isQuillJs(text) : isQuillCss(text),
    }));
    const answer = await page.goto(`${gb.baseUrl}/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!answer || answer.status() !== 200) throw new Error(`/login answered ${answer?.status() ?? 'nothing'}`);
    // Lazy chunks requested after the first idle moment still count.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const downloads = await downloaded('/login');
    const landed = new URL(page.url()).pathname;

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

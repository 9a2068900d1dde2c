/**
 * Guest guide benchmark, on one real server with one branded guide (the ten
 * template categories, topics with a real image, a logo):
 *   (a) first load of /g/{token} at 375 px: JS and CSS gzipped (level 9) <= 100 KB, and no
 *       admin chunk (editor, charts, Mantine, tables, the admin entry) downloaded;
 *   (b) Lighthouse 12, mobile profile, on Debian's Chromium: performance and accessibility >= 95;
 *   (c) GET /api/guest/guides/:token under autocannon (20 connections) against the bare
 *       Fastify route in the same run: >= 25% of its req/s, p99 <= 10 ms.
 * The guide also has French, translated (welcome text, categories, published topics), and
 * (a), (b) and (c) run again for a French guest: a browser speaking fr-FR (Chromium --lang and
 * --accept-lang, Playwright's locale), and the data call with Accept-Language: fr-FR,fr;q=0.9 (the
 * server caches each language's answer), against the same bare-route baseline. The English figures
 * are measured as before.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { RESULT } from '@guidebook/contract';
import { recordDownloads, type Download as AssetDownload } from './lib/assets.ts';
import { startBaselineServer } from './lib/baseline.ts';
import { CleanupStack } from './lib/cleanup.ts';
import { repoRoot } from './lib/child.ts';
import { chromiumFlags, chromiumPath, disableFeaturesFlag } from '../scripts/chromium.mjs';
import { ensureWebBuilt, webDist } from '../scripts/web-build.mjs';
import { startGuidebook } from './lib/guidebook-server.ts';
import { BENCH_GUIDE, callApi, createHost, type Host } from './lib/host-account.ts';
import { benchSeconds, measure } from './lib/load.ts';
import { checkTarget, fmt, printTable, type BenchOutcome, type TargetCheck } from './lib/report.ts';

const BUNDLE_TARGET_KB = 100;
const SCORE_TARGET = 95;
const RATIO_TARGET = 0.25;
const P99_TARGET_MS = 10;
const HIDDEN_PHONE = '+44 7700 900461';
/** The French guest: what the browser sends and what the server must answer in. */
const FRENCH = {
  locale: 'fr-FR',
  acceptLanguage: 'fr-FR,fr;q=0.9',
  chromeFlags: ['--lang=fr-FR', '--accept-lang=fr-FR,fr'],
  /** The guest app's French label of the Home tab (apps/web/src/guest/i18n/catalogs/fr.ts). */
  homeTab: 'Accueil',
};

const distDir = webDist;

/**
 * Admin code a guest must never download, recognised by content (names are hashed): each
 * library's own strings. The admin entry and its preloads are added from dist/index.html.
 */
const ADMIN_KINDS: { kind: string; js: (t: string) => boolean; css: (t: string) => boolean }[] = [
  {
    kind: 'editor (Quill)',
    js: (t) => t.includes('blots/block') && t.includes('blots/scroll'),
    css: (t) => t.includes('.ql-toolbar'),
  },
  { kind: 'charts (Recharts)', js: (t) => t.includes('recharts'), css: (t) => t.includes('recharts') },
  { kind: 'Mantine', js: (t) => t.includes('mantine'), css: (t) => t.includes('mantine') },
  {
    kind: 'tables (Mantine Table)',
    js: (t) => t.includes('Table component was not found in the tree'),
    css: () => false,
  },
];

function adminKindsOf(name: string, text: string): string[] {
  const css = name.endsWith('.css');
  return ADMIN_KINDS.filter((k) => (css ? k.css(text) : k.js(text))).map((k) => k.kind);
}

/** Every built JS/CSS file that is admin code, with what it is. */
async function adminFilesInDist(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const assets = path.join(distDir, 'assets');
  for (const name of await fs.readdir(assets)) {
    if (!/\.(m?js|css)$/.test(name)) continue;
    const kinds = adminKindsOf(name, await fs.readFile(path.join(assets, name), 'utf8'));
    if (kinds.length) found.set(name, kinds);
  }
  const index = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  for (const m of index.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)) {
    const name = m[1] as string;
    found.set(name, [...(found.get(name) ?? []), 'admin entry or preload']);
  }
  return found;
}

async function uploadImage(baseUrl: string, host: Host, name: string, hue: number): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="100%" height="100%" fill="hsl(${hue}, 60%, 55%)"/>
    <circle cx="320" cy="200" r="120" fill="white" fill-opacity="0.5"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const form = new FormData();
  for (const [k, v] of Object.entries({ chunkIndex: '0', totalChunks: '1', name, comment: '', private: '4' }))
    form.append(k, v);
  form.append('chunk', new Blob([png], { type: 'image/png' }), name);
  const res = await fetch(`${baseUrl}/api/files/public/create`, { method: 'POST', headers: host.headers, body: form });
  const body = (await res.json()) as { RES_CODE: string; RES_RESULT: { id_file_public: number }[] };
  if (body.RES_CODE !== RESULT.OK) throw new Error(`upload ${name}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.RES_RESULT[0]!.id_file_public;
}

const TOPIC_HTML = (n: number) =>
  `<h2>Step ${n}</h2><p>The key box is by the <strong>blue door</strong>; the code arrives on the morning of your ` +
  'arrival. The Wi-Fi network is <em>HarbourGuest</em>, the password is on the fridge.</p>' +
  '<ul><li>Check-out by 11:00</li><li>Leave the keys on the kitchen table</li><li>Bins go out on Tuesdays</li></ul>';

/** A topic's French content: as long as the original, so the two languages' payloads compare. */
const TOPIC_HTML_FR = (n: number) =>
  `<h2>Étape ${n}</h2><p>La boîte à clés est près de la <strong>porte bleue</strong> ; le code arrive le matin de ` +
  'votre arrivée. Le réseau Wi-Fi est <em>HarbourGuest</em>, le mot de passe est sur le frigo.</p>' +
  '<ul><li>Départ avant 11 h</li><li>Laissez les clés sur la table de la cuisine</li><li>Poubelles le mardi</li></ul>';

async function putApi(baseUrl: string, host: Host, path: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'PUT',
    headers: { ...host.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as { RES_CODE?: string } | null;
  if (answer?.RES_CODE !== RESULT.OK) throw new Error(`PUT ${path}: HTTP ${res.status} ${JSON.stringify(answer)}`);
}

/**
 * French as a further language, translated as a host would: the subtitle and welcome text
 * (the title stays, a name), every category's name, every published topic's title and content.
 */
async function translateIntoFrench(
  baseUrl: string,
  host: Host,
  idGuide: number,
  topics: { id_guide_topic: number; category: number; n: number }[],
): Promise<void> {
  await putApi(baseUrl, host, '/guides/languages', { id_guide: idGuide, default_language: 'en', languages: ['fr'] });
  await putApi(baseUrl, host, '/guides/translate', {
    id_guide: idGuide,
    language: 'fr',
    subtitle: 'Vue sur la mer, deux chambres',
    welcome: 'Bienvenue ! Nous espérons que vous aimerez le port autant que nous.',
  });
  for (const category of new Set(topics.map((t) => t.category))) {
    await putApi(baseUrl, host, '/content_categories/translate', {
      id_guide_content: category,
      language: 'fr',
      name: `Rubrique ${category}`,
    });
  }
  for (const t of topics) {
    await putApi(baseUrl, host, '/content_topics/translate', {
      id_guide_topic: t.id_guide_topic,
      language: 'fr',
      name: `Sujet ${t.category}.${t.n}`,
      content: TOPIC_HTML_FR(t.n),
    });
  }
}

/** One guide as a host builds it, French included; returns its share token. */
async function seedGuide(baseUrl: string, host: Host): Promise<string> {
  const guide = (await callApi(baseUrl, host, 'POST', '/guides/create', {
    ...BENCH_GUIDE,
    phone: HIDDEN_PHONE,
    phone_id_contact_type: 2,
  })) as { id_guide: number };
  const logo = await uploadImage(baseUrl, host, 'logo.png', 200);
  const photo = await uploadImage(baseUrl, host, 'photo.png', 30);
  const res = await fetch(`${baseUrl}/api/guides/branding`, {
    method: 'PUT',
    headers: { ...host.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id_guide: guide.id_guide, id_file_public: logo, font: 'Montserrat', color: '#1d6fa5' }),
  });
  if (!res.ok) throw new Error(`branding: HTTP ${res.status} ${await res.text()}`);
  const categories = (await callApi(baseUrl, host, 'GET', `/content_categories/list?id_guide=${guide.id_guide}`)) as
    { id_guide_content: number }[] | { rows: { id_guide_content: number }[] };
  const list = Array.isArray(categories) ? categories : categories.rows;
  if (list.length !== 10) throw new Error(`the template made ${list.length} categories, not 10`);
  const published: { id_guide_topic: number; category: number; n: number }[] = [];
  for (const [i, c] of list.entries()) {
    for (let t = 1; t <= 3; t++) {
      const topic = (await callApi(baseUrl, host, 'POST', '/content_topics/create', {
        id_guide_content: c.id_guide_content,
        name: `Topic ${i + 1}.${t}`,
        description: 'What guests ask about most',
        content: TOPIC_HTML(t),
        id_file_public: photo,
        id_status: t === 3 ? 0 : 1,
      })) as { id_guide_topic: number };
      if (t !== 3) published.push({ id_guide_topic: topic.id_guide_topic, category: i + 1, n: t });
    }
  }
  await translateIntoFrench(baseUrl, host, guide.id_guide, published);
  const share = (await callApi(baseUrl, host, 'GET', `/guides/share?id_guide=${guide.id_guide}`)) as { token: string };
  return share.token;
}

type Download = AssetDownload & { admin: string[] };

/** `french`: a browser speaking French; the page must then be shown in French. */
async function firstLoad(url: string, adminInDist: Map<string, string[]>, cleanup: CleanupStack, french = false) {
  const args = french ? [...chromiumFlags, ...FRENCH.chromeFlags] : chromiumFlags;
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args });
  cleanup.add('close Chromium', () => browser.close());
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...(french ? { locale: FRENCH.locale } : {}),
  });
  const page = await context.newPage();
  const downloaded = recordDownloads(page, (pathname, text) => {
    const name = path.basename(pathname);
    return { admin: [...new Set([...adminKindsOf(name, text), ...(adminInDist.get(name) ?? [])])] };
  });
  const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  if (answer?.status() !== 200) throw new Error(`${url} answered ${answer?.status() ?? 'nothing'}`);
  await page.getByRole('heading', { level: 1, name: 'Harbour View Flat' }).waitFor({ timeout: 30_000 });
  if (french) {
    // Served and labelled in French, not merely asked for.
    await page.getByRole('tab', { name: FRENCH.homeTab }).waitFor({ timeout: 30_000 });
    const lang = await page.locator('html').getAttribute('lang');
    if (lang !== 'fr') throw new Error(`the French guest's page has <html lang="${lang}">, not fr`);
  }
  // The app's own later fetches (icon font, service worker's copies) still count if they are JS or CSS.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  const html = await page.content();
  if (html.includes(HIDDEN_PHONE)) throw new Error('the guest page shows the Hidden phone: the seed is wrong');
  await browser.close();
  return downloaded(url);
}

type LighthouseRun = {
  performance: number;
  accessibility: number;
  /** Lighthouse's own measure of the CPU speed during the run (higher is faster); the load moves it. */
  benchmarkIndex: number;
  metrics: Record<string, string>;
  failed: string[];
};

/** `french`: Chromium speaking French; the run must have asked for the guide in French. */
async function runLighthouse(url: string, cleanup: CleanupStack, french = false): Promise<LighthouseRun> {
  // chrome-launcher passes a --disable-features list of its own: the Playwright launches' switch,
  // coming after it, would replace it.
  const launcherFlags = chromiumFlags.filter((flag) => flag !== disableFeaturesFlag);
  const chromeFlags = french ? [...launcherFlags, ...FRENCH.chromeFlags] : launcherFlags;
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  cleanup.add('kill Lighthouse Chromium', () => chrome.kill());
  try {
    // Lighthouse's default config is the mobile profile (Moto G Power, simulated slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    await fs.writeFile(
      path.join(repoRoot, `bench/.out/lighthouse-guest${french ? '-fr' : ''}.json`),
      JSON.stringify(lhr, null, 2),
    );
    if (french) {
      const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items;
      const asked = (requests ?? []).map((r) => r.url ?? '').filter((u) => u.includes('/api/guest/guides/'));
      if (!asked.some((u) => /[?&]lang=fr\b/.test(u)))
        throw new Error(
          `Lighthouse's French browser did not ask for the guide in French: ${asked.join(', ') || 'no call'}`,
        );
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics: Record<string, string> = {};
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ])
      metrics[id] = lhr.audits[id]?.displayValue ?? '-';
    const failed = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
      .filter((a): a is NonNullable<typeof a> => !!a && a.score !== null && a.score < 0.9)
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      metrics,
      failed,
    };
  } finally {
    chrome.kill();
  }
}

function lighthouseRuns(): number {
  const n = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  return Number.isInteger(n) && n >= 1 && n <= 9 ? n : 5;
}

const kb = (b: number) => (b / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

type FirstLoad = { downloads: Download[]; totalGz: number; totalRaw: number; adminDownloaded: Download[] };

/** The first load at 375 px (a French browser with `french`), printed as a table of its files. */
async function firstLoadFigures(
  url: string,
  adminInDist: Map<string, string[]>,
  cleanup: CleanupStack,
  french: boolean,
): Promise<FirstLoad> {
  const downloads = await firstLoad(url, adminInDist, cleanup, french);
  const totalGz = downloads.reduce((s, d) => s + d.gzipped, 0);
  const totalRaw = downloads.reduce((s, d) => s + d.bytes, 0);
  const browser = french ? `, French browser (${FRENCH.locale})` : '';
  console.log(`\n  /g/{token} at 375 px${browser}: ${downloads.length} JS/CSS files`);
  printTable(
    ['file', 'kind', 'raw KB', 'gzip-9 KB'],
    [
      ...downloads.sort((a, b) => b.gzipped - a.gzipped).map((d) => [d.url, d.kind, kb(d.bytes), kb(d.gzipped)]),
      ['total', '', kb(totalRaw), kb(totalGz)],
    ],
  );
  return { downloads, totalGz, totalRaw, adminDownloaded: downloads.filter((d) => d.admin.length > 0) };
}

type LighthouseMedian = { runs: LighthouseRun[]; performance: number; accessibility: number };

/** LIGHTHOUSE_RUNS runs (a French browser with `french`), each printed, and their median scores. */
async function lighthouseMedian(url: string, cleanup: CleanupStack, french: boolean): Promise<LighthouseMedian> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < lighthouseRuns(); i++) {
    console.log(`  Lighthouse run ${i + 1}${french ? ', French browser' : ''} ...`);
    const run = await runLighthouse(url, cleanup, french);
    console.log(
      `    performance ${run.performance}, accessibility ${run.accessibility} (CPU benchmark index ${run.benchmarkIndex}); ` +
        `${Object.entries(run.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}${run.failed.length ? `; below 0.9: ${run.failed.join(', ')}` : ''}`,
    );
    runs.push(run);
  }
  return {
    runs,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** The guest targets for one browser language; `names` keeps each language's check names as recorded. */
function guestChecks(
  load: FirstLoad,
  lh: LighthouseMedian,
  data: Measured,
  bare: Measured,
  adminFiles: number,
  names: { prefix: string; adminKinds: string; data: string },
): TargetCheck[] {
  const { prefix } = names;
  return [
    checkTarget(
      `${prefix}JS+CSS for /g/{token} <= ${BUNDLE_TARGET_KB} KB gzipped`,
      load.totalGz <= BUNDLE_TARGET_KB * 1024,
      `${kb(load.totalGz)} KB (${kb(load.totalRaw)} KB raw, ${load.downloads.length} files)`,
    ),
    checkTarget(
      `${prefix}no admin chunk${names.adminKinds} downloaded by /g/{token}`,
      load.adminDownloaded.length === 0,
      load.adminDownloaded.length
        ? load.adminDownloaded.map((d) => `${d.url} [${d.admin.join(', ')}]`).join('; ')
        : `none of the ${adminFiles} admin files`,
    ),
    checkTarget(
      `${prefix}Lighthouse mobile performance >= ${SCORE_TARGET}`,
      lh.performance >= SCORE_TARGET,
      `${lh.performance} (median of ${lh.runs.map((r) => r.performance).join(', ')})`,
    ),
    checkTarget(
      `${prefix}Lighthouse mobile accessibility >= ${SCORE_TARGET}`,
      lh.accessibility >= SCORE_TARGET,
      `${lh.accessibility} (median of ${lh.runs.map((r) => r.accessibility).join(', ')})`,
    ),
    checkTarget(
      `${names.data} >= ${fmt.pct(RATIO_TARGET)} of bare req/s`,
      data.rps >= RATIO_TARGET * bare.rps,
      `${fmt.n(data.rps)} vs ${fmt.n(bare.rps)} req/s = ${fmt.pct(data.rps / bare.rps)}`,
    ),
    checkTarget(
      `${names.data} p99 <= ${P99_TARGET_MS} ms`,
      data.p99 <= P99_TARGET_MS,
      `${fmt.ms(data.p99)} ms (p50 ${fmt.ms(data.p50)})`,
    ),
  ];
}

export async function runGuestBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const seconds = benchSeconds();
    ensureWebBuilt({ quiet: true, log: (m) => console.log(`  ${m}`) });
    const adminInDist = await adminFilesInDist();
    const gb = await startGuidebook(cleanup);
    const host = await createHost(gb.databaseUrl);
    const token = await seedGuide(gb.baseUrl, host);
    const guideUrl = `${gb.baseUrl}/g/${token}`;
    const dataUrl = `${gb.baseUrl}/api/guest/guides/${token}`;
    const payload = (await (await fetch(dataUrl)).json()) as { RES_RESULT: { categories: { topics: unknown[] }[] } };
    const topics = payload.RES_RESULT.categories.reduce((n, c) => n + c.topics.length, 0);
    console.log(`  guide ${guideUrl}: ${payload.RES_RESULT.categories.length} categories, ${topics} published topics`);
    const frenchHeaders = { 'accept-language': FRENCH.acceptLanguage };
    const served = async (headers: Record<string, string>) => {
      const res = await fetch(dataUrl, { headers });
      const body = await res.text();
      return {
        language: (JSON.parse(body) as { RES_RESULT: { language?: string } }).RES_RESULT.language,
        bytes: body.length,
      };
    };
    const englishAnswer = await served({});
    const frenchAnswer = await served(frenchHeaders);
    if (englishAnswer.language !== 'en' || frenchAnswer.language !== 'fr')
      throw new Error(`the data call served ${englishAnswer.language} bare and ${frenchAnswer.language} for French`);
    console.log(
      `  data call: ${englishAnswer.bytes} B in English (bare), ${frenchAnswer.bytes} B in French (Accept-Language: ${FRENCH.acceptLanguage})`,
    );

    // (a) First load.
    const kinds = [...new Set([...adminInDist.values()].flat())];
    console.log(
      `  admin files in the build: ${adminInDist.size} (${kinds.map((k) => `${k}: ${[...adminInDist.values()].filter((v) => v.includes(k)).length}`).join(', ')})`,
    );
    const english = await firstLoadFigures(guideUrl, adminInDist, cleanup, false);
    // (a) again, a French guest: the French labels' catalog comes on top.
    const french = await firstLoadFigures(guideUrl, adminInDist, cleanup, true);

    // (b) Lighthouse: the median of a few runs, since the shared machine's load moves the performance score.
    const lighthouseEn = await lighthouseMedian(guideUrl, cleanup, false);
    const lighthouseFr = await lighthouseMedian(guideUrl, cleanup, true);

    // (c) The guest data call against the bare route, same run.
    const baseUrl = await startBaselineServer(gb.databaseUrl, cleanup);
    const bare = await measure('bare Fastify', { url: `${baseUrl}/bare` }, seconds);
    const guest = await measure('guest guide data', { url: dataUrl }, seconds);
    const frGuest = await measure(
      'guest guide data, French (Accept-Language)',
      { url: dataUrl, headers: frenchHeaders },
      seconds,
    );
    console.log('');
    printTable(
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'vs bare'],
      [
        ['baseline: bare Fastify, fixed JSON', fmt.n(bare.rps), fmt.ms(bare.p50), fmt.ms(bare.p99), '100%'],
        [
          `GET /api/guest/guides/:token (${topics} topics)`,
          fmt.n(guest.rps),
          fmt.ms(guest.p50),
          fmt.ms(guest.p99),
          fmt.pct(guest.rps / bare.rps),
        ],
        [
          `the same, Accept-Language: ${FRENCH.acceptLanguage}`,
          fmt.n(frGuest.rps),
          fmt.ms(frGuest.p50),
          fmt.ms(frGuest.p99),
          fmt.pct(frGuest.rps / bare.rps),
        ],
      ],
    );
    console.log('');

    const checks: TargetCheck[] = [
      ...guestChecks(english, lighthouseEn, guest, bare, adminInDist.size, {
        prefix: '',
        adminKinds: ' (editor, charts, Mantine, tables, admin entry)',
        data: 'guest guide data',
      }),
      // The same targets for a French guest.
      ...guestChecks(french, lighthouseFr, frGuest, bare, adminInDist.size, {
        prefix: 'French guest: ',
        adminKinds: '',
        data: 'French guest data (Accept-Language)',
      }),
    ];
    return {
      bench: 'guest',
      checks,
      figures: {
        seconds,
        firstLoad: { totalRawBytes: english.totalRaw, totalGzipBytes: english.totalGz, downloads: english.downloads },
        lighthouse: lighthouseEn.runs,
        bare,
        guest,
        french: {
          acceptLanguage: FRENCH.acceptLanguage,
          payloadBytes: { en: englishAnswer.bytes, fr: frenchAnswer.bytes },
          firstLoad: { totalRawBytes: french.totalRaw, totalGzipBytes: french.totalGz, downloads: french.downloads },
          lighthouse: lighthouseFr.runs,
          guest: frGuest,
        },
      },
    };
  } finally {
    await cleanup.run();
  }
}

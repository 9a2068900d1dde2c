/**
 * A guest opens a guide on its workspace's own domain, in a real browser: Debian's Chromium asks for
 * https://guide.villa-rosa.test (mapped to 127.0.0.1) and reaches the real web build through Debian's
 * Caddy with an on-demand certificate (helpers/caddy.ts) and the app behind it. The domain's root
 * leads to the guide's readable path `/{guide slug}`, which shows the guide, its topic and its images,
 * all from the domain, with the guide's manifest on the domain; the admin app and another workspace's
 * guide answer 404 there. The page is a secure context, so the offline worker registers and the guide
 * opens again with no network from the copy it kept.
 *
 * Needs the web build (apps/web/dist: `npm run build`; `npm test` builds first) and Caddy; without
 * Caddy or Chromium the file is skipped with a warning, without the build it fails saying so.
 * GUIDEBOOK_SHOTS_DIR=<folder> keeps phone-size screenshots of the guide there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type net from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULT, ZWorkspaceDomain } from '@guidebook/contract';
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs';
import { builtAt, webDist as builtWebDist, webSourcesAt } from '../../../scripts/web-build.mjs';
import {
  api,
  buildAccount,
  buildCategory,
  buildFile,
  buildSharedGuide,
  buildTopic,
  resultOf,
} from './helpers/factories.ts';
import { noisePng } from './helpers/images.ts';
import { CADDY, startCaddy } from './helpers/caddy.ts';
import { startDnsServer } from './helpers/dns-server.ts';
import { getTempDir, getTestServer, stopWhenDone } from './helpers/test-app.ts';

const DOMAIN = 'guide.villa-rosa.test';
const TITLE = 'Villa Rosa by the sea';
const SLUG = 'villa-rosa';
const CATEGORY = 'Arrival';
const TOPIC = { name: 'Where the keys are', text: 'The keys hang by the green door.' };
const CHROMIUM = fs.existsSync(chromiumPath);
const SHOTS = process.env.GUIDEBOOK_SHOTS_DIR;
/** Each wait for the page: long enough for two shared cores, short enough to fail quickly. */
const WAIT_MS = 15_000;

/** A private copy of the web build, so a rebuild of apps/web/dist during the run cannot swap its assets. */
async function webBuildCopy(): Promise<string> {
  if (!fs.existsSync(path.join(builtWebDist, 'guest.html')) || !fs.existsSync(path.join(builtWebDist, 'sw.js')))
    throw new Error(`${builtWebDist} has no web build: run \`npm run build\` first (\`npm test\` builds it).`);
  if (builtAt() < webSourcesAt())
    throw new Error(`${builtWebDist} is older than apps/web's sources: run \`npm run build\` first.`);
  const copy = await getTempDir('guidebook-web-');
  fs.cpSync(builtWebDist, copy, { recursive: true });
  return copy;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // The guide's font, once loaded (the first paint may still use the fallback).
  await page.evaluate(() =>
    (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready.then(
      () => true,
    ),
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name) });
}

/** The guide's home: its title as the page's heading. */
async function guideShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** From the guide's home to the topic, through the Info tab and its category. */
async function openTopic(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Info' }).click({ timeout: WAIT_MS });
  await page.getByRole('link', { name: CATEGORY }).click({ timeout: WAIT_MS });
  await page.getByRole('link', { name: TOPIC.name }).click({ timeout: WAIT_MS });
  await page.getByText(TOPIC.text).waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** The page's images (this project's server code has no DOM types: the few fields read are named here). */
type PageImage = { currentSrc: string; src: string; complete: boolean; naturalWidth: number };

/** Every image of the page: where it came from, and whether it has loaded (decoded, with a size). */
async function imagesOf(page: Page): Promise<{ src: string; loaded: boolean }[]> {
  return page
    .locator('img')
    .evaluateAll((elements) =>
      (elements as unknown as PageImage[])
        .filter((img) => img.currentSrc || img.src)
        .map((img) => ({ src: img.currentSrc || img.src, loaded: img.complete && img.naturalWidth > 0 })),
    );
}

/** GET `url` from inside the page (the browser's own network, certificate and host mapping): its status and body. */
function fetchInPage(page: Page, url: string): Promise<{ status: number; body: string }> {
  return page.evaluate(
    (target) => fetch(target).then(async (res) => ({ status: res.status, body: await res.text() })),
    url,
  );
}

describe.skipIf(!CADDY || !CHROMIUM)('the guest guide on its workspace’s own domain, in Chromium', () => {
  if (!CADDY) console.warn('domain-guest-browser.test.ts skipped: caddy is not installed (apt-get install caddy)');
  if (!CHROMIUM) console.warn(`domain-guest-browser.test.ts skipped: no Chromium at ${chromiumPath} (CHROME_PATH)`);

  // CI retries it once, as it does the browser tests: Chromium, Caddy and the server share two cores
  // with the rest of `npm test` there. A test that fails twice fails the run and prints its error in the summary.
  it(
    'opens from the domain’s root, shows the topic and its images from the domain, and again offline',
    { timeout: 120_000, retry: process.env.CI ? 1 : 0 },
    async () => {
      const webDist = await webBuildCopy();
      const dns = await startDnsServer();
      const t = await getTestServer({ dnsServers: [dns.address], webDist });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const appPort = (t.app.server.address() as net.AddressInfo).port;

      const host = await buildAccount(t.app);
      const guide = await buildSharedGuide(t.app, host, { title: TITLE });
      resultOf(await api(t.app, host).put('/guides/slug', { id_guide: guide.id_guide, slug: SLUG }));
      // A logo (the header's image and the home-screen icons) and a topic with its own photo.
      const logo = await buildFile(t.app, host, { name: 'logo.png', bytes: await noisePng(96, 96) });
      resultOf(
        await api(t.app, host).put('/guides/branding', {
          id_guide: guide.id_guide,
          id_file_public: logo.id_file_public,
          font: 'Lato',
          color: '#1a7f5a',
        }),
      );
      const photo = await buildFile(t.app, host, { name: 'keys.png', bytes: await noisePng(320, 200) });
      const category = await buildCategory(t.app, host, { id_guide: guide.id_guide, name: CATEGORY });
      await buildTopic(t.app, host, {
        id_guide_content: category.id_guide_content,
        name: TOPIC.name,
        content: `<p>${TOPIC.text}</p>`,
        id_file_public: photo.id_file_public,
      });
      const set = ZWorkspaceDomain.parse(resultOf(await api(t.app, host).put('/workspace/domain', { domain: DOMAIN })));
      dns.txt.set(set.records[0]!.name, [set.records[0]!.value]);
      expect(resultOf(await api(t.app, host).post('/workspace/domain/verify', {})).state).toBe('verified');
      // Another workspace's guide: its token link must not open on this domain.
      const other = await buildSharedGuide(t.app, await buildAccount(t.app), { title: 'Someone else’s flat' });

      const caddy = await startCaddy(appPort);
      const origin = `https://${DOMAIN}:${caddy.httpsPort}`;
      const browser: Browser = await chromium.launch({
        executablePath: chromiumPath,
        headless: true,
        // The certificate comes from Caddy's local authority, which this browser does not know: its
        // errors are ignored for the whole browser (a context-level setting would leave the worker's
        // script refused), so the page stays a secure context.
        args: [...chromiumFlags, `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`, '--ignore-certificate-errors'],
      });
      stopWhenDone(() => browser.close());
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));

      // The domain's root leads to its only guide, at the guide's readable path.
      const first = await page.goto(`${origin}/`, { timeout: 30_000 });
      expect(first?.status(), caddy.child.output()).toBe(200);
      expect(page.url()).toBe(`${origin}/${SLUG}`);
      await guideShown(page);
      const homeImages = await imagesOf(page);
      expect(homeImages.length, 'the header shows the logo').toBeGreaterThan(0);
      for (const image of homeImages) {
        expect(new URL(image.src).origin, image.src).toBe(origin);
        expect(image.loaded, `${image.src} did not load`).toBe(true);
      }
      expect(await page.evaluate(() => (globalThis as unknown as { isSecureContext: boolean }).isSecureContext)).toBe(
        true,
      );
      await screenshot(page, 'domain-guest-home.png');

      await openTopic(page);
      const images = await imagesOf(page);
      expect(images.length, 'the topic shows its image').toBeGreaterThan(0);
      for (const image of images) {
        expect(new URL(image.src).origin, image.src).toBe(origin);
        expect(image.loaded, `${image.src} did not load`).toBe(true);
      }
      await screenshot(page, 'domain-guest-topic.png');
      // Everything the page asked for came from the domain (no PUBLIC_URL, no other host).
      const elsewhere = requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
      expect(elsewhere).toEqual([]);

      // The guide's own manifest, on the domain, opening the guide at its readable path.
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).not.toBeNull();
      const manifestUrl = new URL(manifestHref!, page.url());
      expect(manifestUrl.origin).toBe(origin);
      const manifestAnswer = await fetchInPage(page, manifestUrl.href);
      expect(manifestAnswer.status).toBe(200);
      const manifest = JSON.parse(manifestAnswer.body) as {
        start_url: string;
        scope: string;
        name: string;
        icons: { src: string }[];
      };
      expect(manifest.name).toBe(TITLE);
      expect(new URL(manifest.start_url, manifestUrl).href).toBe(`${origin}/${SLUG}`);
      expect(`${origin}/${SLUG}`.startsWith(new URL(manifest.scope, manifestUrl).href)).toBe(true);
      expect(manifest.icons.length).toBeGreaterThan(0);
      for (const icon of manifest.icons) {
        const iconUrl = new URL(icon.src, manifestUrl);
        expect(iconUrl.origin).toBe(origin);
        expect((await fetchInPage(page, iconUrl.href)).status, icon.src).toBe(200);
      }

      // The admin app, the host's calls and another workspace's guide are not on the domain.
      for (const url of [
        '/login',
        '/digital-guides',
        `/g/${other.token}`,
        '/api/guides/list',
        `/api/guest/guides/${other.token}`,
      ]) {
        const res = await fetchInPage(page, `${origin}${url}`);
        expect(res.status, url).toBe(404);
        expect((JSON.parse(res.body) as { RES_CODE: number }).RES_CODE, url).toBe(RESULT.NOT_FOUND);
      }

      // Offline: the worker kept the guide; a fresh load of its readable path with no network shows it.
      await page
        .locator('html[data-offline-ready="true"]')
        .waitFor({ state: 'attached', timeout: 30_000 })
        .catch(() => {
          throw new Error('the guest app never said its offline copy was kept (data-offline-ready)');
        });
      await context.setOffline(true);
      await page.goto(`${origin}/${SLUG}`);
      await guideShown(page);
      expect(page.url()).toBe(`${origin}/${SLUG}`);
      await page.getByText('Offline', { exact: true }).waitFor({ state: 'visible', timeout: WAIT_MS });
      await screenshot(page, 'domain-guest-offline.png');
      await openTopic(page);
      for (const image of await imagesOf(page)) expect(image.loaded, `${image.src} offline`).toBe(true);
      await context.setOffline(false);
    },
  );
});

/**
 * The guest guide's finish, light desktop project. A host's guide with the
 * Montserrat font, a topic using every editor format, categories whose names differ from the
 * words guests type, an empty category and a map with two places. A guest with no session:
 * - the chosen font is the text's computed font and the only font family downloaded;
 * - bullets show as bullets, numbers as numbers (a., i. when nested), checklists as boxes;
 * - "wifi" and "zazolc" find their category and topics offline, the words marked;
 * - the empty category is nowhere;
 * - the Map tab shows a map with the pins while the tile server (scripts/e2e.mjs) answers, and
 *   the list of places with Directions links when it does not;
 * - the header gives way to a compact bar on scroll; dark mode; the House Manual offline;
 *   both phones labelled apart.
 */
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { RESULT } from '@guidebook/contract';
import { test, expect } from './support/fixtures.ts';
import { withApi, type LoginResult } from './support/api.ts';
import { pngFile } from './support/images.ts';
import { parsePdf } from '../apps/server/test/helpers/pdf.ts';

const FONT = 'Montserrat';
const EMPTY = 'Empty shelf';
const WIFI_CATEGORY = 'WiFi & Internet';
const STREAMING = 'Wi-Fi & streaming';
const POLISH = 'Zażółć gęślą jaźń';
const EVERY = 'Every format';
const PINS = [
  { name: 'Harbour café', category: 'Food', description: 'Best coffee', latitude: 50.1526, longitude: -5.0665 },
  { name: 'Gyllyngvase Beach', category: 'Beach', description: null, latitude: 50.1437, longitude: -5.0683 },
];
const PHONES = { phone: '+44 7700 900461', phone2: '+44 1326 555010' };

const UI = '<span class="ql-ui" contenteditable="false"></span>';
const li = (kind: string, text: string, indent = 0) =>
  `<li data-list="${kind}"${indent ? ` class="ql-indent-${indent}"` : ''}>${UI}${text}</li>`;
/** What the Quill 2 editor saves for each format (root.innerHTML). */
const EVERY_FORMAT =
  '<p>Plain <strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> ' +
  '<span style="color: rgb(230, 0, 0);">red</span> <span class="ql-size-large">large</span> <code>code</code></p>' +
  `<ol>${li('bullet', 'Bullet one')}${li('bullet', 'Bullet nested', 1)}${li('bullet', 'Bullet two')}</ol><p>Between</p>` +
  `<ol>${li('ordered', 'Number one')}${li('ordered', 'Number one a', 1)}${li('ordered', 'Number one b', 1)}` +
  `${li('ordered', 'Number one b i', 2)}${li('ordered', 'Number two')}</ol>` +
  `<ol>${li('checked', 'Towels out')}${li('unchecked', 'Bins out')}</ol>` +
  '<p class="ql-align-center">Centred line</p><p class="ql-indent-1">Indented line</p>' +
  '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">line one</div>' +
  '<div class="ql-code-block" data-language="plain">line two</div></div>';

let session: LoginResult;
let link: string;
let token: string;
let idGuide: number;

test.describe.configure({ mode: 'serial' });

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const res = await request[method](`/api${url}`, {
    headers: { authorization: `Bearer ${session.token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await res.json()) as { RES_CODE: string; RES_RESULT: T };
  expect(body.RES_CODE, `${url}: ${JSON.stringify(body)}`).toBe(RESULT.OK);
  return body.RES_RESULT;
}

// Every page starts signed in as the project's shared host (support/host.ts).
test.use({ signedIn: true });

test.beforeAll(({ host }) =>
  withApi(async (api, request) => {
    session = api.use(host);
    const { id_guide } = await api.createGuide({
      title: 'Quay Cottage',
      host: 'Ana Host',
      phone: PHONES.phone,
      phone2: PHONES.phone2,
      address: '4 Quay Street',
      city: 'Falmouth',
      country: 'United Kingdom',
      id_address_view: 1,
      timezone: 'Europe/London',
    });
    await call(request, 'put', '/guides/branding', { id_guide, id_file_public: null, font: FONT, color: '#1d6fa5' });
    const image = await api.upload(await pngFile('quay.png', 160));
    const category = (name: string) =>
      api.createCategory({ id_guide, name, image: '<i class="fa-solid fa-star"></i>' });
    const topic = (id: number, name: string, content: string) =>
      api.createTopic({ id_guide_content: id, name, content, id_status: 1, id_file_public: image.id_file_public });
    const wifi = await category(WIFI_CATEGORY);
    await topic(wifi.id_guide_content, 'Router', '<p>The box under the television.</p>');
    const fun = await category('Entertainment');
    await topic(fun.id_guide_content, STREAMING, '<p>Netflix is signed in.</p>');
    const local = await category('Local tips');
    await topic(local.id_guide_content, POLISH, '<p>A pangram.</p>');
    await topic(local.id_guide_content, EVERY, EVERY_FORMAT);
    await category(EMPTY);
    const map = await call<{ id_map: number }>(request, 'post', '/maps/create', { title: 'Nearby', pins: PINS });
    await call(request, 'put', '/guides/active_map', { id_guide, id_map: map.id_map });
    idGuide = id_guide;
    ({ url: link, token } = await call<{ url: string; token: string }>(
      request,
      'get',
      `/guides/share?id_guide=${id_guide}`,
    ));
  }),
);

/** Each list item's text as the accessibility tree has it, generated markers included, spaces normalised. */
async function listItemTexts(page: Page): Promise<string[]> {
  type AxNode = { nodeId: string; role?: { value?: string }; name?: { value?: unknown }; childIds?: string[] };
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AxNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const text = (n: AxNode): string =>
      n.role?.value === 'StaticText'
        ? String(n.name?.value ?? '')
        : (n.childIds ?? [])
            .map((id) => byId.get(id))
            .map((c) => (c ? text(c) : ''))
            .join('');
    return nodes
      .filter((n) => n.role?.value === 'listitem')
      .map((n) =>
        text(n)
          .replace(/\s+/g, ' ')
          .replace(/^([•☑☐]|[a-z0-9]+\.)\s*/, '$1 ')
          .trim(),
      );
  } finally {
    await cdp.detach();
  }
}

/** WCAG contrast of an element's text on its own background, or on the nearest `surface` ancestor's. */
function contrastOf(locator: Locator, surface?: string): Promise<number> {
  return locator.evaluate((element, selector) => {
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: number[]) =>
      c
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const back = (selector ? element.closest(selector) : element) as HTMLElement;
    const background = getComputedStyle(back).backgroundColor;
    if (/rgba\(.*,\s*0\)$/.test(background)) return 1;
    const [hi, lo] = [lum(rgb(getComputedStyle(element).color)), lum(rgb(background))].sort((x, y) => y - x) as [
      number,
      number,
    ];
    return (hi + 0.05) / (lo + 0.05);
  }, surface);
}

async function openGuide(page: Page): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Quay Cottage' })).toBeVisible();
}

test('the host’s font is the text’s font and the only font downloaded', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  await openGuide(page);
  // Every font face the page has loaded, by family: the host's font only (once its chunk and files arrive).
  const loadedFamilies = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [
        ...new Set([...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''))),
      ];
    });
  await expect.poll(loadedFamilies).toEqual([FONT]);
  const family = await page.locator('.welcome-text').evaluate((e) => getComputedStyle(e).fontFamily);
  expect(family).toMatch(new RegExp(`^"?${FONT}"?,`));
  expect(fonts.length).toBeGreaterThan(0);
  for (const file of fonts) expect(file).toMatch(/\/assets\/montserrat-[a-z-]+-(400|700)-normal-[\w-]+\.woff2$/);
});

test('every editor format renders as the editor shows it', async ({ page, request }) => {
  await openGuide(page);
  await page.getByRole('tab', { name: 'Info' }).click();
  await page.getByRole('link', { name: 'Local tips' }).click();
  await page.getByRole('link', { name: new RegExp(EVERY) }).click();
  await expect(page.getByRole('heading', { level: 2, name: EVERY })).toBeVisible();
  // The markers are CSS generated content (counters for numbers): read them as the browser's
  // accessibility tree has them, which is what a screen reader hears next to each item.
  const items = await listItemTexts(page);
  for (const item of [
    '• Bullet one',
    '• Bullet nested',
    '• Bullet two',
    '1. Number one',
    'a. Number one a',
    'b. Number one b',
    'i. Number one b i',
    '2. Number two',
    '☑ Towels out',
    '☐ Bins out',
  ])
    expect(items).toContain(item);
  const start = (text: string) =>
    page.locator('.rich-text li', { hasText: new RegExp(`^${text}$`) }).evaluate((e) => ({
      listStyle: getComputedStyle(e).listStyleType,
      left: e.getBoundingClientRect().left + parseFloat(getComputedStyle(e).paddingLeft),
    }));
  const top = await start('Bullet one');
  expect(top.listStyle, 'the <ol> draws no numbers of its own').toBe('none');
  expect((await start('Bullet nested')).left, 'a nested item starts further right').toBeGreaterThan(top.left + 20);
  await expect(page.locator('.rich-text .ql-align-center')).toHaveCSS('text-align', 'center');
  await expect(page.locator('.rich-text .ql-code-block-container')).toHaveCSS('font-family', /monospace/);
  await expect(page.locator('.rich-text span', { hasText: 'red' })).toHaveCSS('color', 'rgb(230, 0, 0)');

  // The House Manual lists the same items with the same markers.
  const pdf = await parsePdf(await (await request.get(`/api/guest/guides/${token}/pdf`)).body());
  for (const text of ['Bullet one', 'Bullet nested', 'Number one b i', 'Towels out', 'Bins out', 'line one'])
    expect(pdf.text).toContain(text);
  for (const number of ['1.', 'a.', 'b.', 'i.', '2.']) expect(pdf.text).toContain(number);
});

test('search finds "wifi" and "zazolc" offline, and never the empty category', async ({ page, context }) => {
  await openGuide(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the guide' });
  const results = page.getByRole('region', { name: 'Search results' });

  await search.fill('wifi');
  await expect(results.getByRole('link', { name: new RegExp(`^${WIFI_CATEGORY}`) })).toBeVisible();
  await expect(results.getByRole('link', { name: new RegExp(`^${STREAMING}`) })).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/wi-?fi/i);
  await expect(page.getByRole('status')).toHaveText('2 results found');

  await search.fill('zazolc');
  await expect(results.getByRole('link', { name: new RegExp(`^${POLISH}`) })).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText('Zażółć');

  await search.fill('empty shelf');
  await expect(results.getByRole('paragraph')).toHaveText('No topics match "empty shelf".');
  await search.fill('');
  await page.getByRole('tab', { name: 'Info' }).click();
  await expect(page.getByRole('link', { name: 'Local tips' })).toBeVisible();
  await expect(page.getByRole('link', { name: EMPTY })).toHaveCount(0);

  // The House Manual was kept with the guide: offline it opens from that copy.
  await page.getByRole('tab', { name: 'Help' }).click();
  await expect(page.getByRole('link', { name: 'House Manual (PDF)' })).toHaveAttribute('href', /^blob:/);
  await context.setOffline(false);
});

test('the Map tab: a map with the pins while tiles load, the places with directions when they do not', async ({
  page,
  browser,
}) => {
  const tileUrl = process.env.E2E_TILE_URL ?? '';
  expect(tileUrl, 'scripts/e2e.mjs starts a tile server').toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  await openGuide(page);
  expect(await page.locator('meta[name="tile-url"]').getAttribute('content')).toBe(tileUrl);
  await page.getByRole('tab', { name: 'Map' }).click();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(PINS.length);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Test tiles');
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expectPlaces(page);
  const openInMaps = page.getByRole('link', { name: 'Open in maps', exact: true });
  expect(await contrastOf(openInMaps), 'the address card’s Open in maps button').toBeGreaterThanOrEqual(4.5);

  // A tile server that does not answer: no empty map, the places and their links remain.
  const context = await browser.newContext();
  try {
    await context.route(/\/tiles\/\d+\/\d+\/\d+\.png$/, (route) => route.abort());
    const guest = await context.newPage();
    await guest.goto(link);
    await guest.getByRole('tab', { name: 'Map' }).click();
    await expectPlaces(guest);
    await expect(guest.locator('.leaflet-container')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the Map tab in the guest’s language: Leaflet’s controls named in it, placed where the page starts', async ({
  page,
}) => {
  const languages = (list: string[]) =>
    call(page.request, 'put', '/guides/languages', { id_guide: idGuide, default_language: 'en', languages: list });
  await languages(['ar']);
  try {
    await page.goto(`${link}?lang=ar`);
    await page.getByRole('tab', { name: 'الخريطة' }).click();
    const map = page.locator('.leaflet-container');
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
    const zoomIn = map.getByRole('button', { name: 'تكبير' });
    await expect(zoomIn).toBeVisible();
    await expect(map.getByRole('button', { name: 'تصغير' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
    // Right to left: the zoom buttons at the top right.
    const [frame, button] = await Promise.all([map.boundingBox(), zoomIn.boundingBox()]);
    expect(button!.x + button!.width / 2).toBeGreaterThan(frame!.x + frame!.width / 2);
    await map.locator('path.leaflet-interactive').first().click();
    await expect(map.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  } finally {
    await languages([]);
  }
});

async function expectPlaces(page: Page): Promise<void> {
  const places = page.getByRole('list', { name: 'Places' });
  for (const pin of PINS) {
    await expect(places.getByText(pin.name)).toBeVisible();
    await expect(places.getByRole('link', { name: `Directions: ${pin.name}` })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${pin.latitude}%2C${pin.longitude}`,
    );
  }
}

test('the header collapses on scroll, dark mode keeps the brand legible, both phones are told apart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 480 });
  await openGuide(page);
  const bar = page.locator('.compact-bar');
  await expect(bar).toHaveAttribute('data-shown', 'false');
  await page.getByRole('tab', { name: 'Help' }).click();
  await page.mouse.move(187, 300);
  await page.mouse.wheel(0, 400);
  await expect(bar).toHaveAttribute('data-shown', 'true');
  await expect(bar).toContainText('Quay Cottage');
  await expect(bar).toBeInViewport();
  await page.mouse.wheel(0, -2000);
  await expect(bar).toHaveAttribute('data-shown', 'false');

  const contacts = page.locator('.contact-list').first();
  await expect(contacts.locator('li', { hasText: PHONES.phone })).toContainText('Phone');
  await expect(contacts.locator('li', { hasText: PHONES.phone2 })).toContainText('Second phone');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(21, 23, 26)');
  const contrast = await contrastOf(page.getByRole('link', { name: PHONES.phone }), '.card');
  expect(contrast, 'a brand-coloured link on a dark card').toBeGreaterThanOrEqual(4.5);
  const button = page.getByRole('link', { name: 'House Manual (PDF)' });
  expect(await contrastOf(button), 'the House Manual button in dark mode').toBeGreaterThanOrEqual(4.5);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await contrastOf(button), 'the House Manual button in light mode').toBeGreaterThanOrEqual(4.5);
});

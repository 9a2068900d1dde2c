/**
 * Both PDFs print text in any script: Latin with diacritics, Greek, Cyrillic, Arabic
 * (shaped, right to left), Hebrew, Japanese and Chinese, checked by extracting the text
 * with poppler's pdftotext (poppler-utils; without it these tests fail, never skip).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { TGuestGuide } from '@guidebook/contract';
import { renderFlyer, type FlyerInput } from './flyer-pdf.ts';
import { wifiQrPng, type WifiDetails } from './flyer-wifi.ts';
import { renderGuidePdf } from './guide-pdf.ts';
import { printLabels } from './print-labels.ts';

export const SAMPLES = {
  polish: 'Zażółć gęślą jaźń',
  greek: 'Καλώς ήρθατε',
  russian: 'Добро пожаловать',
  arabic: 'مرحبا بكم',
  hebrew: 'ברוכים הבאים',
  japanese: 'ようこそ、東京の家へ',
  chinese: '欢迎光临',
} as const;

/**
 * pdftotext's text with whitespace collapsed. Poppler puts the text of a right-to-left
 * line back in logical order (the order it is typed in) and wraps it in directional
 * marks (U+202B ... U+202C): a correctly made Arabic PDF extracts as 'مرحبا بكم', which
 * is what is asserted, after the marks are removed.
 */
function pdfText(pdf: Buffer): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text without any whitespace: a long line may wrap anywhere, Japanese without a space. */
const squash = (text: string) => text.replace(/\s+/g, '');

const FLYER_URL = 'https://guidebook.example/g/abc';

/** An A4 flyer with no subtitle, logo or cover unless given. */
function flyerOf(input: Partial<FlyerInput> & { title: string }): Promise<Buffer> {
  return renderFlyer({
    subtitle: null,
    color: '#0f766e',
    logo: null,
    cover: null,
    url: FLYER_URL,
    paper: 'A4',
    ...input,
  });
}

function topic(id: number, name: string, content: string) {
  return { id, name, description: null, content, image_path: null, thumb_path: null };
}

export function guideOf(title: string, categories: TGuestGuide['categories']): TGuestGuide {
  return {
    title,
    subtitle: SAMPLES.greek,
    welcome: `${SAMPLES.russian}. ${SAMPLES.hebrew}.`,
    timezone: null,
    branding: { logo_path: null, font: 'Roboto', color: '#1e3a8a' },
    address: { address: 'ul. Źródlana 5', address2: null, city: 'Łódź', state: null, zipcode: null, country: null },
    contacts: [{ kind: 'host', value: 'Małgorzata Żółkiewska' }],
    categories,
    updated_at: '2025-01-01T00:00:00.000Z',
    map: null,
  };
}

export const MIXED_GUIDE = guideOf(SAMPLES.polish, [
  {
    id: 1,
    name: SAMPLES.arabic,
    description: SAMPLES.chinese,
    icon: 'home',
    kind: null,
    topics: [
      topic(
        1,
        SAMPLES.japanese,
        `<p>${SAMPLES.arabic}</p><p><strong>${SAMPLES.hebrew}</strong></p><ol><li data-list="bullet">${SAMPLES.chinese}</li></ol>` +
          `<p>Wi-Fi: <em>${SAMPLES.greek}</em> ${SAMPLES.russian}</p>`,
      ),
    ],
  },
]);

const NON_LATIN =
  /[\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}]/u;

describe('PDF text in every script', () => {
  it('the guide PDF extracts every script as written, with no "?" in place of a letter', async () => {
    const text = pdfText(await renderGuidePdf({ guide: MIXED_GUIDE, logo: null, cover: null, images: new Map() }));
    for (const sample of Object.values(SAMPLES)) expect(text).toContain(sample);
    expect(text).toContain('Łódź');
    expect(text).toContain('Małgorzata Żółkiewska');
    expect(text).not.toContain('?');
    expect(Object.values(SAMPLES).every((s) => NON_LATIN.test(s) || /[ąęłńóśźż]/.test(s))).toBe(true);
  });

  it('the flyer prints a title and subtitle in any script', async () => {
    for (const [title, subtitle] of [
      [SAMPLES.japanese, SAMPLES.chinese],
      [SAMPLES.arabic, SAMPLES.hebrew],
      [SAMPLES.polish, `${SAMPLES.greek} ${SAMPLES.russian}`],
      // Too wide for one line at the large size: set smaller, on two lines, whole.
      [`${SAMPLES.polish} — Dom nad jeziorem`, null],
      ['東京の家へようこそ。渋谷駅から徒歩五分の静かなアパートメント、最上階の眺め', null],
    ] as const) {
      const text = pdfText(await flyerOf({ title, subtitle, lang: 'ja' }));
      expect(squash(text)).toContain(squash(title));
      if (subtitle) expect(text).toContain(subtitle);
      expect(text).toContain(FLYER_URL);
      expect(text).not.toContain('?');
    }
  });

  it('a long right-to-left paragraph wraps, each line in reading order', async () => {
    const words = Array.from({ length: 40 }, (_, i) => (i % 2 ? SAMPLES.arabic : `${SAMPLES.hebrew} ${i}`)).join(' ');
    const guide = guideOf('RTL', [
      { id: 1, name: 'x', description: null, icon: 'home', kind: null, topics: [topic(1, 'y', `<p>${words}</p>`)] },
    ]);
    const text = pdfText(await renderGuidePdf({ guide, logo: null, cover: null, images: new Map() }));
    expect(text).toContain(SAMPLES.arabic);
    expect(text).toContain(SAMPLES.hebrew);
  });

  it('a right-to-left guide is mirrored, and a phone number in it reads left to right', async () => {
    /** The words pdftotext finds on the first page, with where each starts. */
    const words = (pdf: Buffer) =>
      [
        ...execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], { input: pdf })
          .toString('utf8')
          .matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g),
      ].map((m) => ({ x: Number(m[1]), text: m[2] ?? '' }));
    const content =
      `<ol><li data-list="bullet">${SAMPLES.arabic}</li><li data-list="ordered">${SAMPLES.arabic}</li></ol>` +
      '<ol><li data-list="bullet">Towels are in the cupboard</li></ol>';
    const guide = {
      ...guideOf(SAMPLES.arabic, [
        { id: 1, name: SAMPLES.arabic, description: null, icon: 'home', kind: null, topics: [topic(1, 'x', content)] },
      ]),
      welcome: null,
      address: null,
      contacts: [{ kind: 'phone' as const, value: '+20 100 555 0199' }],
    };
    const half = 595.28 / 2;
    const arabic = words(await renderGuidePdf({ guide, logo: null, cover: null, images: new Map(), lang: 'ar' }));
    // The Arabic items' markers at the right edge, the English item's at the left, as a browser shows them.
    const bullets = arabic.filter((w) => w.text === '•').map((w) => w.x);
    expect(bullets).toHaveLength(2);
    expect(bullets.filter((x) => x > half)).toHaveLength(1);
    expect(arabic.find((w) => w.text === '1.')?.x).toBeGreaterThan(half);
    // The phone's groups from left to right in the order it is dialled.
    const phone = ['+20', '100', '555', '0199'].map((g) => arabic.find((w) => w.text === g)?.x ?? NaN);
    expect(phone.every((x, i) => i === 0 || x > (phone[i - 1] ?? Infinity))).toBe(true);
    // The same guide in English: everything starts at the left.
    const english = words(await renderGuidePdf({ guide, logo: null, cover: null, images: new Map(), lang: 'en' }));
    expect(english.filter((w) => w.text === '•' && w.x < half)).toHaveLength(1);
  });

  it('uses the host’s guest font where it has the characters, Noto for the rest', async () => {
    const fontsOf = (pdf: Buffer) =>
      execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8').split('\n').slice(2).join('\n');
    const lato = fontsOf(
      await renderGuidePdf({
        guide: { ...MIXED_GUIDE, branding: { ...MIXED_GUIDE.branding, font: 'Lato' } },
        logo: null,
        cover: null,
        images: new Map(),
      }),
    );
    // Polish, Greek and Russian are in Lato's subsets; Japanese and Arabic are not.
    expect(lato).toMatch(/Lato-Regular/);
    expect(lato).toMatch(/Lato-Bold/);
    expect(lato).toMatch(/NotoSansJP/);
    expect(lato).toMatch(/NotoNaskhArabic/);
    const flyer = fontsOf(await flyerOf({ title: 'Zażółć gęślą jaźń', color: '#1e3a8a', font: 'Montserrat' }));
    expect(flyer).toMatch(/Montserrat-Bold/);
  });

  it('text stays copyable in every PDF the process makes, whatever an earlier one printed', async () => {
    // A font is parsed once per process. The first PDF prints '…', ':' and ';', glyphs made of '.' and ','
    // in PT Sans (used nowhere else in this file), before any of them prints a '.'; the second must still
    // read back with its dots, exactly.
    const flyer = (title: string, url: string) => flyerOf({ title, url, color: '#1e3a8a', font: 'PT Sans' });
    pdfText(await flyer('Wait… 10:30; café', 'https://x'));
    const url = 'http://127.0.0.1:3000/g/abc-DEF_1';
    const text = pdfText(await flyer('Zażółć, gęślą jaźń.', url));
    expect(text).toContain(url);
    expect(text).toContain('Zażółć, gęślą jaźń.');
  });

  // Laying out about 29,000 characters takes seconds, more beside the other test files.
  it('a 40-topic Japanese guide stays under 5 MB: fonts are subsetted', async () => {
    const paragraph = `<p>${'東京の家へようこそ。チェックインは午後三時から、チェックアウトは午前十一時までです。'.repeat(6)}</p>`;
    const topics = Array.from({ length: 40 }, (_, i) =>
      topic(i + 1, `${SAMPLES.japanese} ${i + 1}`, paragraph.repeat(3)),
    );
    const guide = guideOf('東京の家', [{ id: 1, name: '到着', description: null, icon: 'home', kind: null, topics }]);
    const pdf = await renderGuidePdf({ guide, logo: null, cover: null, images: new Map(), lang: 'ja' });
    expect(pdf.length).toBeLessThan(5 * 1024 * 1024);
    expect(pdfText(pdf)).toContain('チェックアウトは午前十一時までです');
  }, 120_000);

  it('prints the fixed texts in the guide language: a Japanese flyer with WiFi, a French guide', async () => {
    const wifi: WifiDetails = { name: 'Tokyo-Home', password: 'sakura-2025', security: 'WPA' };
    const ja = printLabels('ja');
    const flyer = squash(
      pdfText(await flyerOf({ title: SAMPLES.japanese, lang: 'ja', wifi: { ...wifi, qrPng: await wifiQrPng(wifi) } })),
    );
    for (const label of [ja.flyerInstructions, ja.flyerLinkLabel, ja.wifiNetwork, ja.wifiPassword, ja.wifiScan])
      expect(flyer).toContain(squash(label));
    expect(flyer).toContain('Tokyo-Home');
    expect(flyer).toContain('sakura-2025');
    expect(flyer).not.toContain(squash(printLabels('en').flyerInstructions));
    expect(flyer).not.toContain(squash(printLabels('en').wifiScan));

    const fr = printLabels('fr');
    const guide = pdfText(
      await renderGuidePdf({ guide: MIXED_GUIDE, logo: null, cover: null, images: new Map(), lang: 'fr' }),
    );
    // The heading is letter-spaced: poppler may read a gap in it as a space.
    expect(squash(guide)).toContain(squash(fr.manualTitle.toUpperCase()));
    expect(guide).toContain(fr.manualAddress);
    expect(guide).toContain(`${fr.contactLabels.host}${fr.labelSeparator}`.trimEnd());
    expect(guide).toContain(fr.pageOf(1, 1));
    expect(squash(guide)).not.toContain(squash(printLabels('en').manualTitle.toUpperCase()));
    expect(guide).not.toContain(printLabels('en').pageOf(1, 1));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { RESULT, ZShareLink } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import type { TestAccount } from './helpers/factories.ts';
import * as factories from './helpers/factories.ts';
import { parsePdf } from './helpers/pdf.ts';

let idGuide: number;

const TITLE = 'Seaview Loft';

const t = await getTestServer();
const host = await factories.buildAccount(t.app);
const other = await factories.buildAccount(t.app);

beforeAll(async () => {
  const guide = await factories.buildGuide(t.app, host, {
    title: TITLE,
    subtitle: 'Two minutes from the beach',
    host: 'Zoë Ångström',
    phone: '+44 1234 000111',
    phone2: 'HIDDEN-PHONE-IN-PDF',
    phone2_id_contact_type: 2,
    address: '3 Quay Street',
    city: 'Kraków',
    welcome: 'Welcome! Make yourself at home 🏠.',
  });
  idGuide = guide.id_guide;
  // A WebP logo with transparency: pdfkit cannot read WebP, so the server converts it.
  const logo = await sharp({
    create: { width: 120, height: 60, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
  })
    .webp()
    .toBuffer();
  const logoFile = await factories.buildFile(t.app, host, { name: 'logo.webp', bytes: logo });
  await factories.api(t.app, host).put('/guides/branding', {
    id_guide: idGuide,
    id_file_public: logoFile.id_file_public,
    font: 'Roboto',
    color: '#1e3a8a',
  });
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 20, g: 160, b: 120 } } })
    .gif()
    .toBuffer();
  const photoFile = await factories.buildFile(t.app, host, { name: 'pier.gif', bytes: photo });
  const category = await factories.buildCategory(t.app, host, { id_guide: idGuide, name: 'Arrival Information' });
  await factories.buildTopic(t.app, host, {
    id_guide_content: category.id_guide_content,
    id_file_public: photoFile.id_file_public,
    name: 'Finding the key box',
    content:
      '<h2>Key box</h2><p>The <strong>key box</strong> is by the <em>blue door</em>.</p>' +
      '<ol><li data-list="bullet">Code 4321</li><li data-list="ordered">Turn left</li></ol>' +
      '<p>Smart quotes “ok” and emoji 🔑 and Łódź.</p>',
  });
  await factories.buildTopic(t.app, host, {
    id_guide_content: category.id_guide_content,
    id_file_public: photoFile.id_file_public,
    name: 'DRAFT-TOPIC-IN-PDF',
    id_status: 0,
  });
});

async function shareLink(account: TestAccount = host) {
  return t.app.inject({ method: 'GET', url: `/api/guides/share?id_guide=${idGuide}`, headers: account.auth });
}

describe('share link', () => {
  it('is an unguessable token under PUBLIC_URL/g/, stable until regenerated', async () => {
    const res = await shareLink();
    expect(res.statusCode).toBe(200);
    const link = ZShareLink.parse(res.json().RES_RESULT);
    expect(link.id_guide).toBe(idGuide);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect(link.url).toBe(`http://guide.test/g/${link.token}`);
    expect(ZShareLink.parse((await shareLink()).json().RES_RESULT).token).toBe(link.token);
  });

  it('is not shown to another account, nor without a session', async () => {
    const foreign = await shareLink(other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    const none = await t.app.inject({ method: 'GET', url: `/api/guides/share?id_guide=${idGuide}` });
    expect(none.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('regenerates: the new token opens the guide and the old one answers 01 everywhere', async () => {
    const old = ZShareLink.parse((await shareLink()).json().RES_RESULT);
    expect((await t.app.inject({ method: 'GET', url: `/api/guest/guides/${old.token}` })).statusCode).toBe(200);

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/guides/share/regenerate',
      headers: other.auth,
      payload: { id_guide: idGuide },
    });
    expect(foreign.json().RES_CODE).toBe(RESULT.NOT_FOUND);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guides/share/regenerate',
      headers: host.auth,
      payload: { id_guide: idGuide },
    });
    expect(res.json().RES_CODE).toBe(RESULT.OK);
    const fresh = ZShareLink.parse(res.json().RES_RESULT);
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.url).toBe(`http://guide.test/g/${fresh.token}`);
    expect(ZShareLink.parse((await shareLink()).json().RES_RESULT).token).toBe(fresh.token);

    for (const url of [`/api/guest/guides/${old.token}`, `/api/guest/guides/${old.token}/pdf`]) {
      const gone = await t.app.inject({ method: 'GET', url });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    }
    const opened = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${fresh.token}` });
    expect(opened.json().RES_RESULT.title).toBe(TITLE);
  });
});

describe('QR code', () => {
  it('PNG decodes to the readable link', async () => {
    const link = ZShareLink.parse((await shareLink()).json().RES_RESULT);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/qr?id_guide=${idGuide}&format=png`,
      headers: host.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(res.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(link.readable_url);
  });

  it('defaults to PNG, and SVG is a valid SVG image of the same code', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/qr?id_guide=${idGuide}`,
      headers: host.auth,
    });
    expect(plain.headers['content-type']).toBe('image/png');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/qr?id_guide=${idGuide}&format=svg`,
      headers: host.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body.trim()).toMatch(/<\/svg>$/);
    // Rasterise the SVG and read it back: it encodes the same link.
    const raster = await sharp(Buffer.from(res.body), { density: 300 })
      .flatten({ background: '#fff' })
      .png()
      .toBuffer();
    const png = PNG.sync.read(raster);
    const link = ZShareLink.parse((await shareLink()).json().RES_RESULT);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link.readable_url);
  });

  it('answers 01 for another account’s guide and 10 for an unknown format', async () => {
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/qr?id_guide=${idGuide}`,
      headers: other.auth,
    });
    expect(foreign.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/qr?id_guide=${idGuide}&format=gif`,
      headers: host.auth,
    });
    expect(bad.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
  });
});

describe('flyer and guide PDFs', () => {
  const A4 = { width: 595.28, height: 841.89 };
  const LETTER = { width: 612, height: 792 };

  for (const [paper, size] of [
    ['a4', A4],
    ['letter', LETTER],
  ] as const) {
    it(`flyer on ${paper} paper: one page of that size with the title and the short link`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/guides/share/flyer?id_guide=${idGuide}&paper=${paper}`,
        headers: host.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="seaview-loft-flyer-${paper}.pdf"`);
      const pdf = await parsePdf(res.rawPayload);
      expect(pdf.pageSizes).toHaveLength(1);
      expect(pdf.pageSizes[0]!.width).toBeCloseTo(size.width, 0);
      expect(pdf.pageSizes[0]!.height).toBeCloseTo(size.height, 0);
      expect(pdf.doc.getTitle()).toBe(TITLE);
      expect(pdf.text).toContain(TITLE);
      const link = ZShareLink.parse((await shareLink()).json().RES_RESULT);
      expect(pdf.text).toContain(link.readable_url);
      expect(pdf.text).toContain('Scan the QR code');
      // The QR code and the WebP logo (converted to PNG), each an RGBA PNG: colour plus soft mask.
      expect(pdf.images).toBe(4);
    });
  }

  it('the whole guide: title, visible contacts, published topics as text, numbered pages; no draft, no hidden phone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/pdf?id_guide=${idGuide}`,
      headers: host.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="seaview-loft.pdf"');
    const pdf = await parsePdf(res.rawPayload);
    expect(pdf.doc.getTitle()).toBe(TITLE);
    expect(pdf.text).toContain(TITLE);
    expect(pdf.text).toContain('Finding the key box');
    expect(pdf.text).toContain('Key box');
    expect(pdf.text).toContain('blue door');
    expect(pdf.text).toContain('Code 4321');
    expect(pdf.text).toContain('1.');
    // Embedded Unicode fonts: every letter prints as written; emoji, which no font has, are left out.
    expect(pdf.text).toContain('Zoë Ångström');
    expect(pdf.text).toContain('Kraków');
    expect(pdf.text).toContain('“ok”');
    expect(pdf.text).toContain('Łódź');
    expect(pdf.text).toContain('•');
    expect(pdf.text).toContain('emoji and Łódź');
    expect(pdf.text).toContain(`Page 1 of ${pdf.pageSizes.length}`);
    expect(pdf.text).not.toContain('DRAFT-TOPIC-IN-PDF');
    expect(pdf.text).not.toContain('HIDDEN-PHONE-IN-PDF');
    // The logo (colour and soft mask) and the topic's GIF photo, converted to JPEG.
    expect(pdf.images).toBe(3);
  });

  it('the guests’ House Manual is the same guide, by share token', async () => {
    const link = ZShareLink.parse((await shareLink()).json().RES_RESULT);
    const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${link.token}/pdf` });
    expect(res.statusCode).toBe(200);
    const pdf = await parsePdf(res.rawPayload);
    expect(pdf.text).toContain(TITLE);
    expect(pdf.text).toContain('Finding the key box');
    const etag = res.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/guest/guides/${link.token}/pdf`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('PDFs of another account’s guide answer 01', async () => {
    for (const url of [`/api/guides/share/pdf?id_guide=${idGuide}`, `/api/guides/share/flyer?id_guide=${idGuide}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: other.auth });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    }
  });
});

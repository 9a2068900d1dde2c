/**
 * A guide's cover photo: chosen from the library with the branding, made once
 * into a phone-sized rendition, shown to guests as the Home hero, printed on the flyer and on the
 * House Manual's first page, kept by export, import and duplicate, and guarding its file like a logo.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES, RESULT, ZBranding, ZGuestGuide, type TGuideExportFile } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import {
  api,
  buildAccount,
  buildFile,
  buildGuide,
  resultOf,
  shareLink,
  type TestAccount,
} from './helpers/factories.ts';
import { noisePng, solidJpeg } from './helpers/images.ts';
import { parsePdf } from './helpers/pdf.ts';
import { COVER_WIDTH } from '../src/modules/files/image-processing.ts';

let idGuide: number;
let photo: { id_file_public: number; path_file: string; file_ID: string };

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

beforeAll(async () => {
  idGuide = (await buildGuide(t.app, host, { title: 'Harbour View' })).id_guide;
  // A landscape photo wider than the rendition: 2400 x 1600.
  photo = await buildFile(t.app, host, { name: 'harbour.jpg', bytes: await solidJpeg(2400, 1600) });
});

const putBranding = (account: TestAccount, fields: Record<string, unknown>) =>
  api(t.app, account).put('/guides/branding', {
    id_guide: idGuide,
    id_file_public: null,
    font: 'Lato',
    color: '#1e3a8a',
    ...fields,
  });

async function guestGuide(id = idGuide) {
  const { token } = await shareLink(t.app, host, id);
  return ZGuestGuide.parse(resultOf(await api(t.app).get(`/guest/guides/${token}`), 'guest guide'));
}

describe('cover photo', () => {
  it('starts without one: branding and the guest payload say null', async () => {
    const branding = ZBranding.parse(resultOf(await api(t.app, host).get(`/guides/branding?id_guide=${idGuide}`)));
    expect(branding).toMatchObject({ id_file_cover: null, cover_path: null });
    expect((await guestGuide()).cover).toBeNull();
  });

  it('is saved with the branding, and guests get a rendition at most COVER_WIDTH wide with the thumbnail', async () => {
    const saved = ZBranding.parse(resultOf(await putBranding(host, { id_file_cover: photo.id_file_public })));
    expect(saved).toMatchObject({ id_file_cover: photo.id_file_public, cover_path: photo.path_file });

    const cover = (await guestGuide()).cover!;
    expect(Object.keys(cover).sort()).toEqual(['height', 'path', 'thumb_path', 'width']);
    expect(cover.path).toBe(`/files/public/raw/${photo.file_ID}/cover.webp`);
    expect(cover.thumb_path).toBe(`/files/public/raw/${photo.file_ID}/thumb.webp`);
    expect([cover.width, cover.height]).toEqual([COVER_WIDTH, Math.round((1600 * COVER_WIDTH) / 2400)]);
    const served = await api(t.app).get(cover.path);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', cover.width, cover.height]);
  });

  it('keeps the stored cover when a client sends the branding without id_file_cover', async () => {
    const res = ZBranding.parse(resultOf(await putBranding(host, { font: 'Montserrat' })));
    expect(res).toMatchObject({ font: 'Montserrat', id_file_cover: photo.id_file_public });
  });

  it('shows a small image whole: no rendition wider than the original', async () => {
    const small = await buildFile(t.app, host, { name: 'small.png', bytes: await noisePng(300, 200) });
    resultOf(await putBranding(host, { id_file_cover: small.id_file_public }));
    const cover = (await guestGuide()).cover!;
    expect([cover.width, cover.height]).toEqual([300, 200]);
    const meta = await sharp((await api(t.app).get(cover.path)).response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    resultOf(await putBranding(host, { id_file_cover: photo.id_file_public }));
  });

  it('refuses a file of another library (01) and a malformed id (10), changing nothing', async () => {
    const foreign = await buildFile(t.app, other, { name: 'theirs.jpg' });
    const refused = await putBranding(host, { id_file_cover: foreign.id_file_public });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.sharing.coverNotInLibrary });
    for (const bad of ['abc', 0, -3, 1.5, true, {}]) {
      const res = await putBranding(host, { id_file_cover: bad });
      expect(res.body.RES_CODE, JSON.stringify(bad)).toMatch(/^1[02]$/);
    }
    expect((await guestGuide()).cover?.path).toContain(photo.file_ID);
  });

  it('keeps its file in the library: deleting it answers 13 naming the guide', async () => {
    const res = await api(t.app, host).delete('/files/public/delete', {
      id_file_public: photo.id_file_public,
      private: 4,
      comment: '',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      RES_CODE: RESULT.CONFLICT,
      RES_MESSAGE: MESSAGES.file.coverInUse(['Harbour View']),
    });
  });

  it('prints on the flyer (a strip under the band, still one page on A4 and Letter) and on the House Manual', async () => {
    for (const paper of ['a4', 'letter']) {
      const flyer = await api(t.app, host).get(`/guides/share/flyer?id_guide=${idGuide}&paper=${paper}`);
      expect(flyer.status).toBe(200);
      const pdf = await parsePdf(flyer.response.rawPayload);
      expect(pdf.pageSizes, paper).toHaveLength(1);
      // The QR code (RGBA PNG: colour and soft mask) and the cover photo (a JPEG).
      expect(pdf.images, paper).toBe(3);
      expect(pdf.text).toContain('Scan the QR code');
    }
    const manual = await parsePdf(
      (await api(t.app, host).get(`/guides/share/pdf?id_guide=${idGuide}`)).response.rawPayload,
    );
    expect(manual.images).toBe(1);
    const { token } = await shareLink(t.app, host, idGuide);
    const guestManual = await parsePdf((await api(t.app).get(`/guest/guides/${token}/pdf`)).response.rawPayload);
    expect(guestManual.images).toBe(1);
  });

  it('goes with the guide: duplicate shares the file, export and import re-create it with its rendition', async () => {
    const copy = resultOf(await api(t.app, host).post('/guides/duplicate', { id_guide: idGuide }));
    expect((await guestGuide(copy.id_guide)).cover?.path).toBe(`/files/public/raw/${photo.file_ID}/cover.webp`);

    const exported = await api(t.app, host).get(`/guides/export?id_guide=${idGuide}`);
    const file = exported.body as unknown as TGuideExportFile;
    expect(file.guide.cover).toBe('image-1');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/guides/import',
      headers: { ...other.auth, 'content-type': 'application/json' },
      payload: exported.response.body,
    });
    expect(imported.statusCode).toBe(201);
    const idImported = imported.json().RES_RESULT.id_guide as number;
    const branding = ZBranding.parse(resultOf(await api(t.app, other).get(`/guides/branding?id_guide=${idImported}`)));
    expect(branding.id_file_cover).not.toBe(photo.id_file_public);
    expect(branding.cover_path).toMatch(/\/harbour\.jpg$/);
    const { token } = resultOf(await api(t.app, other).get(`/guides/share?id_guide=${idImported}`));
    const guest = ZGuestGuide.parse(resultOf(await api(t.app).get(`/guest/guides/${token}`)));
    expect(guest.cover?.path).toMatch(/\/cover\.webp$/);
    expect(guest.cover?.width).toBe(COVER_WIDTH);

    // An export naming a cover that is not among its images is refused whole.
    const broken = { ...file, guide: { ...file.guide, cover: 'image-99' } };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/guides/import',
      headers: { ...other.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(broken),
    });
    expect(refused.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: MESSAGES.transfer.imageMissing('image-99'),
    });
  });

  it('is removed with null: guests see no hero, and the file can go', async () => {
    const copies = resultOf(await api(t.app, host).get('/guides/list')) as { id_guide: number }[];
    for (const g of copies) {
      resultOf(
        await api(t.app, host).put('/guides/branding', {
          id_guide: g.id_guide,
          id_file_public: null,
          id_file_cover: null,
          font: 'Lato',
          color: '#1e3a8a',
        }),
      );
    }
    expect((await guestGuide()).cover).toBeNull();
    const res = await api(t.app, host).delete('/files/public/delete', {
      id_file_public: photo.id_file_public,
      private: 4,
      comment: '',
    });
    expect(res.body.RES_CODE).toBe(RESULT.OK);
    expect((await api(t.app).get(`/files/public/raw/${photo.file_ID}/cover.webp`)).status).toBe(404);
  });
});

/**
 * Each share link has its own web app manifest and home-screen icons, and the
 * guest page links them. The manifest is valid JSON with the guide's title, brand colour and link;
 * the icons are real PNGs of 192 and 512 px, made from the logo or, without one, on the brand colour.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RESULT } from '@guidebook/contract';
import { getTestServer, getWebDist } from './helpers/test-app.ts';
import { api, buildAccount, buildFile, buildInvitation, buildSharedGuide, shareLink } from './helpers/factories.ts';
import { withManifestLink } from '../src/modules/guest/guest-page.ts';

const t = await getTestServer({ webDist: await getWebDist() });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The colour of the pixel at (x, y) of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('the web app manifest of a share link', () => {
  it('names the guide, takes its colour and link, and lists two PNG icons of their sizes', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, {
      title: 'Harbour Loft by the old lighthouse',
      subtitle: 'Flat 2',
    });
    await api(t.app, host).put('/guides/branding', {
      id_guide: guide.id_guide,
      id_file_public: null,
      font: 'Lato',
      color: '#1a7f5a',
    });
    const res = await get(`/api/guest/guides/${guide.token}/manifest.webmanifest`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(res.body) as Record<string, unknown>;
    expect(manifest).toEqual({
      id: `/g/${guide.token}`,
      name: 'Harbour Loft by the old lighthouse',
      short_name: 'Harbour Loft by the old…',
      description: 'Flat 2',
      start_url: `/g/${guide.token}`,
      scope: `/g/${guide.token}`,
      display: 'standalone',
      theme_color: '#1a7f5a',
      background_color: '#ffffff',
      icons: [192, 512].map((size) => ({
        src: `/api/guest/guides/${guide.token}/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
    });

    for (const size of [192, 512]) {
      const icon = await get(`/api/guest/guides/${guide.token}/icon-${size}.png`);
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      const meta = await sharp(icon.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // No logo: the book on the brand colour.
      expect(await pixel(icon.rawPayload, 1, 1)).toEqual([0x1a, 0x7f, 0x5a]);
      // Asked again with its ETag: 304.
      const again = await get(`/api/guest/guides/${guide.token}/icon-${size}.png`, {
        'if-none-match': String(icon.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('makes the icons from the logo, and follows the guide when the logo changes', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Sea Cottage' });
    const before = await get(`/api/guest/guides/${guide.token}/icon-512.png`);
    const logo = await buildFile(t.app, host, {
      name: 'logo.png',
      bytes: await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 20, b: 20 } } })
        .png()
        .toBuffer(),
    });
    const saved = await api(t.app, host).put('/guides/branding', {
      id_guide: guide.id_guide,
      id_file_public: logo.id_file_public,
      font: 'Lato',
      color: '#1a7f5a',
    });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);
    const after = await get(`/api/guest/guides/${guide.token}/icon-512.png`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const meta = await sharp(after.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    // The logo in the middle (inside the 80 % safe zone), white around it.
    const [r, g, b] = await pixel(after.rawPayload, 256, 256);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(80);
    expect(await pixel(after.rawPayload, 4, 4)).toEqual([255, 255, 255]);
  });

  it('opens the readable link whose page links it, and only a readable link of its own guide', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Lighthouse Loft' });
    const readable = new URL((await shareLink(t.app, host, guide.id_guide)).readable_url!).pathname;
    const page = await get(readable);
    const link = `/api/guest/guides/${guide.token}/manifest.webmanifest?link=${encodeURIComponent(readable)}`;
    expect(page.body).toContain(`<link rel="manifest" href="${link}" />`);
    const manifest = JSON.parse((await get(link)).body) as Record<string, unknown>;
    expect(manifest).toMatchObject({ id: readable, start_url: readable, scope: readable, name: 'Lighthouse Loft' });

    // Another guide's readable link, a made-up one and a path of another shape: the token link.
    const other = await buildSharedGuide(t.app, host, { title: 'Harbour Flat' });
    const otherReadable = new URL((await shareLink(t.app, host, other.id_guide)).readable_url!).pathname;
    for (const wrong of [otherReadable, '/nobody/lighthouse-loft', '/lighthouse-loft', '/api/guides/list', 'x']) {
      const res = await get(`/api/guest/guides/${guide.token}/manifest.webmanifest?link=${encodeURIComponent(wrong)}`);
      expect(res.statusCode, wrong).toBe(200);
      expect(JSON.parse(res.body), wrong).toMatchObject({ start_url: `/g/${guide.token}`, scope: `/g/${guide.token}` });
    }
  });

  it('opens a personal link with its invitation, and only an invitation of its own guide', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Quay Cottage' });
    const stay = await buildInvitation(t.app, host, { id_guide: guide.id_guide });
    const personal = new URL(stay.link);
    const invite = personal.searchParams.get('invite')!;
    const readable = personal.pathname;
    expect(readable, 'the personal link is the readable link').not.toMatch(/^\/g\//);

    // The page of the personal link, readable and token alike, asks for the manifest with its invitation.
    const readableManifest = `/api/guest/guides/${guide.token}/manifest.webmanifest?${new URLSearchParams({ link: readable, invite })}`;
    expect((await get(`${readable}?invite=${invite}`)).body).toContain(
      `<link rel="manifest" href="${readableManifest.replace(/&/g, '&amp;')}" />`,
    );
    const tokenManifest = `/api/guest/guides/${guide.token}/manifest.webmanifest?${new URLSearchParams({ invite })}`;
    expect((await get(`/g/${guide.token}?invite=${invite}`)).body).toContain(
      `<link rel="manifest" href="${tokenManifest}" />`,
    );

    // The installed guide opens the guest's own link; id and scope stay the guide's link.
    const start = `${readable}?${new URLSearchParams({ invite })}`;
    expect(JSON.parse((await get(readableManifest)).body)).toMatchObject({
      id: readable,
      scope: readable,
      start_url: start,
    });
    expect(JSON.parse((await get(tokenManifest)).body)).toMatchObject({
      start_url: `/g/${guide.token}?${new URLSearchParams({ invite })}`,
      scope: `/g/${guide.token}`,
    });

    // Another guide's invitation and a made-up one: the guide's link alone.
    const other = await buildInvitation(t.app, host);
    const otherInvite = new URL(other.link).searchParams.get('invite')!;
    for (const wrong of [otherInvite, 'no-such-invitation']) {
      const res = await get(
        `/api/guest/guides/${guide.token}/manifest.webmanifest?${new URLSearchParams({ invite: wrong })}`,
      );
      expect(res.statusCode, wrong).toBe(200);
      expect(JSON.parse(res.body), wrong).toMatchObject({ start_url: `/g/${guide.token}` });
    }
  });

  it('answers 01 for an unknown or replaced link, like the guide itself', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host);
    await api(t.app, host).post('/guides/share/regenerate', { id_guide: guide.id_guide });
    for (const url of [
      `/api/guest/guides/${guide.token}/manifest.webmanifest`,
      `/api/guest/guides/${guide.token}/icon-192.png`,
      '/api/guest/guides/no-such-token/icon-512.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_RESULT: null });
    }
  });

  it('is linked from the share link’s page, and from no other page', async () => {
    const page = await get('/g/abc_DEF-123');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="manifest" href="/api/guest/guides/abc_DEF-123/manifest.webmanifest" />');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/api/guest/guides/abc_DEF-123/icon-192.png" />');
    const preview = await get('/digital-guides-view?preview=1');
    expect(preview.body).not.toContain('rel="manifest"');
    // Whatever the path carries is escaped, never markup.
    expect(withManifestLink('<head></head>', '/g/%22%3E%3Cscript%3E')).toContain(
      'href="/api/guest/guides/%22%3E%3Cscript%3E/manifest.webmanifest"',
    );
    expect(withManifestLink('<head></head>', '/g/%E0%A4%A')).toBe('<head></head>');
  });
});

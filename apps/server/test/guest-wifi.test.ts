/**
 * The guest's Join WiFi QR code (GET /guest/guides/{token}/wifi.png), the
 * flyer's WiFi box (flyer?wifi=1) and the invitation e-mail's {{wifi_name}}, {{check_in_time}} and
 * {{check_out_time}}. The QR codes are decoded (jsQR) back to the exact standard `WIFI:` string; the
 * QR code shows exactly the WiFi the guest payload shows for the same link, Hidden WiFi included.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, ZGuestGuide, type TGuestGuide } from '@guidebook/contract';
import { getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { api, buildAccount, buildInvitation, buildSharedGuide } from './helpers/factories.ts';
import { parsePdf, pdfToText } from './helpers/pdf.ts';
import { newPdf, finishPdf } from '../src/pdf/pdf-document.ts';
import { drawWifiBox, wifiQrPng, wifiQrText } from '../src/pdf/flyer-wifi.ts';

/** The server clock; the Hidden WiFi tests move it in and out of an invitation's window. */
let clock = new Date('2026-06-01T12:00:00Z');

const smtp = await getTestSmtp();
const t = await getTestServer({ smtpUrl: smtp.url }, { now: () => clock });
const host = await buildAccount(t.app);

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The text a phone camera reads from a QR code PNG. */
async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, 'a readable QR code').not.toBeNull();
  return code!.data;
}

/** The guest payload of a share link (`query`: '?invite=…'). */
async function payload(token: string, query = ''): Promise<TGuestGuide> {
  const res = await get(`/api/guest/guides/${token}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZGuestGuide.parse(res.json().RES_RESULT);
}

/** wifi.png answers 01 with its message. */
async function expectNoQr(url: string, message: string = MESSAGES.stay.wifiQrUnavailable) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: message, RES_RESULT: null });
}

describe('the WiFi string', () => {
  it('escapes \\ ; , " : in the name and password, and has no P for an open network', () => {
    expect(wifiQrText({ name: 'Home', password: 'secret', security: 'WPA' })).toBe('WIFI:T:WPA;S:Home;P:secret;;');
    expect(wifiQrText({ name: 'a;b,c', password: 'x\\y"z:w', security: 'WEP' })).toBe(
      'WIFI:T:WEP;S:a\\;b\\,c;P:x\\\\y\\"z\\:w;;',
    );
    expect(wifiQrText({ name: 'Open', password: 'ignored', security: 'nopass' })).toBe('WIFI:T:nopass;S:Open;;');
    expect(wifiQrText({ name: 'NoKey', password: null, security: 'WPA' })).toBe('WIFI:T:WPA;S:NoKey;;');
  });
});

describe('GET /guest/guides/{token}/wifi.png', () => {
  it('is a QR code of the exact WIFI: string, name and password escaped; ETag and 304; ?lang= ignored', async () => {
    const guide = await buildSharedGuide(t.app, host, {
      title: 'Harbour Loft',
      wifi_name: 'Café "Sea,View"',
      wifi_password: 'p;a"s\\s:w,0rd',
      wifi_security: 'WPA',
      wifi_view: 1,
    });
    expect((await payload(guide.token)).wifi).toEqual({
      name: 'Café "Sea,View"',
      password: 'p;a"s\\s:w,0rd',
      security: 'WPA',
    });

    const url = `/api/guest/guides/${guide.token}/wifi.png`;
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(await decodeQr(res.rawPayload)).toBe('WIFI:T:WPA;S:Café \\"Sea\\,View\\";P:p\\;a\\"s\\\\s\\:w\\,0rd;;');

    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"wifi-/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const withLang = await get(`${url}?lang=fr`);
    expect(withLang.statusCode).toBe(200);
    expect(await decodeQr(withLang.rawPayload)).toBe(await decodeQr(res.rawPayload));

    // A change of the WiFi is a new guide version: a new QR code and a new ETag.
    const modified = await api(t.app, host).put('/guides/modify', {
      id_guide: guide.id_guide,
      title: 'Harbour Loft',
      wifi_security: 'WEP',
      wifi_password: 'k3y',
    });
    expect(modified.body.RES_CODE, JSON.stringify(modified.body)).toBe(RESULT.OK);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await decodeQr(changed.rawPayload)).toBe('WIFI:T:WEP;S:Café \\"Sea\\,View\\";P:k3y;;');
  });

  it('an open network: T:nopass and no password', async () => {
    const guide = await buildSharedGuide(t.app, host, {
      title: 'Beach Hut',
      wifi_name: 'Beach Guests',
      wifi_security: 'nopass',
    });
    expect((await payload(guide.token)).wifi).toEqual({ name: 'Beach Guests', password: null, security: 'nopass' });
    const res = await get(`/api/guest/guides/${guide.token}/wifi.png`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await decodeQr(res.rawPayload)).toBe('WIFI:T:nopass;S:Beach Guests;;');
  });

  it('no WiFi: the payload has wifi null and the QR code answers 01; an unknown token answers 01', async () => {
    const guide = await buildSharedGuide(t.app, host, { title: 'No Network' });
    expect((await payload(guide.token)).wifi).toBeNull();
    await expectNoQr(`/api/guest/guides/${guide.token}/wifi.png`);
    await expectNoQr('/api/guest/guides/no-such-token/wifi.png', MESSAGES.guide.notFound);
    await expectNoQr('/api/guest/guides/no-such-token/wifi.png?invite=abc', MESSAGES.guide.notFound);
  });

  it('Hidden WiFi: only inside an active invitation’s access window, through its link, exactly as the payload', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    const guide = await buildSharedGuide(t.app, host, {
      title: 'Secret Garden',
      wifi_name: 'Garden',
      wifi_password: 'hidden;pass',
      wifi_security: 'WPA',
      wifi_view: 2,
    });
    const invitation = await buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-14T10:00',
      send_email: false,
    });
    const invite = `?invite=${new URL(invitation.link).searchParams.get('invite')!}`;
    const url = `/api/guest/guides/${guide.token}/wifi.png`;

    // Before the window (Scheduled): neither the payload nor the QR code, with or without the link.
    expect((await payload(guide.token)).wifi).toBeNull();
    await expectNoQr(url);
    const scheduled = await payload(guide.token, invite);
    expect(scheduled.access?.state).toBe('scheduled');
    expect(scheduled.wifi).toBeNull();
    await expectNoQr(`${url}${invite}`);

    // Inside the window: the invitation's link shows both; the plain share link still neither.
    clock = new Date(Date.parse(invitation.access_from) + 60_000);
    const active = await payload(guide.token, invite);
    expect(active.access?.state).toBe('active');
    expect(active.wifi).toEqual({ name: 'Garden', password: 'hidden;pass', security: 'WPA' });
    const res = await get(`${url}${invite}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(await decodeQr(res.rawPayload)).toBe('WIFI:T:WPA;S:Garden;P:hidden\\;pass;;');
    expect((await payload(guide.token)).wifi).toBeNull();
    await expectNoQr(url);
    await expectNoQr(`${url}?invite=not-an-invitation`);

    // After the window: gone again.
    clock = new Date(Date.parse(invitation.access_to) + 60_000);
    expect((await payload(guide.token, invite)).wifi).toBeNull();
    await expectNoQr(`${url}${invite}`);
    clock = new Date('2026-06-01T12:00:00Z');
  });
});

describe('the flyer’s WiFi', () => {
  it('drawWifiBox prints the name, the password and a QR code that decodes to the WIFI: string', async () => {
    const wifi = { name: 'Harbour Guests', password: 'tide;2026', security: 'WPA' as const };
    const doc = newPdf('A4', 'WiFi box');
    drawWifiBox(doc, { x: 56, y: 600, width: 483 }, { ...wifi, qrPng: await wifiQrPng(wifi) });
    const pdf = await parsePdf(await finishPdf(doc));
    expect(pdf.pageSizes).toHaveLength(1);
    expect(pdf.images).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain('Harbour Guests');
    expect(pdf.text).toContain('tide;2026');
    expect(pdf.text).toContain(MESSAGES.stay.flyerWifiScan);
    expect(await decodeQr(await wifiQrPng(wifi))).toBe('WIFI:T:WPA;S:Harbour Guests;P:tide\\;2026;;');
  });

  it('flyer?wifi=1 prints the WiFi, Hidden too (the host’s print-out); without WiFi it answers 12 on wifi', async () => {
    const guide = await buildSharedGuide(t.app, host, {
      title: 'Lighthouse Flat',
      wifi_name: 'Lighthouse-5G',
      wifi_password: 'beam-me-up',
      wifi_security: 'WPA',
      wifi_view: 2,
    });
    const res = await get(`/api/guides/share/flyer?id_guide=${guide.id_guide}&wifi=1`, host.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfToText(res.rawPayload);
    expect(text).toContain('Lighthouse-5G');
    expect(text).toContain('beam-me-up');

    const without = await get(`/api/guides/share/flyer?id_guide=${guide.id_guide}&wifi=0`, host.auth);
    expect(without.statusCode).toBe(200);
    expect(pdfToText(without.rawPayload)).not.toContain('Lighthouse-5G');

    const none = await buildSharedGuide(t.app, host, { title: 'No Network Flat' });
    const refused = await api(t.app, host).get(`/guides/share/flyer?id_guide=${none.id_guide}&wifi=1`);
    expect(refused.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: MESSAGES.stay.flyerNoWifi,
      RES_OTHERS: { FIELDS: { wifi: MESSAGES.stay.flyerNoWifi } },
    });
    const bad = await api(t.app, host).get(`/guides/share/flyer?id_guide=${none.id_guide}&wifi=2`);
    expect(bad.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
  });
});

describe('invitation e-mail placeholders', () => {
  it('fills {{wifi_name}}, {{check_in_time}} and {{check_out_time}} from the guide, empty when it has none', async () => {
    const innkeeper = await buildAccount(t.app);
    const saved = await api(t.app, innkeeper).put('/invitations/template', {
      subject: 'WiFi {{wifi_name}} for {{guest_name}}',
      body: 'Network: {{wifi_name}}. Check-in from {{check_in_time}} ({{check_in}}), out by {{check_out_time}}. {{link}}',
    });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);

    const guide = await buildSharedGuide(t.app, innkeeper, {
      title: 'Mill House',
      wifi_name: 'Mill;Net',
      wifi_password: 'grain',
      wifi_view: 2,
      check_in_time: '15:00',
      check_out_time: '10:30',
    });
    const invited = await buildInvitation(t.app, innkeeper, {
      id_guide: guide.id_guide,
      guest_name: 'Wendy',
      guest_email: 'wendy@example.com',
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-14T10:00',
    });
    const mail = await smtp.waitFor((m) => m.to.includes('wendy@example.com'));
    expect(mail.subject).toBe('WiFi Mill;Net for Wendy');
    expect(mail.text).toBe(
      `Network: Mill;Net. Check-in from 15:00 (10 Jul 2026, 15:00), out by 10:30. ${invited.link}`,
    );

    const bare = await buildSharedGuide(t.app, innkeeper, { title: 'Bare House' });
    const bareInvitation = await buildInvitation(t.app, innkeeper, {
      id_guide: bare.id_guide,
      guest_name: 'Bob',
      guest_email: 'bob@example.com',
      check_in: '2026-07-10T15:00',
      check_out: '2026-07-14T10:00',
    });
    const plain = await smtp.waitFor((m) => m.to.includes('bob@example.com'));
    expect(plain.subject).toBe('WiFi  for Bob');
    expect(plain.text).toBe(`Network: . Check-in from  (10 Jul 2026, 15:00), out by . ${bareInvitation.link}`);
  });
});

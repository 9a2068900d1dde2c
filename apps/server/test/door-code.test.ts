/**
 * A stay's door code is a secret of its personal link: the table below reads every surface a guide
 * has (every guest route of the app, read from its OpenAPI document, plus the host's preview and
 * print-outs, analytics, the shared guest cache, the guest search and the server's log lines) and
 * finds none of the stays' codes; the personal link shows its own code only inside its window.
 * Stays are made with windows in the past, now and the future on the real clock.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAY_FIELD_CODES, ZGuestGuide, type TGuestGuide } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import * as factories from './helpers/factories.ts';
import { pdfToText } from './helpers/pdf.ts';
import { publicFieldValues } from '../src/modules/invitations/stay-fields.ts';
import { buildSearchIndex, searchGuide } from '../../web/src/guest/lib/search.ts';

/** Every line the server logs, at every level. */
const logLines: string[] = [];
const t = await getTestServer(
  { logLevel: 'trace' },
  {
    logStream: {
      write: (line) => {
        logLines.push(line);
      },
    },
  },
);
const host = await factories.buildAccount(t.app);
/** Every field code a stay or its guide fills, in one sentence of a topic. */
const FIELD_TEXT = STAY_FIELD_CODES.map((code) => `${code}=[{{${code}}}]`).join(' ');
const BRACES = new RegExp(`\\{\\{\\s*(${STAY_FIELD_CODES.join('|')})\\s*\\}\\}`);
const guide = await factories.buildSharedGuide(t.app, host, {
  title: 'Lakeside Flat',
  timezone: 'UTC',
  wifi_name: 'Lakeside',
  wifi_password: 'reeds-and-ripples',
  wifi_security: 'WPA',
  wifi_view: 1,
});
factories.resultOf(
  await factories.api(t.app, host).put('/guides/languages', {
    id_guide: guide.id_guide,
    default_language: 'en',
    languages: ['fr'],
  }),
);
const category = await factories.buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Arrival' });
await factories.buildTopic(t.app, host, {
  id_guide_content: category.id_guide_content,
  name: 'Getting in',
  content: `<p>The key box is left of the door.</p><p>${FIELD_TEXT}</p>`,
  description: 'For {{guest_first_name}}',
});

const HOUR = 3_600_000;
/** A local date-time of the guide (UTC) `hours` from now. */
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().slice(0, 16);

/** One stay per kind of window; each with its own code, so a leak names the stay it came from. */
const STAYS = {
  /** Inside its window, its code released. */
  open: { code: 'OPEN-4711-Q', access_from: at(-24), access_to: at(48), door_code_from: null },
  /** Inside its window, its code not yet released. */
  early: { code: 'EARLY-5822-W', access_from: at(-24), access_to: at(48), door_code_from: at(24) },
  /** The window has not begun. */
  future: { code: 'LATER-6933-E', access_from: at(72), access_to: at(120), door_code_from: null },
  /** The window has ended. */
  past: { code: 'GONE-7044-R', access_from: at(-120), access_to: at(-72), door_code_from: null },
} as const;
type StayKind = keyof typeof STAYS;
const CODES = Object.values(STAYS).map((s) => s.code);
const invites = {} as Record<StayKind, string>;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const guestUrl = (path = '', query = '') => `/api/guest/guides/${guide.token}${path}${query}`;

async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, 'a readable QR code').not.toBeNull();
  return code!.data;
}

/** The text of a 200 answer: JSON as it is, a PDF through pdftotext, a PNG as a QR code's text or its bytes. */
async function textOf(res: Awaited<ReturnType<typeof get>>, what: string): Promise<string> {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/pdf')) return pdfToText(res.rawPayload);
  if (type.startsWith('image/png'))
    return what.includes('wifi') ? decodeQr(res.rawPayload) : res.rawPayload.toString('latin1');
  return res.body;
}

async function publicPayload(lang = ''): Promise<TGuestGuide> {
  const res = await get(guestUrl('', lang ? `?lang=${lang}` : ''));
  expect(res.statusCode, res.body).toBe(200);
  return ZGuestGuide.parse(res.json().RES_RESULT);
}

/**
 * The public surfaces. Every guest route of the app has a row (keyed as the OpenAPI document names
 * it), read as anyone with the share link reads it; the other rows are what the host and the
 * server keep or print of the guide.
 */
const GUEST_ROUTES: Record<string, () => Promise<string>> = {
  'GET /guest/guides/{token}': async () =>
    (await Promise.all(['', '?lang=fr'].map(async (q) => textOf(await get(guestUrl('', q)), 'payload')))).join('\n'),
  'GET /guest/guides/{token}/pdf': async () =>
    (await Promise.all(['', '?lang=fr'].map(async (q) => textOf(await get(guestUrl('/pdf', q)), 'pdf')))).join('\n'),
  'GET /guest/guides/{token}/manifest.webmanifest': async () =>
    textOf(await get(guestUrl('/manifest.webmanifest')), 'manifest'),
  'GET /guest/guides/{token}/icon-192.png': async () => textOf(await get(guestUrl('/icon-192.png')), 'icon'),
  'GET /guest/guides/{token}/icon-512.png': async () => textOf(await get(guestUrl('/icon-512.png')), 'icon'),
  'GET /guest/guides/{token}/wifi.png': async () => textOf(await get(guestUrl('/wifi.png')), 'wifi'),
  // A view recorded, then what the host's analytics say of the guide.
  'POST /guest/guides/{token}/views': async () => {
    const view = await t.app.inject({ method: 'POST', url: guestUrl('/views'), payload: {} });
    expect(view.statusCode).toBe(204);
    const res = await get(`/api/analytics/guide?id_guide=${guide.id_guide}`, host.auth);
    const summary = await get('/api/analytics/summary', host.auth);
    return `${await textOf(res, 'analytics')}\n${await textOf(summary, 'analytics summary')}`;
  },
  // A request sent through the open stay's link, then what the host's inbox says of it.
  'POST /guest/requests': async () => {
    const type = factories.resultOf(
      await factories
        .api(t.app, host)
        .post('/request_types/create', { texts: { en: { name: 'Towels' } }, kind: 'other' }),
    ) as { id_request_type: number };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/guest/requests',
      payload: { token: guide.token, invite: invites.open, id_request_type: type.id_request_type },
    });
    const inbox = await get('/api/requests/list', host.auth);
    return `${await textOf(asked, 'guest request')}\n${await textOf(inbox, 'requests inbox')}`;
  },
  // Feedback sent through the ended stay's link, then what the host's feedback list says of it.
  'POST /guest/feedback': async () => {
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/guest/feedback',
      payload: { token: guide.token, invite: invites.past, rating: 5, comment: 'Lovely stay' },
    });
    const list = await get(`/api/feedback/list?id_guide=${guide.id_guide}`, host.auth);
    return `${await textOf(given, 'guest feedback')}\n${await textOf(list, 'feedback list')}`;
  },
};

const OTHER_SURFACES: Record<string, () => Promise<string>> = {
  'the guest search over the public payload': async () => {
    const index = buildSearchIndex(await publicPayload());
    expect(CODES.flatMap((code) => searchGuide(index, code))).toEqual([]);
    return JSON.stringify(index);
  },
  'the host preview': async () =>
    (
      await Promise.all(
        ['', '&drafts=1', '&lang=fr'].map(async (q) =>
          textOf(await get(`/api/guides/preview?id_guide=${guide.id_guide}${q}`, host.auth), 'preview'),
        ),
      )
    ).join('\n'),
  'the House Manual the host downloads': async () =>
    textOf(await get(`/api/guides/share/pdf?id_guide=${guide.id_guide}`, host.auth), 'share pdf'),
  'the flyer, with its WiFi box': async () =>
    textOf(await get(`/api/guides/share/flyer?id_guide=${guide.id_guide}&wifi=1`, host.auth), 'flyer'),
  'the shared guest cache': async () => {
    await publicPayload();
    await publicPayload('fr');
    const entries = [t.app.guestCache.get(guide.token), t.app.guestCache.get(`${guide.token}\nfr`)];
    expect(entries.every(Boolean)).toBe(true);
    return entries.map((e) => `${e!.body}\n${e!.pdf ? pdfToText(e!.pdf.bytes) : ''}`).join('\n');
  },
};

beforeAll(async () => {
  for (const [kind, stay] of Object.entries(STAYS) as [StayKind, (typeof STAYS)[StayKind]][]) {
    const created = await factories.buildInvitation(t.app, host, {
      id_guide: guide.id_guide,
      guest_name: `Guest ${kind}`,
      send_email: false,
      check_in: stay.access_from,
      check_out: stay.access_to,
      access_from: stay.access_from,
      access_to: stay.access_to,
      guests: 2,
      reference: `REF-${kind}`,
      door_code: stay.code,
      door_code_from: stay.door_code_from,
    });
    invites[kind] = new URL(created.link).searchParams.get('invite')!;
  }
  // Each stay's link opened once, so the log holds its requests.
  for (const kind of Object.keys(STAYS) as StayKind[]) await get(guestUrl('', `?invite=${invites[kind]}`));
});

describe('the door code on the public surfaces', () => {
  it('has a row for every guest route of the app', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/guest/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThan(3);
    expect(Object.keys(GUEST_ROUTES).sort()).toEqual(routes.sort());
  });

  it.each(Object.entries({ ...GUEST_ROUTES, ...OTHER_SURFACES }))('%s holds no door code', async (_name, read) => {
    const text = await read();
    expect(text.length).toBeGreaterThan(0);
    for (const code of CODES) expect(text).not.toContain(code);
    expect(text).not.toContain('"stay"');
    expect(text, 'a field code left in braces').not.toMatch(BRACES);
  });

  it('the server log holds no door code (every line of every request above)', () => {
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('');
    for (const code of CODES) expect(log).not.toContain(code);
  });
});

describe('the door code through a stay’s personal link', () => {
  async function personal(kind: StayKind, path = '', lang = ''): Promise<Awaited<ReturnType<typeof get>>> {
    return get(guestUrl(path, `?invite=${invites[kind]}${lang ? `&lang=${lang}` : ''}`));
  }

  it('inside the window after its start: the stay with its code, in every language', async () => {
    for (const lang of ['', 'fr']) {
      const res = await personal('open', '', lang);
      const body = ZGuestGuide.parse(res.json().RES_RESULT);
      expect(body.access?.state).toBe('active');
      expect(body.stay).toEqual({
        guest_name: 'Guest open',
        check_in: `${STAYS.open.access_from}:00.000Z`,
        check_out: `${STAYS.open.access_to}:00.000Z`,
        guests: 2,
        reference: 'REF-open',
        door_code: STAYS.open.code,
        door_code_from: `${STAYS.open.access_from}:00.000Z`,
      });
      expect(res.headers['cache-control']).toBe('private, no-cache');
      for (const code of CODES.filter((c) => c !== STAYS.open.code)) expect(res.body).not.toContain(code);
    }
  });

  it('inside the window before door_code_from: the stay and when the code shows, without it', async () => {
    const res = await personal('early');
    const body = ZGuestGuide.parse(res.json().RES_RESULT);
    expect(body.access?.state).toBe('active');
    expect(body.stay).toMatchObject({ door_code: null, door_code_from: `${STAYS.early.door_code_from}:00.000Z` });
    for (const code of CODES) expect(res.body).not.toContain(code);
  });

  it.each(['future', 'past'] as const)('a window in the %s: no stay, no code', async (kind) => {
    const res = await personal(kind);
    const body = ZGuestGuide.parse(res.json().RES_RESULT);
    expect(body.access?.state).toBe(kind === 'future' ? 'scheduled' : 'expired');
    expect(body.stay).toBeUndefined();
    for (const code of CODES) expect(res.body).not.toContain(code);
  });

  it('the WiFi QR code of the personal link holds no door code; the shared cache is unchanged by it', async () => {
    const before =
      t.app.guestCache.get(guide.token)?.body ?? (await publicPayload(), t.app.guestCache.get(guide.token)!.body);
    const qr = await decodeQr((await personal('open', '/wifi.png')).rawPayload);
    expect(qr).toBe('WIFI:T:WPA;S:Lakeside;P:reeds-and-ripples;;');
    await personal('open');
    expect(t.app.guestCache.get(guide.token)?.body).toBe(before);
    for (const code of CODES) expect(before).not.toContain(code);
  });
});

describe('field codes in topics', () => {
  /** The "code=[value]" pairs of the topic's sentence, as an answer's topic content has them. */
  function fieldsOf(body: TGuestGuide): Record<string, string> {
    const content = body.categories.flatMap((c) => c.topics).find((topic) => topic.name === 'Getting in')!.content;
    return Object.fromEntries([...content.matchAll(/([a-z_]+)=\[([^\]]*)\]/g)].map((m) => [m[1]!, m[2]!]));
  }

  it('read as neutral words publicly (the guide’s own WiFi name and times), in each language', async () => {
    for (const lang of ['en', 'fr']) {
      const words = publicFieldValues(
        {
          timezone: 'UTC',
          wifi_name: 'Lakeside',
          wifi_password: 'reeds-and-ripples',
          check_in_time: null,
          check_out_time: null,
        },
        lang,
      );
      const body = await publicPayload(lang === 'en' ? '' : lang);
      const fields = fieldsOf(body);
      for (const code of STAY_FIELD_CODES) expect(fields[code], code).toBe(words[code].replace(/'/g, '&#39;'));
      expect(fields.wifi_name).toBe('Lakeside');
      expect(fields.wifi_password).not.toBe('reeds-and-ripples');
      expect(body.categories[0]!.topics[0]!.description).toBe(`For ${words.guest_first_name}`);
    }
  });

  it('are the stay’s values through its link: the door code inside its window, "available from" before', async () => {
    const open = ZGuestGuide.parse((await get(guestUrl('', `?invite=${invites.open}`))).json().RES_RESULT);
    expect(fieldsOf(open)).toMatchObject({
      guest_first_name: 'Guest',
      guest_name: 'Guest open',
      door_code: STAYS.open.code,
      guests: '2',
      reference: 'REF-open',
      wifi_name: 'Lakeside',
      wifi_password: 'reeds-and-ripples',
    });
    expect(open.categories[0]!.topics[0]!.description).toBe('For Guest');
    const early = fieldsOf(ZGuestGuide.parse((await get(guestUrl('', `?invite=${invites.early}`))).json().RES_RESULT));
    expect(early.door_code).not.toContain(STAYS.early.code);
    expect(early.door_code).toMatch(/\d\d:\d\d/);
    expect(early.guest_name).toBe('Guest early');
  });
});

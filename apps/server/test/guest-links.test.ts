/**
 * Every link a guest is given is the guide's public link (share/public-link.ts `publicGuideUrl`): the
 * readable link `{PUBLIC_URL}/{workspace slug}/{guide slug}`, on a verified own domain
 * `https://{domain}/{guide slug}`, and the token link `{origin}/g/{token}` while the guide has no slug;
 * a stay's personal link adds `?invite={invitation token}`. SURFACES is the list of what hands a guest a
 * link (a new surface is a new row); each is asked in each SETTING and must give exactly the expected
 * link, which must open the guide: the page answers 200 at that address (Host header and path), the
 * readable page naming the guide's share token. Real database, SMTP receiver, webhook receiver and DNS
 * server (the own domains are verified by their TXT records).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ZInvitation, ZMessagePreview, ZWebhookCreated, ZWorkspaceDomain, type TGuide } from '@guidebook/contract';
import { api, buildAccount, buildSharedGuide, resultOf, shareLink, type TestAccount } from './helpers/factories.ts';
import { startDnsServer } from './helpers/dns-server.ts';
import { parsePdf } from './helpers/pdf.ts';
import { getDatabaseClient, getTempDir, getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { getWebhookReceiver } from './helpers/webhook-receiver.ts';

const webDist = await getTempDir('guidebook-web-');
await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>admin app</title>');
await fs.writeFile(
  path.join(webDist, 'guest.html'),
  '<!doctype html><html><head><title>guest app</title></head><body></body></html>',
);

const dns = await startDnsServer();
const smtp = await getTestSmtp();
const receiver = await getWebhookReceiver();
const t = await getTestServer({
  webDist,
  dnsServers: [dns.address],
  smtpUrl: smtp.url,
  messagesPollSeconds: 0.2,
  webhooks: { retryDelaysSeconds: [0.3, 0.3], pollSeconds: 0.1, leaseSeconds: 5, runSeconds: 55 },
});
const db = await getDatabaseClient(t);

const PUBLIC_URL = 'http://guide.test';
const HOUR = 3_600_000;
/** A local date-time (the guides have no timezone: UTC) `hours` from now. */
const local = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().slice(0, 16);

/** Where a workspace's guides are and whether the guide has its slug. */
type Setting = { name: string; domain: string | null; guideSlug: boolean };

const SETTINGS: Setting[] = [
  { name: 'workspace and guide slugs', domain: null, guideSlug: true },
  { name: 'a verified own domain', domain: 'guide.casa-links.pt', guideSlug: true },
  { name: 'a guide without a slug yet', domain: null, guideSlug: false },
  { name: 'a verified own domain, a guide without a slug yet', domain: 'guide.casa-tokens.pt', guideSlug: false },
];

/** One workspace in one setting: its guide, an Active stay and what the surfaces need. */
type Place = {
  setting: Setting;
  host: TestAccount;
  guide: TGuide & { token: string };
  idInvitation: number;
  guestEmail: string;
  /** The stay's invitation token, read from its row. */
  invite: string;
  /** The workspace's and the guide's slugs, read from their rows. */
  workspaceSlug: string;
  guideSlug: string | null;
  hookPath: string;
  idRuleSendNow: number;
};

/** The link the place's guests must be given (`invite`: the stay's personal link). */
function expectedLink(place: Place, invite?: string): string {
  const origin = place.setting.domain ? `https://${place.setting.domain}` : PUBLIC_URL;
  const guidePath = !place.guideSlug
    ? `/g/${place.guide.token}`
    : place.setting.domain
      ? `/${place.guideSlug}`
      : `/${place.workspaceSlug}/${place.guideSlug}`;
  return `${origin}${guidePath}${invite ? `?invite=${invite}` : ''}`;
}

const REPLY = 'The firewood is on its way.';

/** The surfaces that hand a guest a link: `personal` ones give a stay's link (with ?invite=). */
type Surface = { what: string; personal: boolean; linkOf: (place: Place) => Promise<string> };

const personalLinkIn = (text: string) => /https?:\/\/\S+\?invite=[\w-]+/.exec(text)?.[0] ?? `none in ${text}`;

const SURFACES: Surface[] = [
  {
    what: 'the stay’s answer (invitations/select)',
    personal: true,
    linkOf: async (p) =>
      ZInvitation.parse(resultOf(await api(t.app, p.host).get(`/invitations/select?id_invitation=${p.idInvitation}`)))
        .link,
  },
  {
    what: 'the stays list (invitations/list)',
    personal: true,
    linkOf: async (p) => {
      const list = ZInvitation.array().parse(resultOf(await api(t.app, p.host).get('/invitations/list')));
      return list.find((i) => i.id_invitation === p.idInvitation)!.link;
    },
  },
  {
    what: 'the invitation e-mail',
    personal: true,
    linkOf: async (p) =>
      personalLinkIn(
        (await smtp.waitFor((m) => m.to.includes(p.guestEmail) && m.subject.includes(p.guide.title), 10_000)).text,
      ),
  },
  {
    what: 'a timed message sent by the sender (booking_confirmed, {{link}})',
    personal: true,
    linkOf: async (p) =>
      personalLinkIn((await smtp.waitFor((m) => m.to.includes(p.guestEmail) && m.subject === 'Booked', 10_000)).text),
  },
  {
    what: 'a timed message sent now (the stay’s link appended)',
    personal: true,
    linkOf: async (p) => {
      resultOf(
        await api(t.app, p.host).post('/invitations/messages/send_now', {
          id_invitation: p.idInvitation,
          id_message_rule: p.idRuleSendNow,
        }),
      );
      return personalLinkIn(
        (await smtp.waitFor((m) => m.to.includes(p.guestEmail) && m.subject === 'A note', 10_000)).text,
      );
    },
  },
  {
    what: 'the message preview of the stay',
    personal: true,
    linkOf: async (p) => {
      const preview = ZMessagePreview.parse(
        resultOf(
          await api(t.app, p.host).post('/message_rules/preview', {
            id_guide: p.guide.id_guide,
            id_invitation: p.idInvitation,
            language: 'en',
            subject: 'Hi',
            body: 'Your guide: {{link}}',
          }),
        ),
      );
      return personalLinkIn(preview.body);
    },
  },
  {
    what: 'the answer to a guest’s request (e-mail)',
    personal: true,
    linkOf: async (p) => {
      const type = resultOf<{ id_request_type: number }>(
        await api(t.app, p.host).post('/request_types/create', {
          texts: { en: { name: 'Firewood', description: 'A basket by the stove' } },
          kind: 'other',
          enabled: true,
          needs_approval: true,
        }),
      );
      const asked = await api(t.app).post('/guest/requests', {
        token: p.guide.token,
        invite: p.invite,
        id_request_type: type.id_request_type,
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const [pending] = resultOf<{ id_request: number }[]>(
        await api(t.app, p.host).get('/requests/list?status=pending'),
      );
      resultOf(
        await api(t.app, p.host).put('/requests/answer', {
          id_request: pending!.id_request,
          decision: 'approve',
          reply: REPLY,
        }),
      );
      return personalLinkIn(
        (await smtp.waitFor((m) => m.to.includes(p.guestEmail) && m.text.includes(REPLY), 10_000)).text,
      );
    },
  },
  {
    what: 'the guide.published webhook (share_url)',
    personal: false,
    linkOf: async (p) => {
      const published = () => receiver.on(p.hookPath).find((r) => r.type === 'guide.published');
      await receiver.waitFor(() => published() !== undefined, `guide.published at ${p.hookPath}`, 15_000);
      expect(published()!.verified).toBe(true);
      return (published()!.data.guide as { share_url: string }).share_url;
    },
  },
  {
    what: 'the share answer (readable_url, else url)',
    personal: false,
    linkOf: async (p) => {
      const link = await shareLink(t.app, p.host, p.guide.id_guide);
      return link.readable_url ?? link.url;
    },
  },
  {
    what: 'the QR code',
    personal: false,
    linkOf: async (p) => {
      const qr = await t.app.inject({
        method: 'GET',
        url: `/api/guides/share/qr?id_guide=${p.guide.id_guide}`,
        headers: p.host.auth,
      });
      const png = PNG.sync.read(qr.rawPayload);
      return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? 'no QR code';
    },
  },
  {
    what: 'the flyer',
    personal: false,
    linkOf: async (p) => {
      const flyer = await t.app.inject({
        method: 'GET',
        url: `/api/guides/share/flyer?id_guide=${p.guide.id_guide}`,
        headers: p.host.auth,
      });
      const text = (await parsePdf(flyer.rawPayload)).text;
      return /https?:\/\/[^\s]+/.exec(text)?.[0] ?? `none in ${text}`;
    },
  },
];

async function verifyDomain(host: TestAccount, domain: string): Promise<void> {
  const set = ZWorkspaceDomain.parse(resultOf(await api(t.app, host).put('/workspace/domain', { domain })));
  const txt = set.records.find((r) => r.type === 'TXT')!;
  dns.txt.set(txt.name, [txt.value]);
  expect(resultOf(await api(t.app, host).post('/workspace/domain/verify', {})).state).toBe('verified');
}

async function placeFor(setting: Setting, index: number): Promise<Place> {
  const host = await buildAccount(t.app);
  const hookPath = `/place-${index}`;
  const hook = ZWebhookCreated.parse(
    resultOf(
      await api(t.app, host).post('/webhooks/create', {
        url: `${receiver.base}${hookPath}`,
        events: ['guide.published'],
        description: setting.name,
      }),
    ),
  );
  receiver.secret(hookPath, hook.secret);
  const guide = await buildSharedGuide(t.app, host, { title: `Casa Links ${index}` });
  if (setting.domain) await verifyDomain(host, setting.domain);
  if (!setting.guideSlug) await db.query('UPDATE guides SET slug = NULL WHERE id_guide = $1', [guide.id_guide]);
  const slugs = await db.query<{ workspace_slug: string; guide_slug: string | null }>(
    `SELECT w.slug AS workspace_slug, g.slug AS guide_slug FROM guides g JOIN workspaces w USING (id_workspace)
     WHERE g.id_guide = $1`,
    [guide.id_guide],
  );
  const texts = (subject: string, body: string) => ({ en: { subject, body } });
  resultOf(
    await api(t.app, host).post('/message_rules/create', {
      name: 'Booked',
      id_guide: guide.id_guide,
      trigger: 'booking_confirmed',
      texts: texts('Booked', 'Your guide: {{link}}'),
    }),
  );
  const sendNow = resultOf<{ id_message_rule: number }>(
    await api(t.app, host).post('/message_rules/create', {
      name: 'A note',
      id_guide: guide.id_guide,
      trigger: 'before_check_in',
      offset_days: 1,
      send_time: '10:00',
      texts: texts('A note', 'The pool opens at 9.'),
    }),
  );
  const guestEmail = `guest-${index}-${Date.now()}@example.com`;
  const stay = ZInvitation.parse(
    resultOf(
      await api(t.app, host).post('/invitations/create', {
        id_guide: guide.id_guide,
        guest_name: 'Gil Guest',
        guest_email: guestEmail,
        // Active now (the window opens a day before check-in), and before check-in: booking_confirmed is sent.
        check_in: local(3),
        check_out: local(72),
      }),
    ),
  );
  const invite = await db.query<{ token: string }>('SELECT token FROM invitations WHERE id_invitation = $1', [
    stay.id_invitation,
  ]);
  // Guest content changes: the hook gets guide.published after its pause.
  resultOf(await api(t.app, host).put('/guides/modify', { id_guide: guide.id_guide, title: `${guide.title} II` }));
  return {
    setting,
    host,
    guide,
    idInvitation: stay.id_invitation,
    guestEmail,
    invite: invite.rows[0]!.token,
    workspaceSlug: slugs.rows[0]!.workspace_slug,
    guideSlug: slugs.rows[0]!.guide_slug,
    hookPath,
    idRuleSendNow: sendNow.id_message_rule,
  };
}

/** The guest page at a link: its Host header and path, as a browser asks for it. */
async function open(link: string) {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
}

const places: Place[] = [];

beforeAll(async () => {
  for (const [index, setting] of SETTINGS.entries()) places.push(await placeFor(setting, index));
}, 60_000);

describe.each(SETTINGS.map((setting, index) => [setting.name, index] as const))('%s', (_name, index) => {
  it.each(SURFACES.map((surface) => [surface.what, surface] as const))(
    '%s gives the expected link, which opens the guide',
    async (_what, surface) => {
      const place = places[index]!;
      const link = await surface.linkOf(place);
      expect(link).toBe(expectedLink(place, surface.personal ? place.invite : undefined));
      const page = await open(link);
      expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
      expect(page.body).toContain('<title>guest app</title>');
      // A readable page names its guide's share token (the guest app reads the guide through it).
      if (place.guideSlug) expect(page.body).toContain(`<meta name="share-token" content="${place.guide.token}"`);
    },
  );
});

describe('the settings themselves', () => {
  it('are what their names say: readable links on PUBLIC_URL or the domain, token links without a guide slug', () => {
    expect(places.map((p) => expectedLink(p))).toEqual([
      `${PUBLIC_URL}/${places[0]!.workspaceSlug}/casa-links-0`,
      'https://guide.casa-links.pt/casa-links-1',
      `${PUBLIC_URL}/g/${places[2]!.guide.token}`,
      `https://guide.casa-tokens.pt/g/${places[3]!.guide.token}`,
    ]);
  });

  it('the token link of a guide with a slug keeps working', async () => {
    const place = places[0]!;
    const page = await open(`${PUBLIC_URL}/g/${place.guide.token}?invite=${place.invite}`);
    expect(page.statusCode).toBe(200);
    const guide = await t.app.inject({ url: `/api/guest/guides/${place.guide.token}?invite=${place.invite}` });
    expect(guide.json().RES_RESULT.access).toMatchObject({ state: 'active' });
  });
});

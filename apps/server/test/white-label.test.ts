/**
 * White label: a workspace's sender name and e-mail footer, and the product's name hidden from every
 * surface its guests see. The surfaces are read as a guest gets them: the guest page (the real
 * apps/web/guest.html) and the offline worker (public/sw.js) as the server serves them, the guest
 * payload and the web app manifest, the flyer and the House Manual (their text with pdftotext and their
 * metadata with pdf-lib), and the e-mails to guests as the real SMTP receiver gets them (headers and
 * bodies: an invitation, a stay message sent now, the answer to a request). With the setting off the
 * product's name stays where it is today (the PDFs' Creator, the e-mails' sender).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, ZWhiteLabel, type TWhiteLabel } from '@guidebook/contract';
import { getDatabaseClient, getTempDir, getTestServer, getTestSmtp } from './helpers/test-app.ts';
import type { ReceivedMail } from './helpers/smtp.ts';
import { parsePdf } from './helpers/pdf.ts';
import { forGuests } from '../src/modules/white-label/white-label.service.ts';
import {
  api,
  buildAccount,
  buildInvitation,
  buildMessageRule,
  buildSharedGuide,
  resultOf,
  type TestAccount,
} from './helpers/factories.ts';

const webSource = fileURLToPath(new URL('../../web/', import.meta.url));
const webDist = await getTempDir('guidebook-web-');
await fs.copyFile(path.join(webSource, 'guest.html'), path.join(webDist, 'guest.html'));
await fs.copyFile(path.join(webSource, 'index.html'), path.join(webDist, 'index.html'));
for (const entry of await fs.readdir(path.join(webSource, 'public'), { withFileTypes: true }))
  if (entry.isFile()) await fs.copyFile(path.join(webSource, 'public', entry.name), path.join(webDist, entry.name));

const smtp = await getTestSmtp();
const t = await getTestServer({
  smtpUrl: smtp.url,
  webDist,
  mailFrom: 'Guidebook <no-reply@guide.test>',
  rateLimitPerMinute: 1_000_000,
});
const db = await getDatabaseClient(t);

const PRODUCT = /guidebook/i;
const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const unique = (name: string) => `${name}-${crypto.randomBytes(3).toString('hex')}@example.com`;

type Host = TestAccount & { guide: Awaited<ReturnType<typeof buildSharedGuide>>; workspaceName: string };

async function newHost(): Promise<Host> {
  const host = await buildAccount(t.app, { email: unique('host') });
  const guide = await buildSharedGuide(t.app, host, { title: 'Casa Azul', subtitle: 'Lisbon', timezone: 'UTC' });
  const { rows } = await db.query<{ name: string }>('select name from workspaces where id_workspace = $1', [
    host.id_workspace,
  ]);
  return { ...host, guide, workspaceName: rows[0]!.name };
}

async function save(host: TestAccount, body: Record<string, unknown>): Promise<TWhiteLabel> {
  return ZWhiteLabel.parse(resultOf(await api(t.app, host).put('/workspace/white_label', body)));
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Everything a guest reads on the web and on paper, as text; the PDFs' metadata too. */
async function guestSurfaces(host: Host) {
  const { guide } = host;
  const page = await get(`/g/${guide.token}`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="root">');
  const manifest = await get(`/api/guest/guides/${guide.token}/manifest.webmanifest`);
  expect(manifest.statusCode).toBe(200);
  const payload = await get(`/api/guest/guides/${guide.token}`);
  expect(payload.statusCode).toBe(200);
  const worker = await get('/sw.js');
  expect(worker.statusCode).toBe(200);
  const pdfs: Record<string, Buffer> = {};
  for (const [name, url, who] of [
    ['guest House Manual', `/api/guest/guides/${guide.token}/pdf`, null],
    ['host House Manual', `/api/guides/share/pdf?id_guide=${guide.id_guide}`, host],
    ['flyer', `/api/guides/share/flyer?id_guide=${guide.id_guide}&paper=a4`, host],
  ] as const) {
    const res = await t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
    expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
    pdfs[name] = res.rawPayload;
  }
  const printed: Record<string, { text: string; creator: string | undefined; producer: string | undefined }> = {};
  for (const [name, bytes] of Object.entries(pdfs)) {
    const parsed = await parsePdf(bytes);
    expect(parsed.text).toContain('Casa Azul');
    printed[name] = { text: parsed.text, creator: parsed.doc.getCreator(), producer: parsed.doc.getProducer() };
  }
  return {
    web: { page: page.body, manifest: manifest.body, payload: payload.body, worker: worker.body },
    manifest: manifest.json() as { name: string; short_name: string },
    printed,
  };
}

/** An invitation, a stay message sent now and a request's answer, to one guest of `host`, as received. */
async function guestMails(
  host: Host,
): Promise<{ invitation: ReceivedMail; message: ReceivedMail; answer: ReceivedMail }> {
  const guest = unique('guest');
  const stay = await buildInvitation(t.app, host, {
    id_guide: host.guide.id_guide,
    guest_name: 'Gil Guest',
    guest_email: guest,
    check_in: `${day(-1)}T15:00`,
    check_out: `${day(3)}T11:00`,
  });
  expect(stay.email_sent).toBe(true);
  const invitation = await smtp.waitFor((m) => m.to.includes(guest) && m.subject.includes('Casa Azul'));

  const rule = await buildMessageRule(t.app, host, {
    id_guide: host.guide.id_guide,
    texts: { en: { subject: 'A note for {{guest_first_name}}', body: 'The pool opens at 9.' } },
  });
  resultOf(
    await api(t.app, host).post('/invitations/messages/send_now', {
      id_invitation: stay.id_invitation,
      id_message_rule: rule.id_message_rule,
    }),
  );
  const message = await smtp.waitFor((m) => m.to.includes(guest) && m.subject === 'A note for Gil');

  const type = resultOf(
    await api(t.app, host).post('/request_types/create', {
      texts: { en: { name: 'Firewood', description: 'A basket by the stove' } },
      kind: 'other',
      enabled: true,
      needs_approval: true,
    }),
  ) as { id_request_type: number };
  const invite = new URL(stay.link).searchParams.get('invite')!;
  const asked = await api(t.app).post('/guest/requests', {
    token: host.guide.token,
    invite,
    id_request_type: type.id_request_type,
  });
  expect(asked.body.RES_CODE, JSON.stringify(asked.body)).toBe(RESULT.OK);
  const [pending] = resultOf(await api(t.app, host).get('/requests/list?status=pending')) as { id_request: number }[];
  resultOf(
    await api(t.app, host).put('/requests/answer', {
      id_request: pending!.id_request,
      decision: 'approve',
      reply: 'On its way.',
    }),
  );
  const answer = await smtp.waitFor((m) => m.to.includes(guest) && m.text.includes('On its way.'));
  return { invitation, message, answer };
}

describe('the white-label settings', () => {
  it('answers nulls and false before the first save, the MAIL_FROM name as the sender', async () => {
    const host = await newHost();
    const before = ZWhiteLabel.parse(resultOf(await api(t.app, host).get('/workspace/white_label')));
    expect(before).toEqual({
      sender_name: null,
      mail_footer: null,
      hide_product_name: false,
      effective_sender_name: 'Guidebook',
      date_modified: null,
    });
  });

  it('saves trimmed values, keeps the footer’s lines, and clears with empty texts', async () => {
    const host = await newHost();
    const saved = await save(host, {
      sender_name: '  Villa Rosa  ',
      mail_footer: 'Villa Rosa\r\nRua das Flores 1, Lisboa\n',
      hide_product_name: true,
    });
    expect(saved).toMatchObject({
      sender_name: 'Villa Rosa',
      mail_footer: 'Villa Rosa\nRua das Flores 1, Lisboa',
      hide_product_name: true,
      effective_sender_name: 'Villa Rosa',
    });
    expect(ZWhiteLabel.parse(resultOf(await api(t.app, host).get('/workspace/white_label')))).toEqual(saved);
    const cleared = await save(host, { sender_name: '', mail_footer: null, hide_product_name: true });
    expect(cleared).toMatchObject({ sender_name: null, mail_footer: null, effective_sender_name: host.workspaceName });
  });

  it.each([
    ['a line break in the sender name', { sender_name: 'Villa\r\nBcc: x@example.com' }, 'sender_name'],
    ['a quote in the sender name', { sender_name: 'Villa "Rosa"' }, 'sender_name'],
    ['angle brackets in the sender name', { sender_name: 'Rosa <x@example.com>' }, 'sender_name'],
    ['a sender name of 81 characters', { sender_name: 'x'.repeat(81) }, 'sender_name'],
    ['a footer of 1001 characters', { mail_footer: 'x'.repeat(1001) }, 'mail_footer'],
    ['a control character in the footer', { mail_footer: 'Bell\u0007' }, 'mail_footer'],
    ['a number as the sender name', { sender_name: 5 }, 'sender_name'],
    ['hide_product_name as text', { hide_product_name: 'yes' }, 'hide_product_name'],
  ])('refuses %s, naming the field, and changes nothing', async (_name, change, field) => {
    const host = await newHost();
    const before = await save(host, { sender_name: 'Villa Rosa', mail_footer: 'Footer', hide_product_name: false });
    const res = await api(t.app, host).put('/workspace/white_label', {
      sender_name: 'Villa Rosa',
      mail_footer: 'Footer',
      hide_product_name: false,
      ...change,
    });
    expect([400, 422]).toContain(res.status);
    expect([RESULT.BAD_REQUEST, RESULT.VALIDATION]).toContain(res.body.RES_CODE);
    expect(JSON.stringify(res.body.RES_OTHERS ?? res.body)).toContain(field);
    expect(ZWhiteLabel.parse(resultOf(await api(t.app, host).get('/workspace/white_label')))).toEqual(before);
  });

  it('says what is wrong in words', async () => {
    const host = await newHost();
    const quote = await api(t.app, host).put('/workspace/white_label', {
      sender_name: 'Villa "Rosa"',
      mail_footer: null,
      hide_product_name: false,
    });
    expect(quote.body.RES_MESSAGE).toBe(MESSAGES.whiteLabel.senderNameCharacters);
    const long = await api(t.app, host).put('/workspace/white_label', {
      sender_name: null,
      mail_footer: 'x'.repeat(1001),
      hide_product_name: false,
    });
    expect(long.body.RES_MESSAGE).toBe(MESSAGES.guide.maxLength(1000));
  });

  it('is changed by owners and admins: an editor is refused (43) and reads what is stored', async () => {
    const host = await newHost();
    const editor = await buildAccount(t.app, { email: unique('editor') });
    await db.query(
      `insert into workspace_members (id_workspace, id_user, email, role, status) values ($1, $2, $3, 'editor', 'active')`,
      [host.id_workspace, editor.id_user, editor.email],
    );
    const headers = { 'x-workspace': String(host.id_workspace) };
    const refused = await api(t.app, editor).put(
      '/workspace/white_label',
      { sender_name: 'Mine', mail_footer: null, hide_product_name: true },
      { headers },
    );
    expect(refused.body.RES_CODE).toBe(RESULT.FORBIDDEN);
    const read = await api(t.app, editor).get('/workspace/white_label', { headers });
    expect(ZWhiteLabel.parse(resultOf(read))).toEqual(
      ZWhiteLabel.parse(resultOf(await api(t.app, host).get('/workspace/white_label'))),
    );
  });
});

describe('the product’s name on guest surfaces', () => {
  it('shows as today while not hidden: the PDFs’ Creator and the e-mails’ sender name it, no web page does', async () => {
    const host = await newHost();
    const surfaces = await guestSurfaces(host);
    for (const [name, text] of Object.entries(surfaces.web)) expect(text, name).not.toMatch(PRODUCT);
    expect(surfaces.manifest.name).toBe('Casa Azul');
    for (const [name, pdf] of Object.entries(surfaces.printed)) {
      expect(pdf.creator, name).toBe('Guidebook');
      expect(pdf.text, name).not.toMatch(PRODUCT);
    }
    const mails = await guestMails(host);
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.headers.from, name).toBe('Guidebook <no-reply@guide.test>');
      expect(mail.raw, name).toMatch(PRODUCT);
    }
  });

  it('is absent from every guest surface when hidden; e-mails come from the sender name with the footer', async () => {
    const host = await newHost();
    await save(host, {
      sender_name: 'Villa Rosa',
      mail_footer: 'Villa Rosa · Rua das Flores 1, Lisboa\nCall us on +351 210 000 000',
      hide_product_name: true,
    });
    const surfaces = await guestSurfaces(host);
    for (const [name, text] of Object.entries(surfaces.web)) expect(text, name).not.toMatch(PRODUCT);
    expect(surfaces.manifest).toMatchObject({ name: 'Casa Azul', short_name: 'Casa Azul' });
    for (const [name, pdf] of Object.entries(surfaces.printed)) {
      expect(pdf.text, name).not.toMatch(PRODUCT);
      expect(pdf.creator, name).toBe('Villa Rosa');
      expect(pdf.producer, name).toBe('Villa Rosa');
    }
    const mails = await guestMails(host);
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.raw, name).not.toMatch(PRODUCT);
      expect(mail.headers.from, name).toBe('Villa Rosa <no-reply@guide.test>');
      expect(mail.headers['reply-to'], name).toBe(host.email);
      expect(mail.text, name).toContain('Villa Rosa · Rua das Flores 1, Lisboa\nCall us on +351 210 000 000');
      if (mail.html) expect(mail.html, name).toContain('Villa Rosa · Rua das Flores 1, Lisboa<br>Call us on');
    }
    // No guest e-mail has an HTML part today; one that has gets the footer there too, escaped.
    const withHtml = await forGuests(t.app.deps, host.id_workspace, {
      to: 'guest@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<html><body><p>Hello</p></body></html>',
    });
    expect(withHtml.html).toBe(
      '<html><body><p>Hello</p><p style="color:#6b7280;font-size:13px">Villa Rosa · Rua das Flores 1, Lisboa<br>' +
        'Call us on +351 210 000 000</p></body></html>',
    );
  });

  it('hidden without a sender name: the workspace’s name sends the e-mails and makes the PDFs', async () => {
    const host = await newHost();
    await db.query(`update workspaces set name = 'Rosa Rentals' where id_workspace = $1`, [host.id_workspace]);
    await save(host, { sender_name: null, mail_footer: null, hide_product_name: true });
    const surfaces = await guestSurfaces(host);
    for (const [name, pdf] of Object.entries(surfaces.printed)) expect(pdf.creator, name).toBe('Rosa Rentals');
    const { invitation } = await guestMails(host);
    expect(invitation.raw).not.toMatch(PRODUCT);
    expect(invitation.headers.from).toBe('Rosa Rentals <no-reply@guide.test>');
  });

  it('a sender name while the name is shown: the e-mails come from it, the PDFs stay as today', async () => {
    const host = await newHost();
    await save(host, { sender_name: 'Casa Azul – Lisboa', mail_footer: null, hide_product_name: false });
    const { invitation } = await guestMails(host);
    // Not ASCII: nodemailer writes the name as an encoded word, never raw bytes or a line break.
    expect(invitation.raw).toMatch(/^From: =\?UTF-8\?[BQ]\?\S+\?= <no-reply@guide\.test>\r?$/m);
    expect(invitation.headers.from).toBe('Casa Azul – Lisboa <no-reply@guide.test>');
    expect(invitation.headers['reply-to']).toBe(host.email);
    const surfaces = await guestSurfaces(host);
    expect(surfaces.printed.flyer!.creator).toBe('Guidebook');
  });

  it('a change takes effect at once for the House Manual guests already opened', async () => {
    const host = await newHost();
    const first = await parsePdf((await get(`/api/guest/guides/${host.guide.token}/pdf`)).rawPayload);
    expect(first.doc.getCreator()).toBe('Guidebook');
    await save(host, { sender_name: 'Villa Rosa', mail_footer: null, hide_product_name: true });
    const second = await parsePdf((await get(`/api/guest/guides/${host.guide.token}/pdf`)).rawPayload);
    expect(second.doc.getCreator()).toBe('Villa Rosa');
  });
});

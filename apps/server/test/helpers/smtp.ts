/**
 * A real SMTP receiver for tests: the app's mailer talks SMTP to it exactly as it
 * would to a production relay. Binds 127.0.0.1 on a free port; plain, auth-less.
 *
 *   const smtp = await startSmtpReceiver();
 *   const t = await createTestApp({ smtpUrl: smtp.url });
 *   const mail = await smtp.waitFor((m) => m.to.includes('ann@example.com'));
 *   mail.links[0] // first http(s) link of the text part
 *   await smtp.stop();
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO), lower-cased. */
  from: string;
  to: string[];
  subject: string;
  /** Decoded text/plain part ('' if none). */
  text: string;
  /** Decoded text/html part ('' if none). */
  html: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
  /** Top-level headers, names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  raw: string;
};

export type SmtpReceiver = {
  /** smtp://127.0.0.1:PORT, ready for nodemailer / config.smtpUrl. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** The first message (already received or still to come) matching predicate; rejects after timeoutMs. */
  waitFor: (predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Forget the messages received so far. */
  clear: () => void;
  /** While on, every MAIL FROM is answered 451 (a relay refusing for a while); `refused` counts them. */
  refuse: (on: boolean) => void;
  readonly refused: number;
  stop: () => Promise<void>;
};

type Part = { headers: Record<string, string>; body: string };

function splitHeaders(source: string): Part {
  const normalized = source.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function headerParam(value: string, param: string): string | undefined {
  const match = new RegExp(`${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = (headerParam(part.headers['content-type'] ?? '', 'charset') ?? 'utf-8').toLowerCase();
  const buffer =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset === 'us-ascii' ? 'utf-8' : charset).decode(buffer);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in headers such as Subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' ').replace(/\n/g, ''));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

/** Collects the text/plain and text/html leaves of a (possibly nested) multipart tree. */
function collectLeaves(part: Part, out: { text: string; html: string }): void {
  const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(part.headers['content-type'] ?? '', 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    // sections[0] is the preamble; the last one starts with "--" (the epilogue).
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectLeaves(splitHeaders(section.replace(/^\n/, '')), out);
    }
    return;
  }
  if (type.startsWith('text/html') && !out.html) out.html = decodeBody(part);
  else if (type.startsWith('text/plain') && !out.text) out.text = decodeBody(part);
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const top = splitHeaders(raw);
  const leaves = { text: '', html: '' };
  collectLeaves(top, leaves);
  const text = leaves.text.replace(/\n$/, '');
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(top.headers['subject'] ?? ''),
    text,
    html: leaves.html,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    headers: Object.fromEntries(Object.entries(top.headers).map(([k, v]) => [k, decodeWords(v)])),
    raw,
  };
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ predicate: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }>();
  const refusal = { on: false, count: 0 };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Accept any credentials too, so an smtp://user:pass@ URL works against it.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    logger: false,
    closeTimeout: 1000,
    size: 10 * 1024 * 1024,
    onMailFrom(_address, _session, callback) {
      if (!refusal.on) return callback();
      refusal.count += 1;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          from: mailFrom ? mailFrom.address.toLowerCase() : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        });
        messages.push(mail);
        for (const waiter of waiters) {
          if (waiter.predicate(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After start, a broken client connection must not crash the test process.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  return {
    refuse: (on) => {
      refusal.on = on;
    },
    get refused() {
      return refusal.count;
    },
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    clear: () => {
      messages.length = 0;
    },
    waitFor: (predicate, timeoutMs = 5000) => {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The brief's name for the same thing. */
export const start = startSmtpReceiver;

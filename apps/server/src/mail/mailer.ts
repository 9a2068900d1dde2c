/**
 * Outgoing mail. With SMTP_URL set, messages go out over SMTP; without it each
 * message is written as an .eml file in DATA_DIR/mail/ and its links are logged,
 * so a person running locally can still finish sign-up.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { FastifyBaseLogger } from 'fastify';

/** `messageId`: fixed when the mail is queued (mail/outbox.ts), so a retry is the same message. */
/** `replyTo`: where the guest's reply goes (a stay's timed messages: the host). */
/**
 * `from`: a sender other than MAIL_FROM (a workspace's white-label sender name on MAIL_FROM's address), as
 * nodemailer's address object, which encodes the name itself (no header is built from strings here).
 */
export type MailMessage = {
  to: string;
  from?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  replyTo?: string;
};

/**
 * SMTP time limits, all under the mail job's 30 s expiry (jobs/mail.job.ts): an attempt that hangs fails
 * here and is retried, rather than being taken over by another instance while it might still go out.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/**
 * Open SMTP connections per instance: the mail job's workers keep this many e-mails under way
 * (jobs/mail.job.ts: concurrency × batchSize), the others wait in the pool's queue.
 */
const SMTP_CONNECTIONS = 16;
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    // Pooled: the mail workers' e-mails share a few open connections instead of one handshake each.
    // Each e-mail is four exchanges in turn with the server (MAIL, RCPT, DATA, the message), so how
    // many go out a second is the connections over the time of those exchanges: SMTP_CONNECTIONS of
    // them, each kept open for as many e-mails as the server takes (nodemailer's default closes one
    // after 100 and opens another).
    // The pool is made here because nodemailer's createTransport({ url, … }) keeps only what the URL
    // says and drops the other options (the time limits); SMTPPool merges the URL into them.
    const transport = nodemailer.createTransport(
      new SMTPPool({
        url: opts.smtpUrl,
        pool: true,
        maxConnections: SMTP_CONNECTIONS,
        maxMessages: Infinity,
        ...SMTP_TIMEOUTS,
      }),
    );
    return {
      send: async (m) => {
        await transport.sendMail({ ...m, from: m.from ?? opts.from });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ ...m, from: m.from ?? opts.from });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info({ to: m.to, subject: m.subject, file, links }, `Mail written to ${file}: ${links.join(' ')}`);
    },
    close: () => transport.close(),
  };
}

/** The address of a From setting such as MAIL_FROM (`Guidebook <no-reply@example.com>` or a bare address). */
export function addressOf(from: string): string {
  const parsed = addressparser(from, { flatten: true })[0];
  return parsed?.address || from.trim();
}

/** The display name of a From setting (empty when it has none). */
export function nameOf(from: string): string {
  return addressparser(from, { flatten: true })[0]?.name ?? '';
}

/**
 * How the app sends e-mail: the rendered message is queued as a `mail` job (mail/jobs/mail.job.ts)
 * and sent by whichever instance takes it, retried with back-off while the SMTP server refuses it.
 * Its Message-ID is fixed here, so every attempt is the same message.
 */
import crypto from 'node:crypto';
import type { Deps } from '../lib/deps.ts';
import type { Transaction } from '../db/job-sql.ts';
import type { MailMessage } from './mailer.ts';
import { mailJob } from './jobs/mail.job.ts';

/** A job to queue if the e-mail never goes out; its payload gains `reason` (the last refusal). */
export type Undelivered = { queue: string; data: Record<string, unknown> };

/**
 * Queues the message; with `tx`, inside that transaction (the mail exists only if it commits);
 * with `undelivered`, that job is queued when the last attempt fails.
 */
export async function queueMail(
  deps: Deps,
  message: MailMessage,
  tx?: Transaction,
  undelivered?: Undelivered,
): Promise<void> {
  const messageId = message.messageId ?? `<${crypto.randomUUID()}@${new URL(deps.config.publicUrl).hostname}>`;
  await deps.jobs.send(mailJob, { ...message, messageId, ...(undelivered ? { undelivered } : {}) }, tx ? { tx } : {});
}

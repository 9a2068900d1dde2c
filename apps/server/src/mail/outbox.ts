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

/** A new Message-ID on the public host's name. */
function newMessageId(deps: Deps): string {
  return `<${crypto.randomUUID()}@${new URL(deps.config.publicUrl).hostname}>`;
}

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
  const messageId = message.messageId ?? newMessageId(deps);
  await deps.jobs.send(mailJob, { ...message, messageId, ...(undelivered ? { undelivered } : {}) }, tx ? { tx } : {});
}

/**
 * Workers take a burst's e-mails after the others waiting (pg-boss takes higher priorities first, 0 by
 * default): an e-mail a person is waiting for (a sign-up's, an invitation's) is not queued behind
 * thousands of timed messages falling due at the same minute.
 */
const BURST_PRIORITY = -1;

/**
 * Queues many e-mails in `tx` with one statement (the timed messages due at once), each with its
 * own Message-ID and `undelivered` job, behind the other e-mails waiting (BURST_PRIORITY).
 */
export async function queueMailBurst(
  deps: Deps,
  tx: Transaction,
  mails: readonly { message: MailMessage; undelivered?: Undelivered }[],
): Promise<void> {
  await deps.jobs.sendMany(
    mailJob,
    mails.map(({ message, undelivered }) => ({
      ...message,
      messageId: message.messageId ?? newMessageId(deps),
      ...(undelivered ? { undelivered } : {}),
    })),
    { tx, priority: BURST_PRIORITY },
  );
}

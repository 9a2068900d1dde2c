/**
 * The `mail` job: one e-mail, rendered and given its Message-ID when it was queued (mail/outbox.ts
 * queueMail), so every attempt sends exactly the same message. Sent by whichever instance takes it,
 * retried with back-off while the SMTP server refuses it; deleted once sent, because its links are
 * secrets. A sender that must know when its e-mail never goes out names a follow-up job
 * (`undelivered`), queued when the last attempt fails.
 */
import { z } from 'zod';
import { defineJob } from '../../lib/jobs.ts';

const ZQueuedMail = z.object({
  to: z.string(),
  from: z.object({ name: z.string(), address: z.string() }).optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  messageId: z.string(),
  replyTo: z.string().optional(),
  /** The job (queue name and payload) to queue when the last attempt fails. */
  undelivered: z.object({ queue: z.string(), data: z.record(z.string(), z.unknown()) }).optional(),
});

export type QueuedMail = z.infer<typeof ZQueuedMail>;

export const mailJob = defineJob<QueuedMail>({
  id: 'mail',
  schema: ZQueuedMail,
  options: {
    // 8 retries starting 5 s after a refusal: the last one 21 to 42 minutes after the first attempt.
    // The expiry (a crashed instance's e-mail goes out from another within a minute: 30 s + the
    // maintenance's 10 s + the first retry's 5 to 10 s) is above the mailer's SMTP timeouts (mailer.ts).
    retryLimit: 8,
    retryDelay: 5,
    expireInSeconds: 30,
    pollingSeconds: 0.5,
    // An e-mail mostly waits on the SMTP server: several go out at once, over the mailer's pooled
    // connections (SMTP_CONNECTIONS), 32 under way per instance. Each worker takes 4 per fetch, and the
    // done ones leave the queue together, so a burst (the timed messages of a minute) costs a fetch
    // and a delete per 4 e-mails, not per e-mail.
    concurrency: 8,
    batchSize: 4,
    deleteWhenDone: true,
  },
  handler: ({ undelivered: _undelivered, ...message }, { mailer }) => mailer.send(message),
  onGiveUp: async ({ undelivered }, { deps }, error) => {
    if (!undelivered) return;
    const reason = error instanceof Error ? error.message : String(error);
    await deps.jobs.sendNamed(undelivered.queue, { ...undelivered.data, reason });
  },
});

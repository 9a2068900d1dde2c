/**
 * The `message-undelivered` job: queued by the mail job when it gives up on a timed message's e-mail
 * (mail/outbox.ts `undelivered`); marks the message failed with the mail server's last refusal and
 * records `message.failed` for the webhooks (messages.service.ts markMessageUndelivered).
 */
import { z } from 'zod';
import { defineJob } from '../../../lib/jobs.ts';
import { markMessageUndelivered, MESSAGE_UNDELIVERED_JOB } from '../messages.service.ts';

export const messageUndeliveredJob = defineJob({
  id: MESSAGE_UNDELIVERED_JOB,
  schema: z.object({ id_stay_message: z.number().int().positive(), reason: z.string() }),
  options: {
    // A database hiccup: tried again shortly; marking twice changes nothing.
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 30,
    pollingSeconds: 2,
  },
  handler: async ({ id_stay_message, reason }, { deps }) => {
    await markMessageUndelivered(deps, id_stay_message, reason);
  },
});

/**
 * The `stay-messages` job: every minute, on whichever instance takes it, the timed messages that are
 * due are sent (messages.service.ts sendDueMessages): the run keeps going for most of its minute,
 * sending each message at its time (and at once when a change on this instance made one due), so a
 * message is at most MESSAGES_POLL_SECONDS late; the next minute's run takes over.
 */
import { z } from 'zod';
import { defineJob } from '../../../lib/jobs.ts';
import { sendDueMessages } from '../messages.service.ts';

export const stayMessagesJob = defineJob({
  id: 'stay-messages',
  // It carries nothing (the schedule queues `{}`).
  schema: z.object({}),
  options: {
    // A failed run is not retried: the next minute's run sends the same due messages.
    retryLimit: 0,
    retryDelay: 0,
    // Past the run's 55 s budget and its last transaction.
    expireInSeconds: 120,
    pollingSeconds: 1,
    cron: '* * * * *',
    // Each instance runs once when it starts: one restarted after a crash sends what is due at once,
    // not after the killed run's job has expired. Runs side by side take different rows (SKIP LOCKED).
    queueAtStart: 'each',
  },
  // The instance stopping ends the run between transactions.
  handler: async (_payload, { deps, signal }) => {
    await sendDueMessages(deps, signal ? { signal } : {});
  },
});

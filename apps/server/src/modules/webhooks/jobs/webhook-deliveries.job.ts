/**
 * The `webhook-deliveries` job: every minute, on whichever instance takes it, due webhook deliveries
 * are sent (webhooks.service.ts sendDueDeliveries): the run keeps going for most of its minute
 * (WEBHOOKS_RUN_SECONDS), woken at once when any instance records events, so a delivery waits at
 * most WEBHOOKS_POLL_SECONDS even when a wake-up is missed; the next minute's run takes over.
 * Between two runs, an instance woken by recorded events queues a run itself (webhooks.service.ts
 * wakeSender).
 */
import { z } from 'zod';
import { defineJob } from '../../../lib/jobs.ts';
import { sendDueDeliveries } from '../webhooks.service.ts';

export const webhookDeliveriesJob = defineJob({
  id: 'webhook-deliveries',
  // It carries nothing (the schedule queues `{}`).
  schema: z.object({}),
  options: {
    // A failed run is not retried: the next minute's run sends the same due deliveries.
    retryLimit: 0,
    retryDelay: 0,
    // Past the run's 80 s limit and its last round (10 s sends, one transaction).
    expireInSeconds: 120,
    pollingSeconds: 1,
    cron: '* * * * *',
    queueAtStart: true,
  },
  // The instance stopping ends the run between rounds.
  handler: async (_payload, { deps, signal }) => {
    await sendDueDeliveries(deps, { budgetMs: deps.config.webhooksRunSeconds * 1000, ...(signal ? { signal } : {}) });
  },
});

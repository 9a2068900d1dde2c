/**
 * The `webhook-deliveries` job: every minute, on whichever instance takes it, due webhook deliveries
 * are sent (webhooks.service.ts sendDueDeliveries): the run keeps going for most of its minute
 * (WEBHOOKS_RUN_SECONDS), woken at once when any instance records events, so a delivery waits at
 * most WEBHOOKS_POLL_SECONDS even when a wake-up is missed; the next minute's run takes over.
 * Between two runs, an instance woken by recorded events queues a run itself (webhooks.service.ts
 * wakeSender). The instances starting within the same minute queue one run between them.
 */
import { minuteJob } from '../../../lib/minute-job.ts';
import { sendDueDeliveries } from '../webhooks.service.ts';

export const webhookDeliveriesJob = minuteJob({
  id: 'webhook-deliveries',
  queueAtStart: true,
  run: (deps, options) => sendDueDeliveries(deps, { budgetMs: deps.config.webhooks.runSeconds * 1000, ...options }),
});

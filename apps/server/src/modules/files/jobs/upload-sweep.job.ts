/**
 * The `upload-sweep` job (stale-uploads.ts sweepStaleUploads): hourly by its schedule, and once when
 * an instance starts (instances starting within the same minute queue one), each run on one instance
 * only.
 */
import { z } from 'zod';
import { defineJob } from '../../../lib/jobs.ts';
import { sweepStaleUploads } from '../stale-uploads.ts';

export const uploadSweepJob = defineJob({
  id: 'upload-sweep',
  // It carries nothing (the schedule queues `{}`).
  schema: z.object({}),
  // Hourly; idempotent, so the rare second run (a sweep outliving its expiry) removes nothing more.
  options: {
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 1800,
    pollingSeconds: 5,
    cron: '0 * * * *',
    queueAtStart: true,
  },
  handler: async (_payload, { deps }) => {
    await sweepStaleUploads(deps);
  },
});

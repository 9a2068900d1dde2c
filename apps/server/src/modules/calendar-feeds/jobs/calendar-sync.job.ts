/**
 * The `calendar-sync` job: every minute, on whichever instance takes it, the calendar feeds that are
 * due are read (calendar-sync.service.ts syncDueFeeds): leased a few at a time, so instances share
 * the work and a feed is never read by two at once, and four read at once at most (the resolver's
 * threads). A run that outlives its minute ends at its time budget; the next run takes the rest.
 */
import { z } from 'zod';
import { defineJob } from '../../../lib/jobs.ts';
import { syncDueFeeds } from '../calendar-sync.service.ts';

export const calendarSyncJob = defineJob({
  id: 'calendar-sync',
  // It carries nothing (the schedule queues `{}`).
  schema: z.object({}),
  options: {
    // A failed run is not retried: the next minute's run reads the same due feeds.
    retryLimit: 0,
    retryDelay: 0,
    // Past the run's 45 s budget, a feed's 10 s fetch and its transaction.
    expireInSeconds: 120,
    pollingSeconds: 5,
    cron: '* * * * *',
    queueAtStart: true,
  },
  // The instance stopping ends the run: no more feeds taken, a read in flight stopped unrecorded.
  handler: async (_payload, { deps, signal }) => {
    await syncDueFeeds(deps, { signal });
  },
});

/**
 * A job for work that a run does for most of its minute and the next minute's run takes over: the
 * schedule queues it every minute with nothing to carry (`{}`), on whichever instance takes it. A
 * failed run is not retried (the next minute's run does the same work); a run expires after 120 s,
 * past its own time limit and its last transaction; the instance stopping aborts `signal`, which
 * ends the run between its steps.
 */
import { z } from 'zod';
import type { Deps } from './deps.ts';
import { defineJob, type JobDefinition, type JobOptions } from './jobs.ts';

export function minuteJob(definition: {
  id: string;
  /** Also queued when an instance is ready (JobOptions.queueAtStart). */
  queueAtStart: JobOptions['queueAtStart'];
  run: (deps: Deps, options: { signal?: AbortSignal }) => Promise<unknown>;
}): JobDefinition<Record<string, never>> {
  return defineJob({
    id: definition.id,
    schema: z.object({}),
    options: {
      retryLimit: 0,
      retryDelay: 0,
      expireInSeconds: 120,
      pollingSeconds: 1,
      cron: '* * * * *',
      queueAtStart: definition.queueAtStart,
    },
    handler: async (_payload, { deps, signal }) => {
      await definition.run(deps, signal ? { signal } : {});
    },
  });
}

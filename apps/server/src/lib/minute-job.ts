/**
 * A job for work that a run does for most of its minute and the next minute's run takes over: the
 * schedule queues it every minute with nothing to carry (`{}`), on whichever instance takes it. A
 * failed run is not retried (the next minute's run does the same work); a run expires after 120 s,
 * past its own time limit and its last transaction; the instance stopping aborts `signal`, which
 * ends the run between its steps.
 */
import { setTimeout as sleep } from 'node:timers/promises';
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

/**
 * A run's wait between its rounds: `ms`, or less when the instance stops (`signal`, also when it
 * stopped during the round just done) or `wake` is called. `wake` is handed to `onWake` before the
 * wait starts, for the code that knows more is due.
 */
export async function restBetweenRounds(
  ms: number,
  signal: AbortSignal | undefined,
  onWake: (wake: () => void) => void,
): Promise<void> {
  const idle = new AbortController();
  const stop = () => idle.abort();
  onWake(stop);
  if (signal?.aborted) return;
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await sleep(ms, undefined, { signal: idle.signal }).catch(() => undefined);
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

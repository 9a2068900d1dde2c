/**
 * The `shared-topic-copy` job: a shared topic's edit reaching every guide that shows it. Each
 * placement is a copy of the shared topic's texts (the guest payload, search, PDF and flyer read
 * the guide's own rows), and a topic placed in 2,000 guides is 2,000 rows to write. The edit
 * queues this job in its own transaction and answers; the job writes the copies in one statement,
 * then drops the workspace's guest caches on every instance, so no payload built from the old copy
 * outlives it. Two edits in a row queue two jobs; each copies what the shared topic holds when it
 * runs, so the last one leaves the last edit. A failed copy is retried like any job.
 */
import { z } from 'zod';
import type { Deps } from '../../../lib/deps.ts';
import { guestContentChanged } from '../../../lib/events.ts';
import { defineJob } from '../../../lib/jobs.ts';
import type { Transaction } from '../../../db/job-sql.ts';
import * as repo from '../shared-topics.repository.ts';

const ZSharedTopicCopyJob = z.object({
  idWorkspace: z.number().int(),
  idSharedTopic: z.number().int(),
  /** Status and visibility too (the edit changed one of them), not only the texts. */
  statusAndView: z.boolean(),
});

export type SharedTopicCopyJob = z.infer<typeof ZSharedTopicCopyJob>;

export const sharedTopicCopyJob = defineJob<SharedTopicCopyJob>({
  id: 'shared-topic-copy',
  schema: ZSharedTopicCopyJob,
  // One UPDATE of at most a few thousand rows: seconds at worst; retried soon, as guests wait for it.
  options: { retryLimit: 5, retryDelay: 2, expireInSeconds: 120, pollingSeconds: 0.5 },
  handler: async (job, { deps }) => {
    await repo.copySharedTopicToPlacements(deps.database.db, job.idWorkspace, job.idSharedTopic, {
      statusAndView: job.statusAndView,
    });
    guestContentChanged(deps, job.idWorkspace);
  },
});

/** Queues the copy inside the edit's transaction: it exists only if the edit commits. */
export async function queueSharedTopicCopy(deps: Deps, tx: Transaction, job: SharedTopicCopyJob): Promise<void> {
  await deps.jobs.send(sharedTopicCopyJob, job, { tx });
}

/** After the edit's commit: a worker of this instance takes the copy at once, not at its next poll. */
export function sharedTopicCopyQueued(deps: Deps): void {
  deps.jobs.wake(sharedTopicCopyJob);
}

/** Resolves once no copy waits or runs (tests and the benchmark wait on it). */
export async function sharedTopicCopiesSettled(deps: Deps): Promise<void> {
  await deps.jobs.settled(sharedTopicCopyJob.id);
}

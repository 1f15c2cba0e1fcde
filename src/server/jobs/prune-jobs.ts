import type { Db } from '../db/database.js';
import type { JobQueue } from './job-types.js';

export const PRUNE_JOB = 'prune-done-jobs';
const DAY_MS = 86_400_000;
/**
 * How long a finished job is kept. Its key keeps the same job from being queued again, which only matters while it
 * could be: reminders are planned at most a few days ahead and never for a moment gone by, and a held delivery or a
 * digest is queued when its notification is made.
 */
export const DONE_JOBS_KEPT_MS = 7 * DAY_MS;

/** Deletes the jobs finished DONE_JOBS_KEPT_MS or longer before `now` (held deliveries keep a notification's words). */
export async function pruneDoneJobs(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DONE_JOBS_KEPT_MS).toISOString();
  const result = await db.kysely.deleteFrom('jobs').where('doneAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Once a day, whichever instance gets there first prunes the finished jobs. */
export function registerJobPruning(jobs: JobQueue, db: Db): void {
  jobs.handle(PRUNE_JOB, async (_job, now) => {
    await pruneDoneJobs(db, now);
  });
  jobs.every(PRUNE_JOB, DAY_MS);
}

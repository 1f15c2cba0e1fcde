import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const ERROR_MAX = 2000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export async function markJobDone(db: Db, id: string, now: Date): Promise<void> {
  await db.kysely.updateTable('jobs').set({ doneAt: now.toISOString(), lockedUntil: null }).where('id', '=', id).execute();
}

/** Records the error and frees the job to run again after the backoff (the claim leaves it once attempts run out). */
export async function markJobFailed(db: Db, job: { id: string; attempts: number }, error: unknown, now: Date): Promise<void> {
  const message = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, ERROR_MAX);
  await db.kysely
    .updateTable('jobs')
    .set({ lastError: message, lockedUntil: null, runAt: new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString() })
    .where('id', '=', job.id)
    .execute();
}

/** Hands back jobs claimed but not started (the instance is stopping): no attempt is counted. */
export async function releaseJobs(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.kysely
    .updateTable('jobs')
    .set({ lockedUntil: null, attempts: sql<number>`attempts - 1` })
    .where('id', 'in', ids)
    .execute();
}

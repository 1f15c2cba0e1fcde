import { isValidTimeZone } from '../../common/time-zones.js';
import { loadSchedule } from '../custody-calendar/load-schedule.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/job-types.js';
import { nextSummarySlot } from './summary-slot.js';

export const WEEKLY_SUMMARY_JOB = 'weekly-summary';
export const WEEKLY_SUMMARY_SCAN_JOB = 'weekly-summary-scan';
export const SCAN_EVERY_MS = 3_600_000;
/** A slot this long gone is still sent (an instance was restarting); the scan before it already queued it otherwise. */
const GRACE_MS = 2 * SCAN_EVERY_MS;

export interface WeeklySummaryPayload {
  userId: string;
  familyId: string;
  /** The Sunday 18:00 it is for, as an instant. */
  slot: string;
}

/** The zone a parent's Sunday evening is read in: their own (from their browser), else their family's schedule's, else UTC. */
export async function summaryTimeZone(db: Db, user: { timeZone: string | null }, familyId: string): Promise<string> {
  if (user.timeZone && isValidTimeZone(user.timeZone)) return user.timeZone;
  return (await loadSchedule(db.kysely, familyId))?.timeZone ?? 'UTC';
}

/**
 * Queues the summary of every parent who wants one and whose Sunday 18:00 falls before the next scan; the key
 * (parent and slot) makes queuing it again, by the next scan or another instance, a no-op.
 */
export async function scanWeeklySummaries(opts: { db: Db; jobs: Pick<JobQueue, 'enqueue'>; now: Date }): Promise<number> {
  const { db, now } = opts;
  const users = await db.kysely
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .select(['users.id', 'users.timeZone', 'memberships.familyId'])
    .where('users.weeklySummary', '=', 1)
    .execute();
  let queued = 0;
  for (const user of users) {
    const timeZone = await summaryTimeZone(db, user, user.familyId);
    const slot = nextSummarySlot(timeZone, new Date(now.getTime() - GRACE_MS));
    if (slot.getTime() > now.getTime() + SCAN_EVERY_MS) continue;
    const payload: WeeklySummaryPayload = { userId: user.id, familyId: user.familyId, slot: slot.toISOString() };
    const key = `${WEEKLY_SUMMARY_JOB}:${user.id}:${payload.slot}`;
    if (await opts.jobs.enqueue({ kind: WEEKLY_SUMMARY_JOB, payload, runAt: slot, key })) queued++;
  }
  return queued;
}

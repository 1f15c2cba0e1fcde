import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/job-types.js';
import { loadDeliverySettings, type DeliverySettings } from '../notifications/delivery-settings.js';
import { reminderTime } from './before-quiet-hours.js';
import { planFamilyReminders } from './plan-family-reminders.js';
import { REMINDER_JOB } from './planned-reminder.js';

export const SCAN_EVERY_MS = 5 * 60_000;
/** Handovers 24 hours ahead, events up to a day ahead (the longest lead), and two scans of slack. */
const HORIZON_MS = 26 * 3_600_000 + 24 * 3_600_000;
/** A reminder due this long ago is still sent (an instance was restarting); older ones are left alone. */
const GRACE_MS = 2 * SCAN_EVERY_MS;

/** The families that may have a reminder ahead: a custody schedule, or an event assigned to a parent. */
async function familiesToScan(db: Db, window: { from: string; to: string }): Promise<string[]> {
  const withSchedule = await db.kysely.selectFrom('custodyScheduleChanges').select('familyId').distinct().execute();
  const withEvents = await db.kysely
    .selectFrom('events')
    .select('familyId')
    .distinct()
    .where('archivedAt', 'is', null)
    .where('assignedParent', 'is not', null)
    .where((eb) => eb.or([eb('recurrence', 'is not', null), eb.and([eb('startTime', '<', window.to), eb('endTime', '>', window.from)])]))
    .execute();
  return [...new Set([...withSchedule, ...withEvents].map((r) => r.familyId))];
}

/**
 * One scan (a job per time slot, so one instance runs it): queues a reminder job, due when it is to be sent,
 * for every handover and assigned event ahead. Each reminder's key makes queuing it again a no-op.
 */
export async function scanReminders(opts: { db: Db; jobs: Pick<JobQueue, 'enqueue'>; now: Date }): Promise<number> {
  const { db, now } = opts;
  const window = { from: now, to: new Date(now.getTime() + HORIZON_MS) };
  let queued = 0;
  for (const familyId of await familiesToScan(db, { from: window.from.toISOString(), to: window.to.toISOString() })) {
    // SQLite answers synchronously: without a turn of the event loop between families, a scan of thousands of
    // families would hold every request until it ends.
    await new Promise((resolve) => setImmediate(resolve));
    const settings = new Map<string, DeliverySettings>();
    for (const reminder of await planFamilyReminders({ db, familyId, window })) {
      const { userId, at } = reminder.payload;
      if (!settings.has(userId)) settings.set(userId, await loadDeliverySettings(db, userId));
      const early = reminderTime(reminder.runAt, at, settings.get(userId) as DeliverySettings);
      const runAt = early.getTime() >= now.getTime() - GRACE_MS ? early : reminder.runAt;
      if (runAt.getTime() < now.getTime() - GRACE_MS) continue;
      const added = await opts.jobs.enqueue({ kind: REMINDER_JOB, payload: reminder.payload, runAt, key: reminder.key });
      if (added) queued++;
    }
  }
  return queued;
}

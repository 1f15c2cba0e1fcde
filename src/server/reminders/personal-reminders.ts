import { randomUUID } from 'node:crypto';
import type { VoiceReminder } from '../../common/schemas/voice.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/job-types.js';
import { notify } from '../notifications/notify.js';
import type { Services } from '../services.js';

/**
 * A parent's own reminders, set by voice, by the Voice Assistant's form or by an Insights suggestion: private to them,
 * listed on the Voice Assistant screen. (The job's name is older than the other callers.)
 */
export const PERSONAL_REMINDER_JOB = 'voice.reminder';
export const REMINDER_IN_PAST = 'That time has already passed: choose a time to come';

const toReminder = (r: { id: string; what: string; remindAt: string; deliveredAt: string | null }): VoiceReminder => ({
  id: r.id,
  what: r.what,
  at: new Date(r.remindAt).toISOString(),
  deliveredAt: r.deliveredAt ? new Date(r.deliveredAt).toISOString() : null,
});

/** A reminder for the parent alone, rung on their bell (and push or email, as they chose) at its time. */
export async function createPersonalReminder(opts: {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  userId: string;
  familyId: string;
  what: string;
  at: string;
  now?: Date;
}): Promise<VoiceReminder> {
  const now = opts.now ?? new Date();
  const at = new Date(opts.at);
  if (at.getTime() <= now.getTime()) throw new AppError('bad_request', REMINDER_IN_PAST, { at: REMINDER_IN_PAST });
  const row = {
    id: randomUUID(),
    userId: opts.userId,
    familyId: opts.familyId,
    what: opts.what,
    remindAt: at.toISOString(),
    createdAt: now.toISOString(),
    deliveredAt: null,
  };
  await opts.db.kysely.insertInto('voiceReminders').values(row).execute();
  await opts.jobs.enqueue({ kind: PERSONAL_REMINDER_JOB, payload: { id: row.id }, runAt: at, key: `${PERSONAL_REMINDER_JOB}:${row.id}` });
  return toReminder(row);
}

/** The parent's reminders still to come, soonest first. */
export async function listPersonalReminders(db: Db, userId: string, now = new Date()): Promise<VoiceReminder[]> {
  const rows = await db.kysely
    .selectFrom('voiceReminders')
    .select(['id', 'what', 'remindAt', 'deliveredAt'])
    .where('userId', '=', userId)
    .where('remindAt', '>', now.toISOString())
    .orderBy('remindAt')
    .limit(50)
    .execute();
  return rows.map(toReminder);
}

/** Rings each reminder once, when due, to its own parent only. */
export function registerPersonalReminderJobs(services: Pick<Services, 'db' | 'realtime' | 'delivery' | 'jobs'>): void {
  services.jobs.handle<{ id: string }>(PERSONAL_REMINDER_JOB, async (job, now) => {
    const { db } = services;
    const reminder = await db.kysely
      .selectFrom('voiceReminders')
      .selectAll()
      .where('id', '=', job.payload.id)
      .where('deliveredAt', 'is', null)
      .executeTakeFirst();
    if (!reminder) return;
    await db.kysely.updateTable('voiceReminders').set({ deliveredAt: now.toISOString() }).where('id', '=', reminder.id).execute();
    await notify({
      ...services,
      userId: reminder.userId,
      familyId: reminder.familyId,
      kind: 'reminder',
      title: 'Reminder',
      body: reminder.what,
      link: '/voice',
      now,
    });
  });
}

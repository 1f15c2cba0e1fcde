import type { ReminderSettings, UpdateReminderSettings } from '../../../common/schemas/reminders.js';
import type { Db } from '../../db/database.js';

export async function loadReminderSettings(db: Db, userId: string): Promise<ReminderSettings> {
  const row = await db.kysely.selectFrom('users').select('eventReminderMinutes').where('id', '=', userId).executeTakeFirstOrThrow();
  return { eventReminderMinutes: row.eventReminderMinutes as ReminderSettings['eventReminderMinutes'] };
}

/** Reminders already queued at the old lead time are dropped at delivery; the next scan queues the new ones. */
export async function saveReminderSettings(db: Db, userId: string, input: UpdateReminderSettings): Promise<void> {
  await db.kysely.updateTable('users').set({ eventReminderMinutes: input.eventReminderMinutes }).where('id', '=', userId).execute();
}

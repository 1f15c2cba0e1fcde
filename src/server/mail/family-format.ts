import { createFormat, type Format } from '../../common/format/format.js';
import { loadSchedule } from '../custody-calendar/load-schedule.js';
import type { Db } from '../db/database.js';

/**
 * Dates and times in a family's emails: its report locale, on the wall clock of its custody schedule (else UTC).
 * Parents have no locale or time zone of their own yet.
 */
export async function familyFormat(db: Db, familyId: string): Promise<Format> {
  const family = await db.kysely.selectFrom('families').select('locale').where('id', '=', familyId).executeTakeFirst();
  const schedule = await loadSchedule(db.kysely, familyId);
  return createFormat(family?.locale, schedule?.timeZone ?? 'UTC');
}

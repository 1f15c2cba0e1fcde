import type { Kysely } from 'kysely';
import { todayIn } from '../../common/custody/zoned-time.js';
import type { CustodySchedule } from '../../common/schemas/custody.js';
import type { Database } from '../db/schema.js';
import { loadVersionRows, type ScheduleChangeRow, toScheduleDto } from './schedule-rows.js';

/** The version in effect today (today read in each version's time zone), or null before the first. Versions in date order. */
export function versionInEffect(versions: ScheduleChangeRow[], now: Date = new Date()): ScheduleChangeRow | null {
  let found: ScheduleChangeRow | null = null;
  for (const v of versions) if (v.effectiveFrom && v.effectiveFrom <= todayIn(v.timeZone, now)) found = v;
  return found;
}

/** The family's custody schedule in effect today, or null when none is (never set, ended, or not yet begun). */
export async function loadSchedule(db: Kysely<Database>, familyId: string, now: Date = new Date()): Promise<CustodySchedule | null> {
  const current = versionInEffect(await loadVersionRows(db, familyId), now);
  return current ? toScheduleDto(current) : null;
}

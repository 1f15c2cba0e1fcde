import type { Selectable } from 'kysely';
import type { CustodySide } from '../../common/custody/patterns.js';
import type { CustodySchedule } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';
import type { CustodySchedulesTable } from '../db/schema.js';

export function toScheduleDto(row: Selectable<CustodySchedulesTable>): CustodySchedule {
  return {
    pattern: row.pattern,
    ...(row.customSequence ? { customSequence: JSON.parse(row.customSequence) as CustodySide[] } : {}),
    startDate: row.startDate,
    exchangeTime: row.exchangeTime,
    firstParentId: row.firstParentId,
    timeZone: row.timeZone,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** The family's custody schedule, or null when none is set. */
export async function loadSchedule(db: Pick<Db, 'kysely'>['kysely'], familyId: string): Promise<CustodySchedule | null> {
  const row = await db.selectFrom('custodySchedules').selectAll().where('familyId', '=', familyId).executeTakeFirst();
  return row ? toScheduleDto(row) : null;
}

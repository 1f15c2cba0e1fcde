import type { CustodySchedule, PutCustodyScheduleRequest } from '../../../common/schemas/custody.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import { loadSchedule } from '../../custody-calendar/load-schedule.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export const FIRST_PARENT_MESSAGE = 'The parent who starts must be a parent of your family';

/** Sets or replaces the family's custody schedule. */
export async function putSchedule(opts: {
  db: Db;
  familyId: string;
  userId: string;
  input: PutCustodyScheduleRequest;
}): Promise<CustodySchedule> {
  const { db, familyId, input } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    const parents = await loadFamilyParents(trx, familyId);
    if (!parents.some((p) => p.id === input.firstParentId)) {
      throw new AppError('bad_request', FIRST_PARENT_MESSAGE, { firstParentId: FIRST_PARENT_MESSAGE });
    }
    const values = {
      pattern: input.pattern,
      customSequence: input.pattern === 'custom' && input.customSequence ? JSON.stringify(input.customSequence) : null,
      startDate: input.startDate,
      exchangeTime: input.exchangeTime,
      firstParentId: input.firstParentId,
      timeZone: input.timeZone,
      updatedAt: new Date().toISOString(),
      updatedBy: opts.userId,
    };
    await trx
      .insertInto('custodySchedules')
      .values({ familyId, ...values })
      .onConflict((oc) => oc.column('familyId').doUpdateSet(values))
      .execute();
    const schedule = await loadSchedule(trx, familyId);
    if (!schedule) throw new Error('saved schedule not found');
    return schedule;
  });
}

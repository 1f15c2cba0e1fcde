import type { Db } from '../../db/database.js';

/** Removes the family's custody schedule (accepted swaps stay in the history). */
export async function deleteSchedule(opts: { db: Db; familyId: string }): Promise<void> {
  await opts.db.kysely.deleteFrom('custodySchedules').where('familyId', '=', opts.familyId).execute();
}

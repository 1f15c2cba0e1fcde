import type { AcceptedSwap } from '../../common/custody/custody-days.js';
import type { Db } from '../db/database.js';

/** The family's accepted swaps in the order they were accepted (a later one wins on a shared date). */
export async function loadAcceptedSwaps(db: Pick<Db, 'kysely'>['kysely'], familyId: string): Promise<AcceptedSwap[]> {
  const rows = await db
    .selectFrom('swapRequests')
    .select(['requestedBy', 'dates', 'makeUpDates'])
    .where('familyId', '=', familyId)
    .where('status', '=', 'accepted')
    .orderBy('answeredAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    requestedBy: r.requestedBy,
    dates: JSON.parse(r.dates) as string[],
    makeUpDates: JSON.parse(r.makeUpDates) as string[],
  }));
}

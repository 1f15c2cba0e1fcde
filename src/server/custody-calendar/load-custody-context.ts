import type { AcceptedSwap, CustodyParent, CustodyParents } from '../../common/custody/custody-days.js';
import type { CustodyRule } from '../../common/custody/patterns.js';
import type { CustodySchedule } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';
import { loadAcceptedSwaps } from './load-accepted-swaps.js';
import { loadFamilyParents, scheduleRoles } from './load-family-parents.js';
import { loadSchedule } from './load-schedule.js';

/** Everything that decides whose night a date is: the schedule, the parents in its roles, the accepted swaps. */
export interface CustodyContext {
  schedule: CustodySchedule;
  rule: CustodyRule;
  parents: CustodyParents;
  /** The known parents in schedule order (first, then second). */
  parentList: CustodyParent[];
  swaps: AcceptedSwap[];
}

export async function loadCustodyContext(db: Pick<Db, 'kysely'>['kysely'], familyId: string): Promise<CustodyContext | null> {
  const schedule = await loadSchedule(db, familyId);
  if (!schedule) return null;
  const parents = scheduleRoles(await loadFamilyParents(db, familyId), schedule.firstParentId);
  return {
    schedule,
    rule: { pattern: schedule.pattern, customSequence: schedule.customSequence ?? null, startDate: schedule.startDate },
    parents,
    parentList: [parents.first, parents.second].filter((p): p is CustodyParent => p !== null),
    swaps: await loadAcceptedSwaps(db, familyId),
  };
}

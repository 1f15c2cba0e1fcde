import type { Kysely } from 'kysely';
import type { AcceptedSwap, CustodyParent, CustodyParents } from '../../common/custody/custody-days.js';
import type { CustodyVersion } from '../../common/custody/custody-versions.js';
import type { CustodyRule } from '../../common/custody/patterns.js';
import type { CustodySchedule } from '../../common/schemas/custody.js';
import type { Database } from '../db/schema.js';
import { loadAcceptedSwaps } from './load-accepted-swaps.js';
import { loadFamilyParents, scheduleRoles } from './load-family-parents.js';
import { loadVersionRows, scheduleOf, toScheduleDto } from './schedule-rows.js';

/** Everything that decides whose night a date is: the versions of the schedule, the parents in their roles, the accepted swaps. */
export interface CustodyContext {
  /** The latest version that sets a schedule (in effect today, coming, or the last one before it was ended). */
  schedule: CustodySchedule;
  rule: CustodyRule;
  parents: CustodyParents;
  /** The known parents in the latest schedule's order (first, then second). */
  parentList: CustodyParent[];
  /** Every version in date order; each date follows the one in effect on it, so a change never reaches back. */
  versions: CustodyVersion[];
  swaps: AcceptedSwap[];
}

/** Null when the family has never had a custody schedule. */
export async function loadCustodyContext(db: Kysely<Database>, familyId: string): Promise<CustodyContext | null> {
  const rows = await loadVersionRows(db, familyId);
  const latest = rows.findLast((r) => r.kind === 'set');
  const schedule = latest ? toScheduleDto(latest) : null;
  if (!schedule) return null;
  const familyParents = await loadFamilyParents(db, familyId);
  const versions = rows.map((row): CustodyVersion => {
    const fields = scheduleOf(row);
    return {
      effectiveFrom: row.effectiveFrom ?? '',
      rule: fields ? { pattern: fields.pattern, customSequence: fields.customSequence ?? null, startDate: fields.startDate } : null,
      parents: scheduleRoles(familyParents, fields?.firstParentId ?? ''),
      exchangeTime: fields?.exchangeTime ?? '',
      exchangePlace: fields?.exchangePlace ?? null,
      timeZone: row.timeZone,
    };
  });
  const parents = scheduleRoles(familyParents, schedule.firstParentId);
  return {
    schedule,
    rule: { pattern: schedule.pattern, customSequence: schedule.customSequence ?? null, startDate: schedule.startDate },
    parents,
    parentList: [parents.first, parents.second].filter((p): p is CustodyParent => p !== null),
    versions,
    swaps: await loadAcceptedSwaps(db, familyId),
  };
}

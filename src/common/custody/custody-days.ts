import { datesInRange } from './calendar-dates.js';
import { type CustodyPlan, planResolver } from './custody-versions.js';

export interface CustodyParent {
  id: string;
  name: string;
}

/** The family's parents in the roles of the schedule; null when that parent is not (or no longer) in the family. */
export interface CustodyParents {
  first: CustodyParent | null;
  second: CustodyParent | null;
}

/** An accepted swap: `dates` go to the other parent, `makeUpDates` to the asker. */
export interface AcceptedSwap {
  requestedBy: string;
  dates: string[];
  makeUpDates: string[];
}

export interface CustodyDay {
  date: string;
  parentId: string;
  parentName: string;
  /** True when an accepted swap gave this night to another parent than the schedule does. */
  swapped: boolean;
}

/** The night's custodian per date after the accepted swaps, applied in the order they were accepted. */
function swapOverrides(known: CustodyParent[], swaps: AcceptedSwap[]): Map<string, CustodyParent> {
  const overrides = new Map<string, CustodyParent>();
  for (const swap of swaps) {
    const asker = known.find((p) => p.id === swap.requestedBy);
    const other = known.find((p) => p.id !== swap.requestedBy);
    if (!asker || !other) continue;
    for (const date of swap.dates) overrides.set(date, other);
    for (const date of swap.makeUpDates) overrides.set(date, asker);
  }
  return overrides;
}

/**
 * Whose night each date from `from` to `to` (both included) is, with swaps applied. With versions, each
 * date follows the version in effect on it. Dates without a custodian (no schedule in effect, before the
 * start date, or whose parent is not in the family) are left out.
 */
export function custodyDays(opts: CustodyPlan & { swaps: AcceptedSwap[]; from: string; to: string }): CustodyDay[] {
  const resolver = planResolver(opts);
  const overrides = swapOverrides(resolver.parents, opts.swaps);
  const days: CustodyDay[] = [];
  for (const date of datesInRange(opts.from, opts.to)) {
    const decided = resolver.on(date);
    if (!decided) continue;
    const scheduled = decided.holder;
    const holder = overrides.get(date) ?? scheduled;
    if (!holder) continue;
    days.push({ date, parentId: holder.id, parentName: holder.name, swapped: holder.id !== scheduled?.id });
  }
  return days;
}

/** The custodian of one date after swaps, or null. */
export function custodianOn(opts: CustodyPlan & { swaps: AcceptedSwap[]; date: string }): CustodyDay | null {
  return custodyDays({ ...opts, from: opts.date, to: opts.date })[0] ?? null;
}

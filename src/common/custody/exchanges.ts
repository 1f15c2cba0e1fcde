import { addDays } from './calendar-dates.js';
import { type AcceptedSwap, custodyDays, type CustodyParents } from './custody-days.js';
import type { CustodyRule } from './patterns.js';
import { zonedTimeToUtc } from './zoned-time.js';

export interface CustodyExchange {
  date: string;
  /** The exchange time on that date in the schedule's time zone, as an ISO-8601 UTC instant. */
  at: string;
  fromParentId: string;
  toParentId: string;
  fromName: string;
  toName: string;
}

/**
 * The exchanges from `from` to `to`: every date whose custodian differs from the previous night's.
 * The start of the schedule is not an exchange (nobody hands over).
 */
export function custodyExchanges(opts: {
  rule: CustodyRule;
  parents: CustodyParents;
  swaps: AcceptedSwap[];
  from: string;
  to: string;
  exchangeTime: string;
  timeZone: string;
}): CustodyExchange[] {
  const days = custodyDays({ ...opts, from: addDays(opts.from, -1) });
  const exchanges: CustodyExchange[] = [];
  for (let i = 1; i < days.length; i++) {
    const previous = days[i - 1];
    const day = days[i];
    if (!previous || !day || addDays(previous.date, 1) !== day.date || previous.parentId === day.parentId) continue;
    exchanges.push({
      date: day.date,
      at: zonedTimeToUtc(day.date, opts.exchangeTime, opts.timeZone),
      fromParentId: previous.parentId,
      toParentId: day.parentId,
      fromName: previous.parentName,
      toName: day.parentName,
    });
  }
  return exchanges;
}

import { addDays } from './calendar-dates.js';
import { type AcceptedSwap, custodyDays, type CustodyParents } from './custody-days.js';
import { type CustodyVersion, planResolver } from './custody-versions.js';
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
  /** Where, when the schedule in effect on that date names a place. */
  place?: string;
}

/** One rule with its exchange time, or versions that each carry their own. */
type ExchangePlan = { rule: CustodyRule; parents: CustodyParents; exchangeTime: string; timeZone: string } | { versions: CustodyVersion[] };

/**
 * The exchanges from `from` to `to`: every date whose custodian differs from the previous night's, at the
 * exchange time of the schedule in effect on that date. The start of a schedule is not an exchange (nobody hands over).
 */
export function custodyExchanges(opts: ExchangePlan & { swaps: AcceptedSwap[]; from: string; to: string }): CustodyExchange[] {
  const days = custodyDays({ ...opts, from: addDays(opts.from, -1) });
  const resolver = planResolver(opts);
  const clockOn = (date: string) => {
    if ('rule' in opts) return { exchangeTime: opts.exchangeTime, timeZone: opts.timeZone, place: null };
    const decided = resolver.on(date);
    if (!decided?.exchangeTime || !decided.timeZone) return null;
    return { exchangeTime: decided.exchangeTime, timeZone: decided.timeZone, place: decided.exchangePlace };
  };
  const exchanges: CustodyExchange[] = [];
  for (let i = 1; i < days.length; i++) {
    const previous = days[i - 1];
    const day = days[i];
    if (!previous || !day || addDays(previous.date, 1) !== day.date || previous.parentId === day.parentId) continue;
    const clock = clockOn(day.date);
    if (!clock) continue;
    exchanges.push({
      date: day.date,
      at: zonedTimeToUtc(day.date, clock.exchangeTime, clock.timeZone),
      fromParentId: previous.parentId,
      toParentId: day.parentId,
      fromName: previous.parentName,
      toName: day.parentName,
      ...(clock.place ? { place: clock.place } : {}),
    });
  }
  return exchanges;
}

import { addDays } from '../../../common/custody/calendar-dates.js';
import { clockOf, localDateOf } from './when.js';
import type { WeekFacts } from './week-facts.js';

/**
 * Who has the children at an instant, and which night that is: a night runs from the exchange time on its date to the
 * exchange time on the next, so before the exchange time it is still the previous night. Null without a custody schedule.
 */
export function custodianAt(
  facts: Pick<WeekFacts, 'nights' | 'exchangeTime' | 'timeZone'>,
  ms: number,
): { parentId: string; night: string } | null {
  if (!facts.exchangeTime) return null;
  const date = localDateOf(ms, facts.timeZone);
  const night = clockOf(ms, facts.timeZone) < facts.exchangeTime ? addDays(date, -1) : date;
  const parentId = facts.nights.get(night);
  return parentId ? { parentId, night } : null;
}

import type { CheckIn } from './load-check-ins.js';
import type { PastHandover } from './week-facts.js';

/** How many weeks of check-ins tell what a weekday's handovers are like. */
export const HISTORY_WEEKS = 8;

/** One outcome per checked-in handover: missed if either parent says so, else late if either does, else on time. */
export function pastHandovers(checkIns: CheckIn[]): PastHandover[] {
  const byExchange = new Map<number, CheckIn[]>();
  for (const c of checkIns) {
    const at = Date.parse(c.exchangeAt);
    byExchange.set(at, [...(byExchange.get(at) ?? []), c]);
  }
  return [...byExchange.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, list]) => {
      const late = list.filter((c) => c.status === 'late' && c.minutesLate !== null).map((c) => c.minutesLate as number);
      const outcome = list.some((c) => c.status === 'missed') ? 'missed' : list.some((c) => c.status === 'late') ? 'late' : 'on_time';
      return { at, outcome, minutesLate: outcome === 'late' && late.length > 0 ? Math.max(...late) : null };
    });
}

import { INSIGHT_PERIOD_DAYS, type InsightPeriod } from '../../../common/insight-periods.js';

const DAY_MS = 86_400_000;

export interface PeriodRange {
  /** The period: from (included) to (excluded, now). */
  from: Date;
  to: Date;
  /** The period before, of the same length, from previousFrom to from. */
  previousFrom: Date;
  days: number;
}

/** The rolling window of the period ending at `now`, and the one before it. */
export function periodRange(period: InsightPeriod, now: Date): PeriodRange {
  const days = INSIGHT_PERIOD_DAYS[period];
  const from = new Date(now.getTime() - days * DAY_MS);
  return { from, to: now, previousFrom: new Date(from.getTime() - days * DAY_MS), days };
}

/** Whether an ISO instant or date falls in [from, to). A date counts from its midnight UTC. */
export function within(value: string, from: Date, to: Date): boolean {
  const t = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return t >= from.getTime() && t < to.getTime();
}

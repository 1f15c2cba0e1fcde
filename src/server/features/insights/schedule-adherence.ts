import type { CheckInStatus } from '../../../common/schemas/check-ins.js';
import type { InsightMetric } from '../../../common/schemas/insights.js';
import { percent, plural, trendOf } from './trend.js';

export interface InsightExchange {
  at: string;
  /** The exchange's date on the schedule's clock. */
  date: string;
}

export interface InsightCheckIn {
  exchangeAt: string;
  userId: string;
  status: CheckInStatus;
  /** How late, for a late check-in. */
  minutesLate?: number | null;
}

export type ExchangeOutcome = 'on_time' | 'late' | 'missed' | 'unconfirmed';

/** What the check-ins of one exchange say: missed if anyone says missed, else late if anyone says late, else on time; none: unconfirmed. */
export function exchangeOutcome(checkIns: InsightCheckIn[]): ExchangeOutcome {
  if (checkIns.length === 0) return 'unconfirmed';
  if (checkIns.some((c) => c.status === 'missed')) return 'missed';
  if (checkIns.some((c) => c.status === 'late')) return 'late';
  return 'on_time';
}

export interface AdherenceFigures {
  total: number;
  onTime: number;
  late: number;
  missed: number;
  unconfirmed: number;
  value: number | null;
}

/** Over the exchanges already past in the period (the caller filters them), each with its outcome. */
export function adherenceFigures(exchanges: InsightExchange[], checkIns: InsightCheckIn[]): AdherenceFigures {
  const counts = { on_time: 0, late: 0, missed: 0, unconfirmed: 0 };
  for (const x of exchanges) counts[exchangeOutcome(checkIns.filter((c) => c.exchangeAt === x.at))] += 1;
  const total = exchanges.length;
  return {
    total,
    onTime: counts.on_time,
    late: counts.late,
    missed: counts.missed,
    unconfirmed: counts.unconfirmed,
    value: total ? percent(counts.on_time, total) : null,
  };
}

/** Schedule Adherence: the share of the period's handovers confirmed on time (unconfirmed ones count as not). */
export function adherenceMetric(current: AdherenceFigures, previous: AdherenceFigures): InsightMetric {
  return {
    key: 'adherence',
    label: 'Schedule Adherence',
    value: current.value,
    unit: '%',
    trend: trendOf(current.value, previous.value, 5),
    previous: previous.value,
    description: `${current.onTime} of ${plural(current.total, 'handover')} confirmed on time (${current.late} late, ${current.missed} missed, ${current.unconfirmed} not checked in)`,
    empty: 'No handovers in this period: set a custody schedule in Calendar, then check in at each handover.',
  };
}

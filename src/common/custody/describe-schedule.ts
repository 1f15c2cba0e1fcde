import { toDayNumber, weekdayOf } from './calendar-dates.js';
import type { CustodyPattern, CustodySide } from './patterns.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar date as one format everywhere in schedule texts: '2030-03-04' → 'Mon 4 Mar 2030'. */
export function scheduleDateLabel(date: string): string {
  toDayNumber(date); // throws on a malformed date
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)] ?? ''} ${d} ${MONTHS[m - 1] ?? ''} ${y}`;
}

const PATTERN_WORDS: Record<Exclude<CustodyPattern, 'custom'>, string> = {
  alternating_weeks: 'Alternating weeks',
  '2-2-3': '2-2-3',
  '2-2-5-5': '2-2-5-5',
  '3-4-4-3': '3-4-4-3',
  every_other_weekend: 'Every other weekend',
};

export interface DescribedSchedule {
  pattern: CustodyPattern;
  customSequence?: CustodySide[] | null | undefined;
  startDate: string;
  exchangeTime: string;
  exchangePlace?: string | null | undefined;
  timeZone: string;
}

/**
 * One sentence describing a schedule, for its history, the audit log and notifications:
 * '2-2-3 starting Mon 4 Mar 2030, exchanges at 17:00 America/New_York at Lincoln School, Alex Rivera starts'.
 */
export function describeSchedule(schedule: DescribedSchedule, firstParentName: string): string {
  const sequence = schedule.customSequence ?? [];
  const pattern =
    schedule.pattern === 'custom'
      ? `Custom ${sequence.length}-day sequence ${sequence.map((s) => (s === 'first' ? 'A' : 'B')).join('')}`
      : PATTERN_WORDS[schedule.pattern];
  const place = schedule.exchangePlace ? ` at ${schedule.exchangePlace}` : '';
  return `${pattern} starting ${scheduleDateLabel(schedule.startDate)}, exchanges at ${schedule.exchangeTime} ${schedule.timeZone}${place}, ${firstParentName} starts`;
}

export const END_OF_SCHEDULE_SUMMARY = 'No custody schedule (the schedule ends)';

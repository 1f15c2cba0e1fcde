import { addDays } from '../../../common/custody/calendar-dates.js';
import { zonedTimeToUtc } from '../../../common/custody/zoned-time.js';

export interface ReportRange {
  startDate: string;
  endDate: string;
  /** The family's custody time zone, else UTC: the day boundaries and every time printed use it. */
  timeZone: string;
  /** Start of startDate in timeZone (ISO instant, included). */
  from: string;
  /** Start of the day after endDate in timeZone (ISO instant, excluded). */
  to: string;
}

export function reportRange(startDate: string, endDate: string, timeZone: string): ReportRange {
  return {
    startDate,
    endDate,
    timeZone,
    from: zonedTimeToUtc(startDate, '00:00', timeZone),
    to: zonedTimeToUtc(addDays(endDate, 1), '00:00', timeZone),
  };
}

export const inRange = (instant: string, range: Pick<ReportRange, 'from' | 'to'>): boolean =>
  Date.parse(instant) >= Date.parse(range.from) && Date.parse(instant) < Date.parse(range.to);

import { instantOfWallTime, isValidTimeZone, localDateOf } from '../time-zones.js';

export { isValidTimeZone };

/**
 * The instant (ISO-8601 UTC) at which the wall clock in `timeZone` shows `time` ('HH:MM') on `date`
 * ('YYYY-MM-DD'). A time that happens twice (clocks go back) is the first of the two; a time that
 * does not exist (clocks go forward) moves forward by the gap, as a clock would (02:30 → 03:30).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(instantOfWallTime(Date.UTC(y, mo - 1, d, h, mi), timeZone)).toISOString();
}

/** Today's date ('YYYY-MM-DD') on the wall clock of `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDateOf(now.getTime(), timeZone);
}

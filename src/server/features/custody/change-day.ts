import { todayIn } from '../../../common/custody/zoned-time.js';

/**
 * The first day a change may decide: today, read in every time zone involved (the schedule's before and
 * after the change), taking the latest, so no day that has already begun where it matters is rewritten.
 */
export function changeDay(timeZones: (string | null | undefined)[], now: Date = new Date()): string {
  const days = timeZones.filter((z): z is string => Boolean(z)).map((zone) => todayIn(zone, now));
  if (days.length === 0) return todayIn('UTC', now);
  return days.reduce((latest, day) => (day > latest ? day : latest));
}

/** When a change takes effect: the date asked for, or the change day when that has passed (never backwards). */
export function effectiveDate(requestedFrom: string | null, today: string): string {
  return requestedFrom && requestedFrom > today ? requestedFrom : today;
}

import { instantOfWallTime, wallTimeOf } from '../../common/time-zones.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SUNDAY = 0;
/** The summary leaves on Sunday at 18:00 on the parent's wall clock, ahead of the week it covers. */
export const SUMMARY_HOUR = 18;

/** The first Sunday 18:00 in `timeZone` strictly after `after`. */
export function nextSummarySlot(timeZone: string, after: Date): Date {
  const wall = wallTimeOf(after.getTime(), timeZone);
  const wallDay = Math.floor(wall / DAY_MS) * DAY_MS;
  const daysToSunday = (7 + SUNDAY - new Date(wallDay).getUTCDay()) % 7;
  let slot = instantOfWallTime(wallDay + daysToSunday * DAY_MS + SUMMARY_HOUR * HOUR_MS, timeZone);
  if (slot <= after.getTime()) slot = instantOfWallTime(wallDay + (daysToSunday + 7) * DAY_MS + SUMMARY_HOUR * HOUR_MS, timeZone);
  return new Date(slot);
}

/** The week a summary sent at `slot` covers: from the next Monday 00:00 to the Monday after, on the same wall clock. */
export function weekAfterSlot(slot: Date, timeZone: string): { from: Date; to: Date } {
  const monday = Math.floor(wallTimeOf(slot.getTime(), timeZone) / DAY_MS) * DAY_MS + DAY_MS;
  return { from: new Date(instantOfWallTime(monday, timeZone)), to: new Date(instantOfWallTime(monday + 7 * DAY_MS, timeZone)) };
}

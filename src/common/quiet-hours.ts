import { instantOfWallTime, wallTimeOf } from './time-zones.js';

/** A parent's quiet hours: from `start` to `end` ('HH:MM', the end on the next day when it is earlier) in `timeZone`. */
export interface QuietHours {
  start: string;
  end: string;
  timeZone: string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Where `instant` falls on the zone's wall clock, when that is inside the quiet hours. */
function insideQuietHours(quiet: QuietHours, instant: Date) {
  const start = minuteOfDay(quiet.start);
  const end = minuteOfDay(quiet.end);
  if (start === end) return undefined;
  const wall = wallTimeOf(instant.getTime(), quiet.timeZone);
  const wallDay = Math.floor(wall / DAY_MS) * DAY_MS;
  const minute = Math.floor((wall - wallDay) / MINUTE_MS);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  return inside ? { start, end, wallDay, minute } : undefined;
}

/**
 * When `now` falls in the quiet hours, the instant they end (on the zone's wall clock, so a night across a
 * change of clocks ends at the right hour); otherwise undefined. Equal start and end mean no quiet hours.
 */
export function quietHoursEnd(quiet: QuietHours, now: Date): Date | undefined {
  const at = insideQuietHours(quiet, now);
  if (!at) return undefined;
  const endDay = at.minute < at.end ? at.wallDay : at.wallDay + DAY_MS;
  const endsAt = instantOfWallTime(endDay + at.end * MINUTE_MS, quiet.timeZone);
  // A wall time that happens twice (clocks going back) ends at its first occurrence, which may be behind us.
  return endsAt > now.getTime() ? new Date(endsAt) : undefined;
}

/** When `instant` falls in the quiet hours, the instant they began (the evening before, for a night's hours). */
export function quietHoursStart(quiet: QuietHours, instant: Date): Date | undefined {
  const at = insideQuietHours(quiet, instant);
  if (!at) return undefined;
  const startDay = at.minute >= at.start ? at.wallDay : at.wallDay - DAY_MS;
  return new Date(instantOfWallTime(startDay + at.start * MINUTE_MS, quiet.timeZone));
}

import { addDays, daysBetween, weekdayOf } from '../../common/custody/calendar-dates.js';
import { patternSequence } from '../../common/custody/patterns.js';
import { todayIn } from '../../common/custody/zoned-time.js';

/**
 * The demo family's shared calendar facts, so its schedule, events and messages agree: the 2-2-3
 * schedule starts on the Monday of the current week (in the server's time zone) with the first parent,
 * handovers at 5 PM; dates and times are written as people write them in messages ("Tuesday, March 3", "10:00 AM").
 */
export const DEMO_PATTERN = '2-2-3';
export const DEMO_EXCHANGE_HOUR = 17;
export const DEMO_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The schedule's first day: the Monday of the week of `now` ('YYYY-MM-DD'). */
export function demoScheduleStart(now: Date): string {
  const today = todayIn(DEMO_TIME_ZONE, now);
  return addDays(today, -((weekdayOf(today) + 6) % 7));
}

/** A local date as 'YYYY-MM-DD'. */
export function localYmd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The parent (0 or 1) who has the children at this instant: the one whose night it is, or the night
 * before's until the 5 PM handover. Weeks before the schedule start are read as if it had run then too.
 */
export function demoParentAt(now: Date, at: Date): 0 | 1 {
  const sequence = patternSequence(DEMO_PATTERN);
  const night = at.getHours() < DEMO_EXCHANGE_HOUR ? addDays(localYmd(at), -1) : localYmd(at);
  const index = ((daysBetween(demoScheduleStart(now), night) % sequence.length) + sequence.length) % sequence.length;
  return sequence[index] === 'first' ? 0 : 1;
}

/** 'Tuesday, March 3' (in English: the demo's messages are written in English). */
export function spokenDate(date: Date): string {
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** '10:00 AM'. */
export function spokenTime(date: Date): string {
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** A 'YYYY-MM-DD' date as 'Tuesday, March 3'. */
export function spokenDay(ymd: string): string {
  return spokenDate(new Date(`${ymd}T12:00:00`));
}

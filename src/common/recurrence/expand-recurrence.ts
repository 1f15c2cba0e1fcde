import rrulePackage from 'rrule';
import type { Recurrence, Weekday } from '../schemas/events.js';
import { instantOfWallTime, wallTimeOf } from '../time-zones.js';

const { RRule } = rrulePackage;

/** What a stored event needs to be expanded: its first occurrence, its zone and its rule. */
export interface SeriesTiming {
  startTime: string;
  endTime: string;
  timeZone: string;
  recurrence: Recurrence | null;
}

export interface Occurrence {
  startTime: string;
  endTime: string;
}

/** No request expands one series into more occurrences than this. */
export const MAX_OCCURRENCES_PER_SERIES = 1500;

const FREQUENCY = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;
const WEEKDAY = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
} as const satisfies Record<Weekday, unknown>;
const DAY_MS = 86_400_000;

/** The last second of the 'until' date, as floating (local) time. */
export function untilWallTime(until: string): number {
  return Date.parse(`${until}T23:59:59.000Z`);
}

/** The rule in floating local time: rrule then never sees a time zone, so 09:00 stays 09:00 across DST. */
function floatingRule(recurrence: Recurrence, startWallMs: number) {
  return new RRule({
    freq: FREQUENCY[recurrence.frequency],
    interval: recurrence.interval,
    dtstart: new Date(startWallMs),
    ...(recurrence.byWeekday ? { byweekday: recurrence.byWeekday.map((day) => WEEKDAY[day]) } : {}),
    ...(recurrence.until ? { until: new Date(untilWallTime(recurrence.until)) } : {}),
    ...(recurrence.count ? { count: recurrence.count } : {}),
  });
}

/**
 * The start of the first occurrence (weekly on Mon and Wed from a Tuesday first happens on the Wednesday),
 * at the same local time; null when the rule ends before anything happens.
 */
export function firstOccurrenceStart(series: SeriesTiming): string | null {
  if (!series.recurrence) return series.startTime;
  const startWall = wallTimeOf(Date.parse(series.startTime), series.timeZone);
  const first = floatingRule(series.recurrence, startWall).after(new Date(startWall), true);
  if (!first) return null;
  return first.getTime() === startWall ? series.startTime : new Date(instantOfWallTime(first.getTime(), series.timeZone)).toISOString();
}

/**
 * Where the rule can start again, whole periods after `startWall` and at most two periods before `beforeWall`,
 * producing the same occurrences from there on: rrule walks from its start, so a daily series that began a
 * century ago would otherwise be walked day by day up to the window. Only for rules without a count (a counted
 * rule ends after at most RECURRENCE_LIMITS.maxCount occurrences, so walking it is short; skipping would change
 * what is left of its count).
 */
export function restartPoint(recurrence: Recurrence, startWall: number, beforeWall: number): number {
  if (recurrence.count !== undefined || beforeWall <= startWall) return startWall;
  if (recurrence.frequency !== 'monthly') {
    const period = recurrence.interval * (recurrence.frequency === 'weekly' ? 7 : 1) * DAY_MS;
    const periods = Math.floor((beforeWall - startWall) / period) - 1;
    return periods > 0 ? startWall + periods * period : startWall;
  }
  // Monthly on day N: the restart must itself be a month that has day N (the 31st skips April).
  const start = new Date(startWall);
  const before = new Date(beforeWall);
  const months = (before.getUTCFullYear() - start.getUTCFullYear()) * 12 + before.getUTCMonth() - start.getUTCMonth();
  for (let periods = Math.floor(months / recurrence.interval) - 1; periods > 0; periods--) {
    const restart = new Date(startWall);
    restart.setUTCMonth(start.getUTCMonth() + periods * recurrence.interval);
    if (restart.getUTCDate() === start.getUTCDate()) return restart.getTime();
  }
  return startWall;
}

/**
 * Occurrences overlapping [from, to), each as long as the first, at the same local time in the event's zone;
 * at most `limit` (the first ones), and never more than MAX_OCCURRENCES_PER_SERIES.
 */
export function occurrencesBetween(series: SeriesTiming, fromMs: number, toMs: number, limit = MAX_OCCURRENCES_PER_SERIES): Occurrence[] {
  const startMs = Date.parse(series.startTime);
  const duration = Date.parse(series.endTime) - startMs;
  const overlaps = (s: number) => s < toMs && s + duration > fromMs;
  const toOccurrence = (s: number) => ({ startTime: new Date(s).toISOString(), endTime: new Date(s + duration).toISOString() });
  if (!series.recurrence) return overlaps(startMs) ? [toOccurrence(startMs)] : [];

  // Floating times are within a day of real ones: widen the window, then filter exactly.
  const windowStart = new Date(fromMs - duration - DAY_MS);
  const windowEnd = new Date(toMs + DAY_MS);
  const startWall = wallTimeOf(startMs, series.timeZone);
  const rule = floatingRule(series.recurrence, restartPoint(series.recurrence, startWall, windowStart.getTime()));
  const max = Math.min(limit, MAX_OCCURRENCES_PER_SERIES);
  const starts: number[] = [];
  rule.between(windowStart, windowEnd, true, (wall) => {
    const s = instantOfWallTime(wall.getTime(), series.timeZone);
    if (overlaps(s)) starts.push(s);
    return starts.length < max;
  });
  return starts.map(toOccurrence);
}

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

/** Occurrences overlapping [from, to), each as long as the first, at the same local time in the event's zone. */
export function occurrencesBetween(series: SeriesTiming, fromMs: number, toMs: number): Occurrence[] {
  const startMs = Date.parse(series.startTime);
  const duration = Date.parse(series.endTime) - startMs;
  const overlaps = (s: number) => s < toMs && s + duration > fromMs;
  const toOccurrence = (s: number) => ({ startTime: new Date(s).toISOString(), endTime: new Date(s + duration).toISOString() });
  if (!series.recurrence) return overlaps(startMs) ? [toOccurrence(startMs)] : [];

  const rule = floatingRule(series.recurrence, wallTimeOf(startMs, series.timeZone));
  // Floating times are within a day of real ones: widen the window, then filter exactly.
  const windowStart = new Date(fromMs - duration - DAY_MS);
  const windowEnd = new Date(toMs + DAY_MS);
  const starts: number[] = [];
  rule.between(windowStart, windowEnd, true, (wall) => {
    const s = instantOfWallTime(wall.getTime(), series.timeZone);
    if (overlaps(s)) starts.push(s);
    return starts.length < MAX_OCCURRENCES_PER_SERIES;
  });
  return starts.map(toOccurrence);
}

import { addDays, daysBetween, weekdayOf } from './calendar-dates.js';

export const CUSTODY_PATTERNS = ['alternating_weeks', '2-2-3', '2-2-5-5', '3-4-4-3', 'every_other_weekend', 'custom'] as const;
export type CustodyPattern = (typeof CUSTODY_PATTERNS)[number];

/** 'first' is the parent who starts the schedule, 'second' the other parent. */
export const CUSTODY_SIDES = ['first', 'second'] as const;
export type CustodySide = (typeof CUSTODY_SIDES)[number];

export const CUSTOM_SEQUENCE_MIN_DAYS = 2;
export const CUSTOM_SEQUENCE_MAX_DAYS = 56;
/** The longest handover place a schedule takes ('Lincoln School, front gate on Elm St'). */
export const EXCHANGE_PLACE_MAX = 120;

/** What decides whose day a date is: the pattern and where it starts. */
export interface CustodyRule {
  pattern: CustodyPattern;
  /** Only for 'custom': one entry per day. */
  customSequence?: CustodySide[] | null | undefined;
  startDate: string;
}

/** Runs of [side, days] for the fixed patterns; A = first parent, B = second parent. */
const RUNS: Record<Exclude<CustodyPattern, 'custom'>, [CustodySide, number][]> = {
  alternating_weeks: [
    ['first', 7],
    ['second', 7],
  ],
  // A2 B2 A3 B2 A2 B3: over two weeks each parent has 7 nights and the same weekdays in a row.
  '2-2-3': [
    ['first', 2],
    ['second', 2],
    ['first', 3],
    ['second', 2],
    ['first', 2],
    ['second', 3],
  ],
  '2-2-5-5': [
    ['first', 2],
    ['second', 2],
    ['first', 5],
    ['second', 5],
  ],
  '3-4-4-3': [
    ['first', 3],
    ['second', 4],
    ['first', 4],
    ['second', 3],
  ],
  // Read with the cycle starting on a Friday: the first parent has Friday and Saturday night,
  // the second parent the 12 nights from Sunday to the Thursday after next.
  every_other_weekend: [
    ['first', 2],
    ['second', 12],
  ],
};

const FRIDAY = 5;

/** The repeating day sequence of a pattern (one side per night). */
export function patternSequence(pattern: CustodyPattern, customSequence?: CustodySide[] | null): CustodySide[] {
  if (pattern === 'custom') {
    if (!customSequence || customSequence.length < CUSTOM_SEQUENCE_MIN_DAYS) throw new Error('a custom pattern needs its sequence');
    return [...customSequence];
  }
  return RUNS[pattern].flatMap(([side, days]) => Array<CustodySide>(days).fill(side));
}

/**
 * The date on which the sequence's day 0 falls. It is the start date, except for every other weekend:
 * there day 0 is the first Friday on or after the start date, so the first parent always has the first
 * weekend of the schedule, and the days from the start date up to that Friday belong to the second parent
 * (they are the end of the previous cycle). Any start date is accepted.
 */
export function sequenceAnchor(rule: CustodyRule): string {
  if (rule.pattern !== 'every_other_weekend') return rule.startDate;
  return addDays(rule.startDate, (FRIDAY - weekdayOf(rule.startDate) + 7) % 7);
}

/** A rule prepared for many look-ups. */
export interface CompiledRule {
  sequence: CustodySide[];
  anchor: string;
  startDate: string;
}

export function compileRule(rule: CustodyRule): CompiledRule {
  return { sequence: patternSequence(rule.pattern, rule.customSequence), anchor: sequenceAnchor(rule), startDate: rule.startDate };
}

/** Whose night `date` is under the schedule alone; null before the start date. */
export function sideOnDate(compiled: CompiledRule, date: string): CustodySide | null {
  if (daysBetween(compiled.startDate, date) < 0) return null;
  const length = compiled.sequence.length;
  const index = ((daysBetween(compiled.anchor, date) % length) + length) % length;
  return compiled.sequence[index] ?? null;
}

import { occurrencesBetween, type Occurrence, type SeriesTiming } from '../../../common/recurrence/expand-recurrence.js';
import type { Recurrence } from '../../../common/schemas/events.js';
import { localDateOf } from '../../../common/time-zones.js';

const DAY_MS = 86_400_000;
const PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 31 } as const;
/** Past this, a series with no occurrence left is over. */
const HORIZON_MS = 400 * 366 * DAY_MS;

/**
 * Where a stored event stands against now. An occurrence is past once it has ended. 'upcoming': none has
 * ended yet (it may be under way); 'over': every one has; 'started': a series with past occurrences and more to come.
 */
export type SeriesStanding = { kind: 'upcoming' } | { kind: 'over' } | { kind: 'started'; lastEnded: Occurrence; next: Occurrence };

const single = (series: SeriesTiming): Occurrence => ({ startTime: series.startTime, endTime: series.endTime });
const endMs = (o: Occurrence) => Date.parse(o.endTime);

/** A window that holds a few occurrences of the rule: three of its periods plus the event's length. */
function firstSpan(series: SeriesTiming, recurrence: Recurrence): number {
  const duration = Date.parse(series.endTime) - Date.parse(series.startTime);
  return 3 * recurrence.interval * PERIOD_DAYS[recurrence.frequency] * DAY_MS + duration;
}

/** The last occurrence that has ended by now, or null. Looks back in widening windows, never before the first occurrence. */
export function lastEndedOccurrence(series: SeriesTiming, nowMs: number): Occurrence | null {
  if (!series.recurrence) return endMs(single(series)) <= nowMs ? single(series) : null;
  const startMs = Date.parse(series.startTime);
  for (let span = firstSpan(series, series.recurrence); ; span *= 4) {
    const from = Math.max(startMs, nowMs - span);
    const ended = occurrencesBetween(series, from, nowMs).filter((o) => endMs(o) <= nowMs);
    const last = ended.at(-1);
    if (last) return last;
    if (from <= startMs) return null;
  }
}

/** The first occurrence that has not ended by now (possibly under way), or null when the series is over. */
export function nextOccurrence(series: SeriesTiming, nowMs: number): Occurrence | null {
  if (!series.recurrence) return endMs(single(series)) > nowMs ? single(series) : null;
  for (let span = firstSpan(series, series.recurrence); span < HORIZON_MS; span *= 4) {
    const [first] = occurrencesBetween(series, nowMs, nowMs + span);
    if (first) return first;
  }
  return null;
}

export function seriesStanding(series: SeriesTiming, nowMs: number): SeriesStanding {
  const next = nextOccurrence(series, nowMs);
  if (!next) return { kind: 'over' };
  const lastEnded = lastEndedOccurrence(series, nowMs);
  return lastEnded ? { kind: 'started', lastEnded, next } : { kind: 'upcoming' };
}

/**
 * The rule of a started series cut after its last past occurrence: it keeps exactly the occurrences that
 * happened (a series has at most one occurrence per local date, so ending on that date is exact).
 */
export function recurrenceEndingAfter(series: SeriesTiming & { recurrence: Recurrence }, lastEnded: Occurrence): Recurrence {
  const { count: _count, until: _until, ...rule } = series.recurrence;
  return { ...rule, until: localDateOf(Date.parse(lastEnded.startTime), series.timeZone) };
}

/**
 * The part of a (changed) series from now on: it starts at its first occurrence that has not ended, with
 * its count reduced by the occurrences that already ended. Null when nothing of it is left to come.
 */
export function seriesFromNow(series: SeriesTiming, nowMs: number): SeriesTiming | null {
  const next = nextOccurrence(series, nowMs);
  if (!next) return null;
  const { recurrence } = series;
  if (!recurrence || next.startTime === series.startTime) return series;
  let rule = recurrence;
  if (recurrence.count !== undefined) {
    const ended = occurrencesBetween(series, Date.parse(series.startTime), nowMs).filter((o) => endMs(o) <= nowMs).length;
    rule = { ...recurrence, count: recurrence.count - ended };
  }
  return { ...series, startTime: next.startTime, endTime: next.endTime, recurrence: rule };
}

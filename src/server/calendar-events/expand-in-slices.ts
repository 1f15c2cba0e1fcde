import {
  MAX_OCCURRENCES_PER_SERIES,
  occurrencesBetween,
  type Occurrence,
  type SeriesTiming,
} from '../../common/recurrence/expand-recurrence.js';
import { timeSlicer } from '../event-loop/time-slicer.js';

const DAY_MS = 86_400_000;
/** A series is expanded this many days at a time, with turns of the event loop in between. */
const EXPANSION_STEP_MS = 60 * DAY_MS;

/**
 * `occurrencesBetween` over [from, to), a window of EXPANSION_STEP_MS at a time: a daily series over 400 days is
 * hundreds of occurrences, and a family can have 200 series. An occurrence is taken from the window it starts in
 * (the first window also takes one that began before the range and overlaps it), so none is listed twice.
 */
export async function expandInSlices(
  series: SeriesTiming,
  fromMs: number,
  toMs: number,
  limit = MAX_OCCURRENCES_PER_SERIES,
): Promise<Occurrence[]> {
  const slice = timeSlicer();
  const found: Occurrence[] = [];
  const max = Math.min(limit, MAX_OCCURRENCES_PER_SERIES);
  for (let windowFrom = fromMs; windowFrom < toMs && found.length < max; windowFrom += EXPANSION_STEP_MS) {
    await slice();
    const windowTo = Math.min(windowFrom + EXPANSION_STEP_MS, toMs);
    // Not limited to what is left: the first ones may have begun in an earlier window and be skipped here.
    for (const occurrence of occurrencesBetween(series, windowFrom, windowTo)) {
      if (found.length === max) break;
      if (windowFrom === fromMs || Date.parse(occurrence.startTime) >= windowFrom) found.push(occurrence);
    }
  }
  return found;
}

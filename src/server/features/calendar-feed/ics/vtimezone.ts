import { offsetAt } from '../../../../common/time-zones.js';
import { timeSlicer } from '../../../event-loop/time-slicer.js';
import { floatingDateTime, utcOffset } from './ical-text.js';

interface Transition {
  at: number;
  from: number;
  to: number;
}

const DAY_MS = 86_400_000;
/**
 * The scan's step. Zones change offset a few times a year at most, and never twice within a week (the closest
 * pairs in the time zone database, Ramadan pauses of daylight saving, are about a month apart).
 */
const STEP_MS = 7 * DAY_MS;
const cache = new Map<string, Transition[]>();

/** The instant the offset changes between two instants a step apart or less, to the second. */
function findChange(before: number, after: number, timeZone: string): number {
  const startOffset = offsetAt(before, timeZone);
  let low = before;
  let high = after;
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === startOffset) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Every offset change of the zone in the given years, found from Intl week by week, with turns of the event loop in
 * between: thirty years are some 1,500 weeks, each a new day for Intl, tens of milliseconds in one go.
 */
async function transitions(timeZone: string, fromYear: number, toYear: number): Promise<Transition[]> {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  const known = cache.get(key);
  if (known) return known;
  const found: Transition[] = [];
  const slice = timeSlicer();
  const end = Date.UTC(toYear + 1, 0, 1);
  let previous = Date.UTC(fromYear, 0, 1);
  let previousOffset = offsetAt(previous, timeZone);
  for (let step = Math.min(previous + STEP_MS, end); previous < end; step = Math.min(step + STEP_MS, end)) {
    const offset = offsetAt(step, timeZone);
    if (offset !== previousOffset) {
      const at = findChange(previous, step, timeZone);
      found.push({ at, from: offsetAt(at - 1000, timeZone), to: offsetAt(at, timeZone) });
    }
    previous = step;
    previousOffset = offset;
    await slice();
  }
  cache.set(key, found);
  return found;
}

/**
 * A VTIMEZONE for an IANA zone with each offset change of the years given written out (no RRULE to
 * guess): clients that know the zone by name use their own rules, the others use these.
 */
export async function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): Promise<string[]> {
  const changes = await transitions(timeZone, fromYear, toYear);
  const initial = offsetAt(Date.UTC(fromYear, 0, 1), timeZone);
  const lowest = Math.min(initial, ...changes.map((c) => c.to));
  const observance = (onsetWallMs: number, from: number, to: number) => {
    const kind = to > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${floatingDateTime(onsetWallMs)}`,
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(Date.UTC(1970, 0, 1), initial, initial),
    ...changes.flatMap((c) => observance(c.at + c.from, c.from, c.to)),
    'END:VTIMEZONE',
  ];
}

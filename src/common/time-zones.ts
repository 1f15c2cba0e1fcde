/**
 * Wall-clock arithmetic in IANA time zones with Intl only. A "wall time" is the local date and time
 * written as milliseconds of a UTC date with the same fields (floating time, as rrule expects it).
 */

const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True for an IANA zone name Intl knows (Europe/Paris, America/New_York, UTC). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!TIME_ZONE_NAME.test(timeZone)) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local date and time of an instant in a zone, read from Intl (slow: a few microseconds a call). */
function intlWallTimeOf(instantMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, new Date(instantMs).getUTCMilliseconds());
  return wall.getTime();
}

const DAY_MS = 86_400_000;
/** Offsets at UTC midnights already read, for every zone; cleared when it grows past this many (a long-running server). */
const MIDNIGHT_CACHE_LIMIT = 200_000;
const midnightOffsets = new Map<string, Map<number, number>>();
let cachedMidnights = 0;

function offsetAtMidnight(day: number, timeZone: string): number {
  let zone = midnightOffsets.get(timeZone);
  let offset = zone?.get(day);
  if (offset !== undefined) return offset;
  if (cachedMidnights >= MIDNIGHT_CACHE_LIMIT) {
    midnightOffsets.clear();
    cachedMidnights = 0;
    zone = undefined;
  }
  if (!zone) midnightOffsets.set(timeZone, (zone = new Map()));
  offset = intlWallTimeOf(day * DAY_MS, timeZone) - day * DAY_MS;
  zone.set(day, offset);
  cachedMidnights++;
  return offset;
}

/**
 * The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). A UTC day that starts
 * and ends on the same offset has no change of offset in it (zones change offset at most a few times a year,
 * never there and back within a day), so offsets are read once per day boundary and reused: expanding a daily
 * series over years asks Intl once a day, not several times an occurrence. A day with a change is read exactly.
 */
export function offsetAt(instantMs: number, timeZone: string): number {
  const day = Math.floor(instantMs / DAY_MS);
  const start = offsetAtMidnight(day, timeZone);
  if (start === offsetAtMidnight(day + 1, timeZone)) return start;
  return intlWallTimeOf(instantMs, timeZone) - instantMs;
}

/** The local date and time of an instant in a zone, as floating milliseconds. */
export function wallTimeOf(instantMs: number, timeZone: string): number {
  return instantMs + offsetAt(instantMs, timeZone);
}

/**
 * The instant a wall time happens in a zone. An ambiguous time (clocks going back) is its first
 * occurrence; a time skipped by clocks going forward is read with the offset before the change,
 * as RFC 5545 does (02:30 on a spring-forward night is 03:30 in daylight time).
 */
export function instantOfWallTime(wallMs: number, timeZone: string): number {
  const before = offsetAt(wallMs - DAY_MS, timeZone);
  const after = offsetAt(wallMs + DAY_MS, timeZone);
  for (const offset of [before, after]) {
    const candidate = wallMs - offset;
    if (wallTimeOf(candidate, timeZone) === wallMs) return candidate;
  }
  return wallMs - before;
}

/** 'YYYY-MM-DD' of an instant in a zone. */
export function localDateOf(instantMs: number, timeZone: string): string {
  return new Date(wallTimeOf(instantMs, timeZone)).toISOString().slice(0, 10);
}

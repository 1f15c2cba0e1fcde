/** Wall-clock times in an IANA time zone, converted with Intl only (no date library). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

const HOURS_12 = 12 * 3_600_000;

/**
 * The instant (ISO-8601 UTC) at which the wall clock in `timeZone` shows `time` ('HH:MM') on `date`
 * ('YYYY-MM-DD'). A time that happens twice (clocks go back) is the first of the two; a time that
 * does not exist (clocks go forward) moves forward by the gap, as a clock would (02:30 → 03:30).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const before = wall - offsetAt(wall - HOURS_12, timeZone);
  const after = wall - offsetAt(wall + HOURS_12, timeZone);
  const fits = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  const candidates = [before, after].filter(fits);
  const instant = candidates.length > 0 ? Math.min(...candidates) : before;
  return new Date(instant).toISOString();
}

/** Today's date ('YYYY-MM-DD') on the wall clock of `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

import { describe, expect, it } from 'vitest';
import { offsetAt } from '../../../../common/time-zones.js';
import { vtimezoneLines } from './vtimezone.js';

const HOUR_MS = 3_600_000;

/** Each change of offset in the years, found by reading the offset every hour (slow, so only in the test). */
function hourlyChanges(timeZone: string, fromYear: number, toYear: number): number[] {
  const changes: number[] = [];
  let previous = offsetAt(Date.UTC(fromYear, 0, 1), timeZone);
  for (let t = Date.UTC(fromYear, 0, 1) + HOUR_MS; t <= Date.UTC(toYear + 1, 0, 1); t += HOUR_MS) {
    const offset = offsetAt(t, timeZone);
    if (offset !== previous) changes.push(offset);
    previous = offset;
  }
  return changes;
}

describe('VTIMEZONE', () => {
  // Morocco pauses daylight saving for Ramadan (changes about a month apart); Lord Howe moves by half an hour.
  it.each(['America/New_York', 'Africa/Casablanca', 'Australia/Lord_Howe', 'Asia/Tokyo'])(
    'lists every change of offset of %s, in order, with the offset it changes to',
    async (zone) => {
      const lines = await vtimezoneLines(zone, 2005, 2025);
      const offsetsTo = lines.filter((line) => line.startsWith('TZOFFSETTO:')).slice(1);
      const expected = hourlyChanges(zone, 2005, 2025).map((ms) => {
        const minutes = Math.abs(ms) / 60_000;
        return `TZOFFSETTO:${ms < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
      });
      expect(offsetsTo).toEqual(expected);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { instantOfWallTime, isValidTimeZone, localDateOf, offsetAt, wallTimeOf } from './time-zones.js';

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(['UTC', 'Europe/Paris', 'America/New_York', 'America/Argentina/Buenos_Aires'].every(isValidTimeZone)).toBe(true);
    expect(['Mars/Olympus', '', 'Europe/Paris\r\nX', '../etc', '+01:00'].some(isValidTimeZone)).toBe(false);
  });

  it('converts between instants and local wall times, with gaps and overlaps read as RFC 5545 does', () => {
    const wall = (iso: string) => Date.parse(`${iso}Z`);
    expect(new Date(instantOfWallTime(wall('2030-07-01T09:00:00'), 'Europe/Paris')).toISOString()).toBe('2030-07-01T07:00:00.000Z');
    expect(new Date(wallTimeOf(Date.parse('2030-01-01T07:00:00Z'), 'Europe/Paris')).toISOString()).toBe('2030-01-01T08:00:00.000Z');
    // 02:30 does not exist on 2030-03-10 in New York: read with the offset before the change (EST), i.e. 03:30 EDT.
    expect(new Date(instantOfWallTime(wall('2030-03-10T02:30:00'), 'America/New_York')).toISOString()).toBe('2030-03-10T07:30:00.000Z');
    // 01:30 happens twice on 2030-11-03: the first one (EDT).
    expect(new Date(instantOfWallTime(wall('2030-11-03T01:30:00'), 'America/New_York')).toISOString()).toBe('2030-11-03T05:30:00.000Z');
    expect(localDateOf(Date.parse('2030-03-05T02:00:00Z'), 'America/New_York')).toBe('2030-03-04');
  });
});

describe('offsetAt, read once per day boundary', () => {
  const references = new Map<string, Intl.DateTimeFormat>();
  /** The offset read straight from Intl, as the reference. */
  function intlOffset(instantMs: number, timeZone: string): number {
    const reference =
      references.get(timeZone) ??
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    references.set(timeZone, reference);
    const parts = reference.formatToParts(new Date(instantMs));
    const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
    return wall - Math.floor(instantMs / 1000) * 1000;
  }

  // Half-hour daylight saving (Lord Howe), negative DST (Dublin), a skipped day (Apia 2011), odd local mean time (1900).
  const zones = [
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Europe/Dublin',
    'Pacific/Apia',
    'America/St_Johns',
  ];

  it('agrees with Intl at every hour around each change of offset and at random instants from 1900 to 2200', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2200, 0, 1);
    for (const zone of zones) {
      for (let i = 0; i < 400; i++) {
        const instant = Math.floor((from + random() * (to - from)) / 1000) * 1000;
        expect(offsetAt(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toBe(intlOffset(instant, zone));
      }
      // Every 15 minutes through 2011 (Apia's skipped day) and 2024, where the changes are.
      for (const year of [2011, 2024]) {
        for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 15 * 60_000) {
          if (offsetAt(t, zone) !== intlOffset(t, zone)) expect.fail(`${zone} ${new Date(t).toISOString()}`);
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { instantOfWallTime, isValidTimeZone, localDateOf, wallTimeOf } from './time-zones.js';

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

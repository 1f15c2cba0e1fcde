import { describe, expect, it } from 'vitest';
import { isValidTimeZone, todayIn, zonedTimeToUtc } from './zoned-time.js';

describe('zonedTimeToUtc', () => {
  it('17:00 in New York is 22:00Z in winter (EST) and 21:00Z after the change of 2030-03-10 (EDT)', () => {
    expect(zonedTimeToUtc('2030-03-09', '17:00', 'America/New_York')).toBe('2030-03-09T22:00:00.000Z');
    expect(zonedTimeToUtc('2030-03-10', '17:00', 'America/New_York')).toBe('2030-03-10T21:00:00.000Z');
    expect(zonedTimeToUtc('2030-11-02', '17:00', 'America/New_York')).toBe('2030-11-02T21:00:00.000Z');
    expect(zonedTimeToUtc('2030-11-03', '17:00', 'America/New_York')).toBe('2030-11-03T22:00:00.000Z');
  });

  it('moves a time that does not exist forward by the gap, and takes the first of a time that happens twice', () => {
    expect(zonedTimeToUtc('2030-03-10', '02:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z');
    expect(zonedTimeToUtc('2030-11-03', '01:30', 'America/New_York')).toBe('2030-11-03T05:30:00.000Z');
  });

  it('handles other zones: half hours, the southern hemisphere and UTC', () => {
    expect(zonedTimeToUtc('2030-06-01', '17:00', 'Asia/Kolkata')).toBe('2030-06-01T11:30:00.000Z');
    expect(zonedTimeToUtc('2030-01-15', '09:00', 'Pacific/Auckland')).toBe('2030-01-14T20:00:00.000Z');
    expect(zonedTimeToUtc('2030-07-15', '09:00', 'Pacific/Auckland')).toBe('2030-07-14T21:00:00.000Z');
    expect(zonedTimeToUtc('2030-07-15', '00:00', 'UTC')).toBe('2030-07-15T00:00:00.000Z');
    expect(zonedTimeToUtc('2030-03-31', '18:00', 'Europe/Berlin')).toBe('2030-03-31T16:00:00.000Z');
  });

  it('knows valid time zones and the local date', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(todayIn('Pacific/Auckland', new Date('2030-01-01T12:00:00Z'))).toBe('2030-01-02');
    expect(todayIn('America/Los_Angeles', new Date('2030-01-01T05:00:00Z'))).toBe('2029-12-31');
  });
});

import { describe, expect, it } from 'vitest';
import { quietHoursEnd, quietHoursStart } from './quiet-hours.js';

const night = { start: '22:00', end: '07:00', timeZone: 'America/New_York' };
const at = (iso: string) => new Date(iso);

describe('quietHoursEnd', () => {
  it('ends quiet hours across midnight at the end time of the zone, the same night or the next morning', () => {
    // 23:30 in New York (EST, UTC-5) ends at 07:00 the next morning.
    expect(quietHoursEnd(night, at('2030-01-15T04:30:00Z'))?.toISOString()).toBe('2030-01-15T12:00:00.000Z');
    // 05:00 in New York ends at 07:00 the same morning.
    expect(quietHoursEnd(night, at('2030-01-15T10:00:00Z'))?.toISOString()).toBe('2030-01-15T12:00:00.000Z');
    // 07:00 and 21:59 are not quiet.
    expect(quietHoursEnd(night, at('2030-01-15T12:00:00Z'))).toBeUndefined();
    expect(quietHoursEnd(night, at('2030-01-16T02:59:00Z'))).toBeUndefined();
  });

  it('ends at the wall-clock time on a night the clocks change', () => {
    // 2030-03-10: New York springs forward at 02:00; 07:00 that morning is EDT (UTC-4).
    expect(quietHoursEnd(night, at('2030-03-10T04:00:00Z'))?.toISOString()).toBe('2030-03-10T11:00:00.000Z');
    // 2030-11-03: clocks go back at 02:00; 07:00 is EST (UTC-5) again.
    expect(quietHoursEnd(night, at('2030-11-03T04:00:00Z'))?.toISOString()).toBe('2030-11-03T12:00:00.000Z');
  });

  it('handles quiet hours within one day, and equal start and end as none', () => {
    const afternoon = { start: '13:00', end: '15:30', timeZone: 'Europe/Paris' };
    expect(quietHoursEnd(afternoon, at('2030-06-01T11:15:00Z'))?.toISOString()).toBe('2030-06-01T13:30:00.000Z');
    expect(quietHoursEnd(afternoon, at('2030-06-01T13:30:00Z'))).toBeUndefined();
    expect(quietHoursEnd({ ...afternoon, end: '13:00' }, at('2030-06-01T11:15:00Z'))).toBeUndefined();
  });
});

describe('quietHoursStart', () => {
  it('is the evening the night’s quiet hours began, before or after midnight, and nothing outside them', () => {
    // 23:30 and 05:00 in New York (EST) are in the night that began at 22:00 on the 14th (03:00 UTC on the 15th).
    expect(quietHoursStart(night, at('2030-01-15T04:30:00Z'))?.toISOString()).toBe('2030-01-15T03:00:00.000Z');
    expect(quietHoursStart(night, at('2030-01-15T10:00:00Z'))?.toISOString()).toBe('2030-01-15T03:00:00.000Z');
    expect(quietHoursStart(night, at('2030-01-15T12:00:00Z'))).toBeUndefined();
    const afternoon = { start: '13:00', end: '15:30', timeZone: 'Europe/Paris' };
    expect(quietHoursStart(afternoon, at('2030-06-01T11:15:00Z'))?.toISOString()).toBe('2030-06-01T11:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { dateIn, formatInstant, formatMinutes, percent } from './legal-format.js';

describe('legal report formatting', () => {
  it('shows instants on the wall clock of the zone, the same with or without the UTC shortcut', () => {
    expect(formatInstant('2030-03-10T06:59:00.000Z', 'UTC')).toBe('2030-03-10 06:59');
    expect(formatInstant('2030-03-10T06:59:00.000Z', 'Etc/UTC')).toBe('2030-03-10 06:59');
    expect(formatInstant('2030-03-10T06:59:00.000Z', 'America/New_York')).toBe('2030-03-10 01:59');
    expect(formatInstant('2030-03-10T07:00:00.000Z', 'America/New_York')).toBe('2030-03-10 03:00');
    expect(dateIn('2030-03-10T03:00:00.000Z', 'America/Los_Angeles')).toBe('2030-03-09');
  });

  it('says durations and shares the way people do', () => {
    expect(formatMinutes(45.4)).toBe('45 min');
    expect(formatMinutes(210)).toBe('3.5 hours');
    expect(formatMinutes(3 * 1440)).toBe('3 days');
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(0, 0)).toBe('0%');
  });
});

import { describe, expect, it } from 'vitest';
import { dateTimeLocalToIso, nextHourSlot, toDateTimeLocalValue } from './datetime-local';

describe('datetime-local helpers', () => {
  it('formats a local date and time', () => {
    expect(toDateTimeLocalValue(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });
  it('suggests the next full hour, one hour long, across midnight', () => {
    expect(nextHourSlot(new Date(2026, 11, 31, 23, 20))).toEqual({ start: '2027-01-01T00:00', end: '2027-01-01T01:00' });
  });
  it('converts to an ISO instant, or null when empty or invalid', () => {
    expect(dateTimeLocalToIso('2026-01-05T07:03')).toBe(new Date(2026, 0, 5, 7, 3).toISOString());
    expect(dateTimeLocalToIso('')).toBeNull();
    expect(dateTimeLocalToIso('nope')).toBeNull();
  });
});

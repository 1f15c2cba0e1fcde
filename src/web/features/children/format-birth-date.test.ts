import { describe, expect, it } from 'vitest';
import { CHILD_COPY } from './child-copy';
import { formatBirthDate, initialsOf, todayLocal } from './format-birth-date';

describe('child card formatting', () => {
  it('shows a birth date on the same day in every time zone', () => {
    expect(formatBirthDate('2016-04-12')).toMatch(/12/);
    expect(formatBirthDate('2016-04-12')).toMatch(/2016/);
  });

  it('writes ages and initials', () => {
    expect(CHILD_COPY.ageLabel(1)).toBe('1 year old');
    expect(CHILD_COPY.ageLabel(9)).toBe('9 years old');
    expect(initialsOf('Emma')).toBe('E');
    expect(initialsOf('  mary  ann jones ')).toBe('MJ');
    expect(initialsOf('')).toBe('?');
  });

  it('gives today in the local calendar', () => {
    expect(todayLocal(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

import { describe, expect, it } from 'vitest';
import { ageInYears, birthDateProblem } from './child-rules.js';

describe('child rules', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('accepts real past dates from 1990 on, and today anywhere in the world', () => {
    expect(birthDateProblem('1990-01-01', now)).toBeNull();
    expect(birthDateProblem('2024-02-29', now)).toBeNull();
    expect(birthDateProblem('2026-03-11', now)).toBeNull();
  });

  it('explains what is wrong with a birth date', () => {
    expect(birthDateProblem('', now)).toBe('Birth date is required');
    expect(birthDateProblem('10/03/2020', now)).toBe('Birth date must be a date (YYYY-MM-DD)');
    expect(birthDateProblem('2023-02-29', now)).toBe('Birth date must be a real date');
    expect(birthDateProblem('1989-12-31', now)).toBe('Birth date must be in 1990 or later');
    expect(birthDateProblem('2026-03-12', now)).toBe('Birth date cannot be in the future');
  });

  it('computes whole years of age', () => {
    expect(ageInYears('2016-04-12', new Date(2026, 3, 11))).toBe(9);
    expect(ageInYears('2016-04-12', new Date(2026, 3, 12))).toBe(10);
  });
});

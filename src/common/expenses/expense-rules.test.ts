import { describe, expect, it } from 'vitest';
import { amountProblem, amountToCents, formatCents, splitProblem } from './expense-rules.js';

describe('expense rules', () => {
  it('converts amounts to cents through their decimal text', () => {
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents(0.07)).toBe(7);
    expect(amountToCents(4.35)).toBe(435);
    expect(amountToCents(1_000_000)).toBe(100_000_000);
    expect(amountToCents(0.1 + 0.2)).toBeNull();
    expect(amountToCents(1.005)).toBeNull();
    expect(amountToCents(1e-7)).toBeNull();
    expect(amountToCents(Number.NaN)).toBeNull();
  });

  it('explains what is wrong with an amount', () => {
    expect(amountProblem(undefined)).toBe('Amount is required');
    expect(amountProblem('5')).toBe('Amount must be a number');
    expect(amountProblem(0)).toBe('Amount must be greater than 0');
    expect(amountProblem(1_000_000.01)).toBe('Amount must be at most 1,000,000');
    expect(amountProblem(2.555)).toBe('Amount can have at most 2 decimals');
    expect(amountProblem(2.5)).toBeNull();
  });

  it('shows dollars with 2 decimals and checks splits', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(splitProblem('equal', undefined)).toBeNull();
    expect(splitProblem('full', 0)).toBeNull();
    expect(splitProblem('full', 30)).toBe('A full split puts 100 or 0 percent on the payer');
  });
});

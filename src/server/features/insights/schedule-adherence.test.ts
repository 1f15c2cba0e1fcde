import { describe, expect, it } from 'vitest';
import { adherenceFigures, adherenceMetric, exchangeOutcome, type InsightCheckIn } from './schedule-adherence.js';

const x = (day: number) => ({
  at: `2030-03-${String(day).padStart(2, '0')}T17:00:00.000Z`,
  date: `2030-03-${String(day).padStart(2, '0')}`,
});
const c = (day: number, userId: string, status: InsightCheckIn['status']): InsightCheckIn => ({ exchangeAt: x(day).at, userId, status });

describe('schedule adherence', () => {
  it('an exchange is on time only when every check-in says so; missed outweighs late; none is unconfirmed', () => {
    expect(exchangeOutcome([])).toBe('unconfirmed');
    expect(exchangeOutcome([c(1, 'a', 'on_time'), c(1, 'b', 'late')])).toBe('late');
    expect(exchangeOutcome([c(1, 'a', 'missed'), c(1, 'b', 'late')])).toBe('missed');
    expect(exchangeOutcome([c(1, 'a', 'on_time')])).toBe('on_time');
  });

  it('is the share of the period’s handovers confirmed on time', () => {
    const checkIns = [
      c(1, 'a', 'on_time'),
      c(1, 'b', 'on_time'),
      c(2, 'a', 'on_time'),
      c(3, 'b', 'late'),
      c(4, 'a', 'missed'),
      c(9, 'a', 'late'),
    ];
    const figures = adherenceFigures([x(1), x(2), x(3), x(4), x(5)], checkIns);
    expect(figures).toEqual({ total: 5, onTime: 2, late: 1, missed: 1, unconfirmed: 1, value: 40 });
    const metric = adherenceMetric(figures, adherenceFigures([x(9)], checkIns));
    expect(metric).toMatchObject({ value: 40, previous: 0, trend: 'up' });
    expect(metric.description).toBe('2 of 5 handovers confirmed on time (1 late, 1 missed, 1 not checked in)');
    expect(adherenceFigures([], checkIns).value).toBeNull();
  });
});

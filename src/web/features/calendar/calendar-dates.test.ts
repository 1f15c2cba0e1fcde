import { describe, expect, it } from 'vitest';
import { monthGridDays, overlapsDay, stepCursor, toYmd, viewTitle, visibleDays } from './calendar-dates';

describe('calendar dates', () => {
  it('draws whole Sunday-first weeks around the month', () => {
    const days = monthGridDays(new Date(2026, 10, 15)); // November 2026 starts on a Sunday
    expect(toYmd(days[0]!)).toBe('2026-11-01');
    expect(days).toHaveLength(35);
    expect(toYmd(days[34]!)).toBe('2026-12-05');
  });

  it('gives a week from Sunday and a single day', () => {
    expect(visibleDays('week', new Date(2026, 10, 25)).map(toYmd)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(visibleDays('day', new Date(2026, 10, 25, 15)).map(toYmd)).toEqual(['2026-11-25']);
  });

  it('steps by month, week and day', () => {
    expect(toYmd(stepCursor('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(toYmd(stepCursor('week', new Date(2026, 0, 31), -1))).toBe('2026-01-24');
    expect(toYmd(stepCursor('day', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
  });

  it('titles each view like every other date on the screen', () => {
    expect(viewTitle('month', new Date(2026, 10, 25))).toBe('November 2026');
    expect(viewTitle('week', new Date(2026, 10, 25))).toBe('Nov 22, 2026 – Nov 28, 2026');
    expect(viewTitle('week', new Date(2026, 11, 31))).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(viewTitle('day', new Date(2026, 10, 25))).toBe('Wednesday, November 25, 2026');
  });

  it('counts an event ending at midnight only on its own day', () => {
    const day = new Date(2026, 10, 24);
    const start = new Date(2026, 10, 24).toISOString();
    const end = new Date(2026, 10, 25).toISOString();
    expect(overlapsDay(start, end, day)).toBe(true);
    expect(overlapsDay(start, end, new Date(2026, 10, 25))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, datesInRange, weekdayOf } from './calendar-dates.js';
import { compileRule, type CustodyRule, patternSequence, sideOnDate } from './patterns.js';

/** 'A'/'B' per date from `from` for `days` days ('-' = no custody). */
function letters(rule: CustodyRule, from: string, days: number): string {
  const compiled = compileRule(rule);
  return datesInRange(from, addDays(from, days - 1))
    .map((d) => {
      const side = sideOnDate(compiled, d);
      return side === null ? '-' : side === 'first' ? 'A' : 'B';
    })
    .join('');
}

describe('custody patterns', () => {
  it('compiles every fixed pattern to its day sequence', () => {
    const str = (s: string[]) => s.map((x) => (x === 'first' ? 'A' : 'B')).join('');
    expect(str(patternSequence('alternating_weeks'))).toBe('AAAAAAABBBBBBB');
    expect(str(patternSequence('2-2-3'))).toBe('AABBAAABBAABBB');
    expect(str(patternSequence('2-2-5-5'))).toBe('AABBAAAAABBBBB');
    expect(str(patternSequence('3-4-4-3'))).toBe('AAABBBBAAAABBB');
    expect(str(patternSequence('every_other_weekend'))).toBe('AABBBBBBBBBBBB');
    expect(str(patternSequence('custom', ['first', 'second', 'second']))).toBe('ABB');
  });

  it('2-2-3 from Monday 2030-03-04 with parent A, written out by hand for 14 days', () => {
    expect(weekdayOf('2030-03-04')).toBe(1);
    const compiled = compileRule({ pattern: '2-2-3', startDate: '2030-03-04' });
    const byHand: [string, 'first' | 'second'][] = [
      ['2030-03-04', 'first'], // Mon
      ['2030-03-05', 'first'], // Tue
      ['2030-03-06', 'second'], // Wed
      ['2030-03-07', 'second'], // Thu
      ['2030-03-08', 'first'], // Fri
      ['2030-03-09', 'first'], // Sat
      ['2030-03-10', 'first'], // Sun
      ['2030-03-11', 'second'], // Mon
      ['2030-03-12', 'second'], // Tue
      ['2030-03-13', 'first'], // Wed
      ['2030-03-14', 'first'], // Thu
      ['2030-03-15', 'second'], // Fri
      ['2030-03-16', 'second'], // Sat
      ['2030-03-17', 'second'], // Sun
      ['2030-03-18', 'first'], // Mon: the cycle starts again
    ];
    for (const [date, side] of byHand) expect(sideOnDate(compiled, date), date).toBe(side);
  });

  it('has no custody before the start date', () => {
    expect(letters({ pattern: '2-2-3', startDate: '2030-03-04' }, '2030-03-01', 6)).toBe('---AAB');
  });

  it('repeats the sequence for years', () => {
    const compiled = compileRule({ pattern: '3-4-4-3', startDate: '2030-03-04' });
    expect(sideOnDate(compiled, addDays('2030-03-04', 14 * 100))).toBe('first');
    expect(sideOnDate(compiled, addDays('2030-03-04', 14 * 100 + 3))).toBe('second');
  });

  it('custom sequences repeat from the start date', () => {
    expect(letters({ pattern: 'custom', customSequence: ['first', 'second', 'second'], startDate: '2030-03-04' }, '2030-03-04', 7)).toBe(
      'ABBABBA',
    );
  });

  describe('every other weekend', () => {
    it('from a Friday: the first parent has Friday and Saturday night, the second the next 12 nights', () => {
      expect(weekdayOf('2030-03-01')).toBe(5);
      expect(letters({ pattern: 'every_other_weekend', startDate: '2030-03-01' }, '2030-03-01', 16)).toBe('AABBBBBBBBBBBBAA');
    });

    it('from any other day: the first parent has the first weekend on or after it, the days before belong to the second', () => {
      // Monday 2030-03-04: Mon-Thu second parent, Fri 8 and Sat 9 first parent, then 12 nights second parent.
      expect(letters({ pattern: 'every_other_weekend', startDate: '2030-03-04' }, '2030-03-03', 20)).toBe('-BBBBAABBBBBBBBBBBBA');
      // Saturday 2030-03-02: the weekend has begun, so the first parent's weekend is the next one (Fri 8, Sat 9).
      expect(letters({ pattern: 'every_other_weekend', startDate: '2030-03-02' }, '2030-03-02', 9)).toBe('BBBBBBAAB');
    });
  });
});

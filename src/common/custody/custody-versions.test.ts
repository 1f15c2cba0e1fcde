import { describe, expect, it } from 'vitest';
import { custodyDays, type CustodyParents } from './custody-days.js';
import { type CustodyVersion, versionOn } from './custody-versions.js';
import { describeSchedule, scheduleDateLabel } from './describe-schedule.js';
import { custodyExchanges } from './exchanges.js';
import { timeShare } from './time-share.js';

const alex = { id: 'a', name: 'Alex Rivera' };
const sam = { id: 'b', name: 'Sam Rivera' };
const parents: CustodyParents = { first: alex, second: sam };
const reversed: CustodyParents = { first: sam, second: alex };
const letters = (days: { date: string; parentId: string }[]) => days.map((d) => (d.parentId === 'a' ? 'A' : 'B')).join('');

// 2-2-3 from Monday 2030-03-04 with Alex; from Monday 2030-03-11 alternating weeks with Sam, exchanges at 09:00 in Paris.
const v1: CustodyVersion = {
  effectiveFrom: '2030-03-04',
  rule: { pattern: '2-2-3', startDate: '2030-03-04' },
  parents,
  exchangeTime: '17:00',
  timeZone: 'America/New_York',
};
const v2: CustodyVersion = {
  effectiveFrom: '2030-03-11',
  rule: { pattern: 'alternating_weeks', startDate: '2030-03-11' },
  parents: reversed,
  exchangeTime: '09:00',
  timeZone: 'Europe/Paris',
};

describe('versions of the custody schedule', () => {
  it('finds the version in effect on a date: the last whose date has come', () => {
    expect(versionOn([v1, v2], '2030-03-03')).toBeNull();
    expect(versionOn([v1, v2], '2030-03-10')).toBe(v1);
    expect(versionOn([v1, v2], '2030-03-11')).toBe(v2);
    expect(versionOn([v1, v2], '2031-01-01')).toBe(v2);
  });

  it('gives each date the custodian of the version in effect on it: a later version never changes earlier days', () => {
    const before = custodyDays({ versions: [v1], swaps: [], from: '2030-03-04', to: '2030-03-10' });
    const after = custodyDays({ versions: [v1, v2], swaps: [], from: '2030-03-04', to: '2030-03-24' });
    expect(letters(before)).toBe('AABBAAA');
    // Same first week; then Sam's week, then Alex's.
    expect(letters(after)).toBe('AABBAAA' + 'BBBBBBB' + 'AAAAAAA');
    expect(after.slice(0, 7)).toEqual(before);
    expect(timeShare(after.slice(0, 7), [alex, sam]).map((p) => p.nights)).toEqual([5, 2]);
  });

  it('keeps a rotation anchored before the version took effect', () => {
    // 2-2-3 anchored on 2030-03-04 but in effect only from Wednesday 2030-03-06: the rotation's third day is Sam's.
    const late = { ...v1, effectiveFrom: '2030-03-06' };
    expect(letters(custodyDays({ versions: [late], swaps: [], from: '2030-03-04', to: '2030-03-08' }))).toBe('BBA');
  });

  it('an ended schedule has no days, and swaps on those dates are not applied', () => {
    const end: CustodyVersion = { ...v1, effectiveFrom: '2030-03-08', rule: null };
    const swaps = [{ requestedBy: 'a', dates: ['2030-03-05', '2030-03-09'], makeUpDates: [] }];
    const days = custodyDays({ versions: [v1, end], swaps, from: '2030-03-04', to: '2030-03-12' });
    expect(days.map((d) => [d.date, d.parentId, d.swapped])).toEqual([
      ['2030-03-04', 'a', false],
      ['2030-03-05', 'b', true],
      ['2030-03-06', 'b', false],
      ['2030-03-07', 'b', false],
    ]);
  });

  it('times each exchange by the version in effect on its date', () => {
    const exchanges = custodyExchanges({ versions: [v1, v2], swaps: [], from: '2030-03-05', to: '2030-03-18' });
    expect(exchanges.map((e) => [e.date, e.at, e.fromName, e.toName])).toEqual([
      ['2030-03-06', '2030-03-06T22:00:00.000Z', 'Alex Rivera', 'Sam Rivera'],
      ['2030-03-08', '2030-03-08T22:00:00.000Z', 'Sam Rivera', 'Alex Rivera'],
      // The new version's first day is Sam's: handed over at 09:00 Paris (08:00Z).
      ['2030-03-11', '2030-03-11T08:00:00.000Z', 'Alex Rivera', 'Sam Rivera'],
      ['2030-03-18', '2030-03-18T08:00:00.000Z', 'Sam Rivera', 'Alex Rivera'],
    ]);
  });
});

describe('schedule sentences', () => {
  it('writes dates one way and describes a schedule in one sentence', () => {
    expect(scheduleDateLabel('2030-03-04')).toBe('Mon 4 Mar 2030');
    expect(scheduleDateLabel('2031-12-31')).toBe('Wed 31 Dec 2031');
    expect(
      describeSchedule({ pattern: '2-2-3', startDate: '2030-03-04', exchangeTime: '17:00', timeZone: 'America/New_York' }, 'Alex Rivera'),
    ).toBe('2-2-3 starting Mon 4 Mar 2030, exchanges at 17:00 America/New_York, Alex Rivera starts');
    expect(
      describeSchedule(
        {
          pattern: 'custom',
          customSequence: ['first', 'second', 'second'],
          startDate: '2030-03-04',
          exchangeTime: '08:30',
          timeZone: 'UTC',
        },
        'Sam Rivera',
      ),
    ).toBe('Custom 3-day sequence ABB starting Mon 4 Mar 2030, exchanges at 08:30 UTC, Sam Rivera starts');
  });
});

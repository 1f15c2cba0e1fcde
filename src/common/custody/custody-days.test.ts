import { describe, expect, it } from 'vitest';
import { custodianOn, custodyDays, type CustodyParents } from './custody-days.js';
import { custodyExchanges } from './exchanges.js';
import { timeShare } from './time-share.js';

const parents: CustodyParents = { first: { id: 'a', name: 'Alex Rivera' }, second: { id: 'b', name: 'Sam Rivera' } };
const list = [parents.first, parents.second].flatMap((p) => (p ? [p] : []));
const rule223 = { pattern: '2-2-3' as const, startDate: '2030-03-04' };
const ids = (days: { parentId: string }[]) => days.map((d) => d.parentId).join('');

describe('custody days, exchanges and time-share', () => {
  it('lists the nights of each parent with names, leaving out days before the start', () => {
    const days = custodyDays({ rule: rule223, parents, swaps: [], from: '2030-03-01', to: '2030-03-17' });
    expect(days[0]).toEqual({ date: '2030-03-04', parentId: 'a', parentName: 'Alex Rivera', swapped: false });
    expect(ids(days)).toBe('aabbaaabbaabbb');
  });

  it('time-share of 2-2-3 from Monday 2030-03-04: March 14/14, the year 2030 152/151', () => {
    const march = custodyDays({ rule: rule223, parents, swaps: [], from: '2030-03-01', to: '2030-03-31' });
    expect(timeShare(march, list)).toEqual([
      { parentId: 'a', parentName: 'Alex Rivera', nights: 14, percent: 50 },
      { parentId: 'b', parentName: 'Sam Rivera', nights: 14, percent: 50 },
    ]);
    // 303 nights from March 4 to December 31: 21 full cycles (147/147) and 9 days AABBAAABB (5/4).
    const year = custodyDays({ rule: rule223, parents, swaps: [], from: '2030-01-01', to: '2030-12-31' });
    expect(timeShare(year, list).map((p) => [p.nights, p.percent])).toEqual([
      [152, 50.2],
      [151, 49.8],
    ]);
  });

  it('alternating weeks over 2030 from January 1 split 183/182, and a swap of two days shifts 2 nights', () => {
    const rule = { pattern: 'alternating_weeks' as const, startDate: '2030-01-01' };
    const year = custodyDays({ rule, parents, swaps: [], from: '2030-01-01', to: '2030-12-31' });
    expect(timeShare(year, list).map((p) => p.nights)).toEqual([183, 182]);
    const swaps = [{ requestedBy: 'a', dates: ['2030-01-01', '2030-01-02'], makeUpDates: [] }];
    const swapped = custodyDays({ rule, parents, swaps, from: '2030-01-01', to: '2030-12-31' });
    expect(timeShare(swapped, list).map((p) => p.nights)).toEqual([181, 184]);
    expect(swapped.slice(0, 3).map((d) => [d.parentId, d.swapped])).toEqual([
      ['b', true],
      ['b', true],
      ['a', false],
    ]);
  });

  it('gives make-up dates to the asker, and a later swap wins on the same date', () => {
    const swaps = [
      { requestedBy: 'b', dates: ['2030-03-06'], makeUpDates: ['2030-03-08'] },
      { requestedBy: 'a', dates: ['2030-03-08'], makeUpDates: [] },
    ];
    const days = custodyDays({ rule: rule223, parents, swaps, from: '2030-03-06', to: '2030-03-09' });
    expect(days.map((d) => [d.date, d.parentId, d.swapped])).toEqual([
      ['2030-03-06', 'a', true],
      ['2030-03-07', 'b', false],
      // Given to A by the first swap, then given up by A in the later one.
      ['2030-03-08', 'b', true],
      ['2030-03-09', 'a', false],
    ]);
    expect(custodianOn({ rule: rule223, parents, swaps, date: '2030-03-06' })?.parentId).toBe('a');
  });

  it('leaves out the nights of a parent who is not in the family', () => {
    const alone = { first: parents.first, second: null };
    const days = custodyDays({ rule: rule223, parents: alone, swaps: [], from: '2030-03-04', to: '2030-03-10' });
    expect(days.map((d) => d.date)).toEqual(['2030-03-04', '2030-03-05', '2030-03-08', '2030-03-09', '2030-03-10']);
    expect(timeShare(days, [{ id: 'a', name: 'Alex Rivera' }])[0]?.percent).toBe(100);
    expect(timeShare([], list).map((p) => p.percent)).toEqual([0, 0]);
  });

  it('finds exchanges with their instant across the daylight-saving change (17:00 New York)', () => {
    const exchanges = custodyExchanges({
      rule: rule223,
      parents,
      swaps: [],
      from: '2030-03-01',
      to: '2030-03-13',
      exchangeTime: '17:00',
      timeZone: 'America/New_York',
    });
    expect(exchanges).toEqual([
      {
        date: '2030-03-06',
        at: '2030-03-06T22:00:00.000Z',
        fromParentId: 'a',
        toParentId: 'b',
        fromName: 'Alex Rivera',
        toName: 'Sam Rivera',
      },
      {
        date: '2030-03-08',
        at: '2030-03-08T22:00:00.000Z',
        fromParentId: 'b',
        toParentId: 'a',
        fromName: 'Sam Rivera',
        toName: 'Alex Rivera',
      },
      {
        date: '2030-03-11',
        at: '2030-03-11T21:00:00.000Z',
        fromParentId: 'a',
        toParentId: 'b',
        fromName: 'Alex Rivera',
        toName: 'Sam Rivera',
      },
      {
        date: '2030-03-13',
        at: '2030-03-13T21:00:00.000Z',
        fromParentId: 'b',
        toParentId: 'a',
        fromName: 'Sam Rivera',
        toName: 'Alex Rivera',
      },
    ]);
  });

  it('counts an exchange on the first day of the range from the night before, and swaps move exchanges', () => {
    const base = { rule: rule223, parents, exchangeTime: '09:30', timeZone: 'UTC', from: '2030-03-06', to: '2030-03-07' };
    expect(custodyExchanges({ ...base, swaps: [] }).map((e) => e.date)).toEqual(['2030-03-06']);
    const swaps = [{ requestedBy: 'b', dates: ['2030-03-06', '2030-03-07'], makeUpDates: [] }];
    expect(custodyExchanges({ ...base, swaps, to: '2030-03-08' })).toEqual([]);
  });
});

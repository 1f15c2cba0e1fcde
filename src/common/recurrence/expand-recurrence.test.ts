import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../schemas/events.js';
import { firstOccurrenceStart, MAX_OCCURRENCES_PER_SERIES, occurrencesBetween, type SeriesTiming } from './expand-recurrence.js';

const weekly: Recurrence = { frequency: 'weekly', interval: 1 };
const series = (overrides: Partial<SeriesTiming>): SeriesTiming => ({
  startTime: '2030-03-04T14:00:00.000Z',
  endTime: '2030-03-04T15:30:00.000Z',
  timeZone: 'America/New_York',
  recurrence: weekly,
  ...overrides,
});
const starts = (s: SeriesTiming, from: string, to: string) =>
  occurrencesBetween(s, Date.parse(from), Date.parse(to)).map((o) => o.startTime);

describe('recurrence expansion', () => {
  it('keeps 09:00 New York time when daylight saving starts (March 2030) and ends (November 2030)', () => {
    // Monday 2030-03-04 09:00 EST = 14:00Z; clocks go forward on 2030-03-10.
    expect(starts(series({}), '2030-03-01T00:00:00Z', '2030-03-20T00:00:00Z')).toEqual([
      '2030-03-04T14:00:00.000Z',
      '2030-03-11T13:00:00.000Z',
      '2030-03-18T13:00:00.000Z',
    ]);
    // Monday 2030-10-28 09:00 EDT = 13:00Z; clocks go back on 2030-11-03.
    const autumn = series({ startTime: '2030-10-28T13:00:00.000Z', endTime: '2030-10-28T14:00:00.000Z' });
    expect(starts(autumn, '2030-10-20T00:00:00Z', '2030-11-10T00:00:00Z')).toEqual([
      '2030-10-28T13:00:00.000Z',
      '2030-11-04T14:00:00.000Z',
    ]);
  });

  it('keeps each occurrence as long as the first', () => {
    for (const occurrence of occurrencesBetween(series({}), Date.parse('2030-03-01T00:00:00Z'), Date.parse('2030-04-01T00:00:00Z'))) {
      expect(Date.parse(occurrence.endTime) - Date.parse(occurrence.startTime)).toBe(90 * 60_000);
    }
  });

  it('stops after a count or on the until date (that day included, in local time)', () => {
    const wide = ['2030-01-01T00:00:00Z', '2032-01-01T00:00:00Z'] as const;
    expect(starts(series({ recurrence: { frequency: 'daily', interval: 1, count: 3 } }), ...wide)).toEqual([
      '2030-03-04T14:00:00.000Z',
      '2030-03-05T14:00:00.000Z',
      '2030-03-06T14:00:00.000Z',
    ]);
    expect(starts(series({ recurrence: { ...weekly, until: '2030-03-18' } }), ...wide)).toHaveLength(3);
    expect(starts(series({ recurrence: { ...weekly, until: '2030-03-17' } }), ...wide)).toHaveLength(2);
    // 21:00 on the until date in New York is already the next day in UTC: still included.
    const evening = series({
      startTime: '2030-03-05T02:00:00.000Z',
      endTime: '2030-03-05T03:00:00.000Z',
      recurrence: { ...weekly, until: '2030-03-11' },
    });
    expect(starts(evening, ...wide)).toEqual(['2030-03-05T02:00:00.000Z', '2030-03-12T01:00:00.000Z']);
  });

  it('repeats every n days, weeks or months on the chosen weekdays', () => {
    const range = ['2030-03-01T00:00:00Z', '2030-04-01T00:00:00Z'] as const;
    const utc = { timeZone: 'UTC', startTime: '2030-03-04T10:00:00.000Z', endTime: '2030-03-04T11:00:00.000Z' };
    expect(
      starts(series({ ...utc, recurrence: { frequency: 'weekly', interval: 2, byWeekday: ['MO', 'WE'] } }), ...range).map((s) =>
        s.slice(0, 10),
      ),
    ).toEqual(['2030-03-04', '2030-03-06', '2030-03-18', '2030-03-20']);
    expect(starts(series({ ...utc, recurrence: { frequency: 'daily', interval: 10 } }), ...range).map((s) => s.slice(8, 10))).toEqual([
      '04',
      '14',
      '24',
    ]);
    expect(
      starts(
        series({ ...utc, recurrence: { frequency: 'monthly', interval: 1, count: 3 } }),
        '2030-01-01T00:00:00Z',
        '2031-01-01T00:00:00Z',
      ),
    ).toEqual(['2030-03-04T10:00:00.000Z', '2030-04-04T10:00:00.000Z', '2030-05-04T10:00:00.000Z']);
  });

  it('lists only occurrences overlapping the range, including one that started before it', () => {
    const long = series({
      timeZone: 'UTC',
      startTime: '2030-03-04T22:00:00.000Z',
      endTime: '2030-03-05T02:00:00.000Z',
      recurrence: { frequency: 'daily', interval: 1 },
    });
    expect(starts(long, '2030-03-10T01:00:00Z', '2030-03-11T00:00:00Z')).toEqual(['2030-03-09T22:00:00.000Z', '2030-03-10T22:00:00.000Z']);
    expect(starts(long, '2030-03-10T02:00:00Z', '2030-03-10T22:00:00Z')).toEqual([]);
  });

  it('never expands one series into more than the cap', () => {
    const daily = series({ timeZone: 'UTC', recurrence: { frequency: 'daily', interval: 1 } });
    expect(starts(daily, '2030-01-01T00:00:00Z', '2040-01-01T00:00:00Z')).toHaveLength(MAX_OCCURRENCES_PER_SERIES);
  });

  it('starts a series on its first real occurrence, and finds none when the rule ends first', () => {
    // Tuesday 2030-03-05, weekly on Mondays and Thursdays: first on Thursday the 7th at the same local time.
    const tuesday = series({
      startTime: '2030-03-05T14:00:00.000Z',
      endTime: '2030-03-05T15:00:00.000Z',
      recurrence: { ...weekly, byWeekday: ['MO', 'TH'] },
    });
    expect(firstOccurrenceStart(tuesday)).toBe('2030-03-07T14:00:00.000Z');
    // Across the DST change the local time is kept: Saturday 9 March → Monday 11 March 09:00 EDT.
    expect(
      firstOccurrenceStart(
        series({
          startTime: '2030-03-09T14:00:00.000Z',
          endTime: '2030-03-09T15:00:00.000Z',
          recurrence: { ...weekly, byWeekday: ['MO'] },
        }),
      ),
    ).toBe('2030-03-11T13:00:00.000Z');
    expect(firstOccurrenceStart(series({ recurrence: { ...weekly, until: '2030-03-03' } }))).toBeNull();
    expect(firstOccurrenceStart(series({ recurrence: null }))).toBe('2030-03-04T14:00:00.000Z');
  });
});

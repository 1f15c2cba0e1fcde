import { describe, expect, it } from 'vitest';
import { occurrencesBetween, type SeriesTiming } from '../../common/recurrence/expand-recurrence.js';
import { expandInSlices } from './expand-in-slices.js';

const DAY_MS = 86_400_000;

describe('expandInSlices', () => {
  const series: SeriesTiming[] = [
    // Late evening, across midnight, in a zone with DST.
    {
      startTime: '2029-12-30T04:00:00.000Z',
      endTime: '2029-12-30T07:00:00.000Z',
      timeZone: 'America/New_York',
      recurrence: { frequency: 'daily', interval: 1 },
    },
    // Three days long, every other day: occurrences overlap each other and the windows' edges.
    {
      startTime: '2030-01-01T09:00:00.000Z',
      endTime: '2030-01-04T09:00:00.000Z',
      timeZone: 'Europe/Paris',
      recurrence: { frequency: 'daily', interval: 2 },
    },
    {
      startTime: '1999-03-31T16:00:00.000Z',
      endTime: '1999-03-31T17:00:00.000Z',
      timeZone: 'UTC',
      recurrence: { frequency: 'monthly', interval: 1 },
    },
    {
      startTime: '2030-01-07T08:00:00.000Z',
      endTime: '2030-01-07T08:30:00.000Z',
      timeZone: 'Asia/Tokyo',
      recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'TH'] },
    },
  ];
  const from = Date.parse('2030-01-15T12:00:00.000Z');

  it('finds exactly what one expansion over the whole range finds, over many windows', async () => {
    for (const timing of series) {
      for (const days of [1, 59, 61, 200, 400]) {
        const to = from + days * DAY_MS;
        expect(await expandInSlices(timing, from, to)).toEqual(occurrencesBetween(timing, from, to));
      }
    }
  });

  it('keeps to the limit, counting each occurrence once', async () => {
    for (const timing of series) {
      for (const limit of [1, 5, 40]) {
        const to = from + 400 * DAY_MS;
        expect(await expandInSlices(timing, from, to, limit)).toEqual(occurrencesBetween(timing, from, to, limit));
      }
    }
  });
});

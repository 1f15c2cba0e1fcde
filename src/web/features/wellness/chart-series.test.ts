import { describe, expect, it } from 'vitest';
import type { WellnessEntry } from '@common/schemas/wellness';
import { chartSeries, seriesSummary } from './chart-series';

const entry = (entryDate: string, moodScore: number, stressLevel: number, sleepHours: number): WellnessEntry => ({
  id: `${entryDate}-${moodScore}`,
  moodScore,
  stressLevel,
  communicationRating: 5,
  sleepHours,
  exerciseMinutes: 0,
  notes: null,
  triggers: [],
  copingStrategies: [],
  entryDate,
  createdAt: `${entryDate}T20:00:00Z`,
});

describe('chartSeries', () => {
  it('keeps the 30 days ending today, oldest first, one averaged point per day', () => {
    const days = chartSeries(
      [
        entry('2030-06-30', 8, 2, 8),
        entry('2030-06-30', 6, 4, 7),
        entry('2030-06-01', 3, 9, 5),
        entry('2030-05-31', 1, 1, 4),
        entry('2030-07-01', 1, 1, 4),
      ],
      '2030-06-30',
    );
    expect(days).toEqual([
      { date: '2030-06-01', mood: 3, stress: 9, sleep: 5, checkIns: 1 },
      { date: '2030-06-30', mood: 7, stress: 3, sleep: 7.5, checkIns: 2 },
    ]);
    expect(seriesSummary(days)).toEqual({ mood: 5, stress: 6, sleep: 6.3 });
    expect(seriesSummary([])).toBeNull();
  });
});

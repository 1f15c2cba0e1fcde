import { describe, expect, it } from 'vitest';
import type { WellnessEntry } from '../../../common/schemas/wellness.js';
import { wellnessFigures } from './wellness-figures.js';

const entry = (entryDate: string, moodScore: number, sleepHours: number, stressLevel: number): WellnessEntry => ({
  id: entryDate,
  moodScore,
  stressLevel,
  communicationRating: 5,
  sleepHours,
  exerciseMinutes: 0,
  notes: null,
  triggers: [],
  copingStrategies: [],
  entryDate,
  createdAt: `${entryDate}T20:00:00.000Z`,
});

describe('wellness figures', () => {
  it('averages the entries dated in the period', () => {
    const entries = [
      entry('2030-03-15', 8, 7, 3),
      entry('2030-03-10', 6, 8, 4),
      entry('2030-03-09', 7, 9, 5),
      entry('2030-03-08', 1, 4, 10),
    ];
    expect(wellnessFigures(entries, new Date('2030-03-08T12:00:00Z'), new Date('2030-03-15T12:00:00Z'))).toEqual({
      entries: 3,
      mood: 7,
      sleep: 8,
      stress: 4,
    });
    expect(wellnessFigures([], new Date('2030-03-08T12:00:00Z'), new Date('2030-03-15T12:00:00Z'))).toEqual({
      entries: 0,
      mood: null,
      sleep: null,
      stress: null,
    });
  });
});

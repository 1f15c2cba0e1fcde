import { describe, expect, it } from 'vitest';
import { cleanList, entryDateProblem, splitList } from './wellness-rules.js';
import { formatScore, insightMood, isImproving, moodLevel, stressLabel, weeklyAverages } from './wellness-summary.js';

const scored = (moodScore: number, stressLevel = 5, communicationRating = 5) => ({ moodScore, stressLevel, communicationRating });

describe('wellness summary constants (SPEC.md section 9)', () => {
  it('averages only the latest 7 entries', () => {
    const entries = [8, 8, 8, 8, 8, 8, 8, 1, 1].map((m) => scored(m, 11 - m, m));
    expect(weeklyAverages(entries)).toEqual({ mood: 8, stress: 3, communication: 8 });
    expect(weeklyAverages([scored(7, 4, 6), scored(4, 5, 5)])).toEqual({ mood: 5.5, stress: 4.5, communication: 5.5 });
    expect(weeklyAverages([])).toBeNull();
  });

  it('colours mood: 7 or more good, 4 to 6 medium, below 4 low', () => {
    expect([10, 7, 6.9, 4, 3.9, 1].map(moodLevel)).toEqual(['good', 'good', 'medium', 'medium', 'low', 'low']);
  });

  it("says 'Improving' only over 5", () => {
    expect([5, 5.1].map(isImproving)).toEqual([false, true]);
  });

  it('labels stress: up to 3 Low, up to 6 Moderate, otherwise High', () => {
    expect([1, 3, 3.1, 6, 6.1, 10].map(stressLabel)).toEqual(['Low', 'Low', 'Moderate', 'Moderate', 'High', 'High']);
  });

  it('maps mood for the AI insight: 7 great, 4 okay, below stressed', () => {
    expect([10, 7, 6, 4, 3, 1].map(insightMood)).toEqual(['great', 'great', 'okay', 'okay', 'stressed', 'stressed']);
    expect([6, 6.46, 6.55].map(formatScore)).toEqual(['6', '6.5', '6.6']);
  });
});

describe('wellness form rules', () => {
  it('trims, drops blanks and duplicates ignoring case', () => {
    expect(cleanList([' Walk ', 'walk', '', 'Deep   breathing'])).toEqual(['Walk', 'Deep breathing']);
    expect(splitList('walk, music,  Walk,')).toEqual(['walk', 'music']);
  });

  it('checks entry dates like the server', () => {
    const now = Date.parse('2030-06-10T12:00:00Z');
    expect(entryDateProblem('2030-06-11', now)).toBeNull();
    expect(entryDateProblem('2030-06-12', now)).toBe('Entry date cannot be in the future');
    expect(entryDateProblem('', now)).toBe('Entry date must be a date (YYYY-MM-DD)');
  });
});

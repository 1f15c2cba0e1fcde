import type { WellnessEntry } from '../../../common/schemas/wellness.js';
import type { WellnessFigures } from '../../../common/schemas/insights.js';
import { round1 } from './trend.js';

const mean = (values: number[]) => (values.length ? round1(values.reduce((s, v) => s + v, 0) / values.length) : null);

/**
 * Overall Mood, Avg Sleep and Stress Level over the viewer's own check-ins dated in the period (never anyone else's):
 * the dates after the period's first day up to today, so a week is 7 dates.
 */
export function wellnessFigures(entries: WellnessEntry[], from: Date, to: Date): Omit<WellnessFigures, 'insight'> {
  const [first, last] = [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
  const current = entries.filter((e) => e.entryDate > first && e.entryDate <= last);
  return {
    entries: current.length,
    mood: mean(current.map((e) => e.moodScore)),
    sleep: mean(current.map((e) => e.sleepHours)),
    stress: mean(current.map((e) => e.stressLevel)),
  };
}

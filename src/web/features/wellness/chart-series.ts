import type { WellnessEntry } from '@common/schemas/wellness';
import { addDays } from './dates';

export const CHART_DAYS = 30;

export interface ChartDay {
  date: string;
  mood: number;
  stress: number;
  sleep: number;
  checkIns: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * One point per day with check-ins over the 30 days ending `today`, oldest first; a day with several
 * check-ins shows their average.
 */
export function chartSeries(entries: readonly WellnessEntry[], today: string): ChartDay[] {
  const from = addDays(today, -(CHART_DAYS - 1));
  const byDay = new Map<string, WellnessEntry[]>();
  for (const entry of entries) {
    if (entry.entryDate < from || entry.entryDate > today) continue;
    byDay.set(entry.entryDate, [...(byDay.get(entry.entryDate) ?? []), entry]);
  }
  const avg = (list: WellnessEntry[], pick: (e: WellnessEntry) => number) => round1(list.reduce((s, e) => s + pick(e), 0) / list.length);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      mood: avg(list, (e) => e.moodScore),
      stress: avg(list, (e) => e.stressLevel),
      sleep: avg(list, (e) => e.sleepHours),
      checkIns: list.length,
    }));
}

/** Averages over the chart's days, for its spoken summary. */
export function seriesSummary(days: readonly ChartDay[]): { mood: number; stress: number; sleep: number } | null {
  if (days.length === 0) return null;
  const avg = (pick: (d: ChartDay) => number) => round1(days.reduce((s, d) => s + pick(d), 0) / days.length);
  return { mood: avg((d) => d.mood), stress: avg((d) => d.stress), sleep: avg((d) => d.sleep) };
}

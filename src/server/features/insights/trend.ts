import type { Trend } from '../../../common/schemas/insights.js';

/** Up or down when the figure moved by at least `margin` against the period before; stable otherwise or without both. */
export function trendOf(current: number | null, previous: number | null, margin: number): Trend {
  if (current === null || previous === null) return 'stable';
  if (current - previous >= margin) return 'up';
  if (previous - current >= margin) return 'down';
  return 'stable';
}

export const percent = (part: number, whole: number): number => Math.round((100 * part) / whole);
export const round1 = (n: number): number => Math.round(n * 10) / 10;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** '45 min', '2 h', '2 h 5 min', '3 days'. */
export function durationText(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m >= 2 * 1440) return `${Math.round(m / 1440)} days`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

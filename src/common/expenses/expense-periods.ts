import { localToday } from './expense-rules.js';

export const PERIODS = [
  { value: 'month', label: 'This month' },
  { value: '3months', label: 'Last 3 months' },
  { value: 'year', label: 'This year' },
  { value: 'all', label: 'All time' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

/** The from/to dates (YYYY-MM-DD, inclusive) of a chosen period, in the viewer's calendar; none for all time. */
export function periodRange(period: Period, now: Date = new Date()): { from?: string; to?: string } {
  const to = localToday(now);
  if (period === 'all') return {};
  if (period === 'month') return { from: `${to.slice(0, 7)}-01`, to };
  if (period === 'year') return { from: `${to.slice(0, 4)}-01-01`, to };
  const start = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  return { from: localToday(start), to };
}

export function periodQuery(period: Period, now?: Date): string {
  const { from, to } = periodRange(period, now);
  return from && to ? `?from=${from}&to=${to}` : '';
}

import { viewerFormat } from '@/lib/viewer-format';
import { CALENDAR_COPY } from './calendar-copy';

/** Local-calendar date helpers for the Calendar screen. Dates as 'YYYY-MM-DD' strings are local days. */

export type CalendarView = 'month' | 'week' | 'day';

const pad = (n: number) => String(n).padStart(2, '0');

export function toYmd(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function startOfWeek(date: Date): Date {
  return addDays(startOfDay(date), -date.getDay());
}

/** The 5 or 6 weeks (Sunday first) that show the month of `date`. */
export function monthGridDays(date: Date): Date[] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0);
  const start = startOfWeek(first);
  const weeks = Math.ceil((first.getDay() + last.getDate()) / 7);
  return Array.from({ length: weeks * 7 }, (_, i) => addDays(start, i));
}

/** The days a view shows around `cursor`. */
export function visibleDays(view: CalendarView, cursor: Date): Date[] {
  if (view === 'month') return monthGridDays(cursor);
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(cursor), i));
  return [startOfDay(cursor)];
}

/** Moves the cursor one month, week or day. */
export function stepCursor(view: CalendarView, cursor: Date, direction: 1 | -1): Date {
  if (view === 'month') return new Date(cursor.getFullYear(), cursor.getMonth() + direction, 1);
  return addDays(cursor, direction * (view === 'week' ? 7 : 1));
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** 'YYYY-MM' of a date, for the time-share query. */
export function toYm(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** 'March 2030', 'Mar 1, 2030 – Mar 7, 2030' (a week reads like every other period) or 'Monday, March 4, 2030'. */
export function viewTitle(view: CalendarView, cursor: Date): string {
  if (view === 'month') return viewerFormat.month(toYmd(cursor));
  if (view === 'day') return viewerFormat.fullDate(toYmd(cursor));
  const days = visibleDays('week', cursor);
  return CALENDAR_COPY.period(viewerFormat.date(toYmd(days[0] ?? cursor)), viewerFormat.date(toYmd(days[6] ?? cursor)));
}

/** Whether an event [start, end) touches the local day. All-day events end at midnight, exclusive. */
export function overlapsDay(startIso: string, endIso: string, day: Date): boolean {
  const dayStart = startOfDay(day).getTime();
  const dayEnd = addDays(day, 1).getTime();
  const start = Date.parse(startIso);
  const end = Math.max(Date.parse(endIso), start + 1);
  return start < dayEnd && end > dayStart;
}

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

import { COPY } from './copy.js';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

const timeOf = (d: Date, locale?: string) => d.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });

/** Dashboard event label (SPEC.md section 9): today the time only, the next day 'Tomorrow' and the time, else the date and the time. */
export function eventTimeLabel(startTime: string | Date, now: Date = new Date(), locale?: string): string {
  const start = new Date(startTime);
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (sameDay(start, now)) return timeOf(start, locale);
  if (sameDay(start, tomorrow)) return `${COPY.time.tomorrow} ${timeOf(start, locale)}`;
  const date = start.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  return `${date} ${timeOf(start, locale)}`;
}

/** Message age label (SPEC.md section 9). */
export function messageAgeLabel(timestamp: string | Date, now: Date = new Date(), locale?: string): string {
  const then = new Date(timestamp);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return COPY.time.justNow;
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return then.toLocaleDateString(locale);
}

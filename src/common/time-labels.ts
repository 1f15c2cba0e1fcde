import { COPY } from './copy.js';
import { createFormat, dateIn, type Format } from './format/format.js';
import { plural } from './format/plural.js';

/** The format of a caller that names none: the locale given (else the default) on this runtime's clock. */
const formatFor = (format: Format | string | undefined): Format =>
  typeof format === 'object' ? format : createFormat(format, Intl.DateTimeFormat().resolvedOptions().timeZone);

const addDay = (calendarDate: string): string => {
  const [y = 0, m = 1, d = 1] = calendarDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * Dashboard event label (SPEC.md section 9): today the time only, the next day 'Tomorrow' and the time, else
 * the date and the time. `format` is the reader's (a locale alone reads on this runtime's clock).
 */
export function eventTimeLabel(startTime: string | Date, now: Date = new Date(), format?: Format | string): string {
  const f = formatFor(format);
  const iso = new Date(startTime).toISOString();
  const day = dateIn(iso, f.timeZone);
  const today = f.today(now);
  if (day === today) return f.time(iso);
  if (day === addDay(today)) return `${COPY.time.tomorrow} ${f.time(iso)}`;
  return `${f.shortDate(day)} ${f.time(iso)}`;
}

/** Message age label (SPEC.md section 9): 'Just now', '5 min ago', '1 hour ago', then the date. */
export function messageAgeLabel(timestamp: string | Date, now: Date = new Date(), format?: Format | string): string {
  const then = new Date(timestamp);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return COPY.time.justNow;
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  return formatFor(format).day(then.toISOString());
}

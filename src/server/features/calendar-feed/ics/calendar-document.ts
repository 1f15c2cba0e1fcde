import { escapeText, toIcsDocument } from './ical-text.js';
import { type IcsEvent, isUtc, veventLines } from './vevent.js';
import { vtimezoneLines } from './vtimezone.js';

const YEARS_AHEAD = 10;

/** A whole VCALENDAR: one VTIMEZONE per zone in use (covering the events' years and ten more), then the events. */
export function calendarDocument(opts: { name: string; events: IcsEvent[]; now?: Date; refreshHours?: number }): string {
  const now = opts.now ?? new Date();
  const zoneFirstYear = new Map<string, number>();
  for (const event of opts.events) {
    if (event.allDay || isUtc(event.timeZone)) continue;
    const year = new Date(event.startTime).getUTCFullYear() - 1;
    zoneFirstYear.set(event.timeZone, Math.min(year, zoneFirstYear.get(event.timeZone) ?? year));
  }
  const lastYear = now.getUTCFullYear() + YEARS_AHEAD;
  const refresh = opts.refreshHours
    ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${opts.refreshHours}H`, `X-PUBLISHED-TTL:PT${opts.refreshHours}H`]
    : [];
  return toIcsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Amity//Amity Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(opts.name)}`,
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    ...refresh,
    ...[...zoneFirstYear].flatMap(([zone, firstYear]) => vtimezoneLines(zone, firstYear, Math.max(lastYear, firstYear + 1))),
    ...opts.events.flatMap((event) => veventLines(event, now.getTime())),
    'END:VCALENDAR',
  ]);
}

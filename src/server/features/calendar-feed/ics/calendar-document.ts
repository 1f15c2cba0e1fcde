import { timeSlicer } from '../../../event-loop/time-slicer.js';
import { escapeText, toIcsDocument } from './ical-text.js';
import { type IcsEvent, isUtc, veventLines } from './vevent.js';
import { vtimezoneLines } from './vtimezone.js';

const YEARS_AHEAD = 10;
/**
 * The VTIMEZONE goes back at most this far: each year costs a day-by-day scan with Intl, and a series begun in
 * 1900 would cost a century of them. Calendar apps know the zones by name; these rules are only their fallback.
 */
const YEARS_BACK = 20;

/**
 * A whole VCALENDAR: one VTIMEZONE per zone in use (the events' years, at most 20 back, and ten ahead), then the
 * events. A family's feed can hold thousands of events: they are written a slice at a time, with other requests
 * answered in between.
 */
export async function calendarDocument(opts: { name: string; events: IcsEvent[]; now?: Date; refreshHours?: number }): Promise<string> {
  const now = opts.now ?? new Date();
  const earliestYear = now.getUTCFullYear() - YEARS_BACK;
  const zoneFirstYear = new Map<string, number>();
  for (const event of opts.events) {
    if (event.allDay || isUtc(event.timeZone)) continue;
    const year = Math.max(new Date(event.startTime).getUTCFullYear() - 1, earliestYear);
    zoneFirstYear.set(event.timeZone, Math.min(year, zoneFirstYear.get(event.timeZone) ?? year));
  }
  const lastYear = now.getUTCFullYear() + YEARS_AHEAD;
  const refresh = opts.refreshHours
    ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${opts.refreshHours}H`, `X-PUBLISHED-TTL:PT${opts.refreshHours}H`]
    : [];
  const zones: string[] = [];
  for (const [zone, firstYear] of zoneFirstYear) zones.push(...(await vtimezoneLines(zone, firstYear, Math.max(lastYear, firstYear + 1))));
  const head = toIcsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Amity//Amity Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(opts.name)}`,
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    ...refresh,
    ...zones,
  ]);
  const parts = [head];
  const slice = timeSlicer();
  for (const event of opts.events) {
    parts.push(toIcsDocument(veventLines(event, now.getTime())));
    await slice();
  }
  parts.push(toIcsDocument(['END:VCALENDAR']));
  return parts.join('');
}

import { untilWallTime } from '../../../../common/recurrence/expand-recurrence.js';
import { instantOfWallTime, localDateOf, wallTimeOf } from '../../../../common/time-zones.js';
import type { Recurrence } from '../../../../common/schemas/events.js';
import { dateValue, escapeText, floatingDateTime, utcDateTime } from './ical-text.js';

/** What a VEVENT is written from: a stored event, or a custody exchange made up for the feed. */
export interface IcsEvent {
  uid: string;
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  allDay: boolean;
  timeZone: string;
  recurrence: Recurrence | null;
  categories: string[];
  createdAt: string | null;
}

const WEEKDAY_OF_DAY_INDEX = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export const isUtc = (timeZone: string): boolean => timeZone === 'UTC' || timeZone === 'Etc/UTC';
const DAY_MS = 86_400_000;

function nextDate(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** All-day dates in the event's zone; DTEND is exclusive, so an end after midnight covers its whole day. */
function allDayDates(start: number, end: number, timeZone: string): { first: string; afterLast: string } {
  const first = localDateOf(start, timeZone);
  let afterLast = localDateOf(end, timeZone);
  if (wallTimeOf(end, timeZone) % DAY_MS !== 0) afterLast = nextDate(afterLast);
  return { first, afterLast: afterLast > first ? afterLast : nextDate(first) };
}

/** DTSTART and DTEND: dates for all-day events, UTC for UTC events, else local time with TZID. */
function timeProperties(start: number, end: number, event: IcsEvent): string[] {
  if (event.allDay) {
    const { first, afterLast } = allDayDates(start, end, event.timeZone);
    return [`DTSTART;VALUE=DATE:${dateValue(first)}`, `DTEND;VALUE=DATE:${dateValue(afterLast)}`];
  }
  if (isUtc(event.timeZone)) return [`DTSTART:${utcDateTime(start)}`, `DTEND:${utcDateTime(end)}`];
  const local = (ms: number) => `;TZID=${event.timeZone}:${floatingDateTime(wallTimeOf(ms, event.timeZone))}`;
  return [`DTSTART${local(start)}`, `DTEND${local(end)}`];
}

export function rruleValue(recurrence: Recurrence, event: Pick<IcsEvent, 'startTime' | 'allDay' | 'timeZone'>): string {
  const parts = [`FREQ=${recurrence.frequency.toUpperCase()}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.frequency === 'weekly') {
    const startDay = new Date(wallTimeOf(Date.parse(event.startTime), event.timeZone)).getUTCDay();
    parts.push(`BYDAY=${(recurrence.byWeekday ?? [WEEKDAY_OF_DAY_INDEX[startDay]]).join(',')}`);
  }
  if (recurrence.count) parts.push(`COUNT=${recurrence.count}`);
  if (recurrence.until) {
    // With a local DTSTART, UNTIL is the UTC instant the last day ends (RFC 5545 3.3.10); a date for all-day events.
    parts.push(
      `UNTIL=${event.allDay ? dateValue(recurrence.until) : utcDateTime(instantOfWallTime(untilWallTime(recurrence.until), event.timeZone))}`,
    );
  }
  return parts.join(';');
}

export function veventLines(event: IcsEvent, stampMs: number): string[] {
  const start = Date.parse(event.startTime);
  const end = Date.parse(event.endTime);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(stampMs)}`,
    ...(event.createdAt ? [`CREATED:${utcDateTime(Date.parse(event.createdAt))}`] : []),
    ...timeProperties(start, end, event),
    ...(event.recurrence ? [`RRULE:${rruleValue(event.recurrence, event)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.categories.length > 0 ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

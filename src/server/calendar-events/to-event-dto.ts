import type { Selectable } from 'kysely';
import type { Occurrence } from '../../common/recurrence/expand-recurrence.js';
import { parseStoredRecurrence } from '../../common/recurrence/stored-recurrence.js';
import type { CalendarEvent } from '../../common/schemas/events.js';
import type { EventsTable } from '../db/schema.js';

export type EventRow = Selectable<EventsTable> & { childName: string | null };

/** The stored event (the series, for a recurring one). */
export function toEventDto(row: EventRow): CalendarEvent {
  const recurrence = parseStoredRecurrence(row.recurrence);
  return {
    id: row.id,
    seriesId: row.id,
    title: row.title,
    startTime: row.startTime,
    endTime: row.endTime,
    eventType: row.eventType,
    childId: row.childId,
    childName: row.childName,
    assignedParent: row.assignedParent,
    description: row.description,
    location: row.location,
    allDay: Boolean(row.allDay),
    timeZone: row.timeZone,
    recurrence,
    isRecurring: recurrence !== null,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

/** One occurrence of a recurring event: its own id and times, the series' everything else. */
export function toOccurrenceDto(series: CalendarEvent, occurrence: Occurrence): CalendarEvent {
  return { ...series, id: `${series.seriesId}:${occurrence.startTime}`, startTime: occurrence.startTime, endTime: occurrence.endTime };
}

import type { Selectable } from 'kysely';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import type { EventsTable } from '../../db/schema.js';

export function toEventDto(row: Selectable<EventsTable> & { childName: string | null }): CalendarEvent {
  return {
    id: row.id,
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
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, type CalendarEvent, type CreateEventInput } from '../../../common/schemas/events.js';
import { bool, type Db } from '../../db/database.js';
import { assertChildInFamily, assertParentInFamily, settleTiming } from './event-rules.js';
import { getEventSeries } from './list-events.js';

export async function createEvent(opts: { db: Db; familyId: string; userId: string; input: CreateEventInput }): Promise<CalendarEvent> {
  const { db, familyId, input } = opts;
  if (input.childId) await assertChildInFamily(db.kysely, familyId, input.childId);
  if (input.assignedParent) await assertParentInFamily(db.kysely, familyId, input.assignedParent);
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const recurrence = input.recurrence ?? null;
  const { startTime, endTime } = settleTiming({ startTime: input.startTime, endTime: input.endTime, timeZone, recurrence });
  const id = randomUUID();
  await db.kysely
    .insertInto('events')
    .values({
      id,
      familyId,
      title: input.title,
      startTime,
      endTime,
      eventType: input.eventType,
      childId: input.childId ?? null,
      assignedParent: input.assignedParent ?? null,
      description: input.description ?? null,
      location: input.location ?? null,
      allDay: bool(input.allDay ?? false),
      timeZone,
      recurrence: recurrence ? JSON.stringify(recurrence) : null,
      createdBy: opts.userId,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return getEventSeries({ db, familyId, id });
}

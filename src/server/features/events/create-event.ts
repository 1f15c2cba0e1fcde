import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, type CalendarEvent, type CreateEventInput } from '../../../common/schemas/events.js';
import { bool, type Db } from '../../db/database.js';
import type { EventsTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';
import { auditEvent, eventAuditFields, eventLabel } from './event-audit.js';
import { assertChildInFamily, assertParentInFamily, settleTiming } from './event-rules.js';
import { getEventSeries } from '../../calendar-events/list-events.js';
import { assertRoomForSeries } from './series-allowance.js';

/** Adds an event, with its audit entry in the same transaction. */
export async function createEvent(opts: { db: Db; familyId: string; userId: string; input: CreateEventInput }): Promise<CalendarEvent> {
  const { db, familyId, userId, input } = opts;
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const recurrence = input.recurrence ?? null;
  const { startTime, endTime } = settleTiming({ startTime: input.startTime, endTime: input.endTime, timeZone, recurrence });
  const event = {
    id: randomUUID(),
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
    createdBy: userId,
    createdAt: new Date().toISOString(),
    archivedAt: null,
    archivedBy: null,
  } satisfies Insertable<EventsTable>;
  await db.kysely.transaction().execute(async (trx) => {
    if (input.childId) await assertChildInFamily(trx, familyId, input.childId);
    if (input.assignedParent) await assertParentInFamily(trx, familyId, input.assignedParent);
    if (recurrence) await assertRoomForSeries(trx, { dialect: db.dialect, familyId, now: new Date() });
    await trx.insertInto('events').values(event).execute();
    await auditEvent(trx, {
      familyId,
      actorId: userId,
      eventId: event.id,
      action: 'created',
      summary: `Added the event ${eventLabel(event)}`,
      after: await eventAuditFields(trx, event),
      at: event.createdAt,
    });
  });
  return getEventSeries({ db, familyId, id: event.id });
}

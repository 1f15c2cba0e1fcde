import { parseStoredRecurrence } from '../../../common/recurrence/stored-recurrence.js';
import type { CalendarEvent, UpdateEventInput } from '../../../common/schemas/events.js';
import { bool, type Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { assertChildInFamily, assertParentInFamily, settleTiming } from './event-rules.js';
import { getEventSeries } from './list-events.js';

/** Changes the stored event: for a recurring one, every occurrence moves with it. */
export async function updateEvent(opts: { db: Db; familyId: string; id: string; input: UpdateEventInput }): Promise<CalendarEvent> {
  const { db, familyId, id, input } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const stored = notFoundUnless(
      await trx.selectFrom('events').selectAll().where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst(),
    );
    if (input.childId) await assertChildInFamily(trx, familyId, input.childId);
    if (input.assignedParent) await assertParentInFamily(trx, familyId, input.assignedParent);
    const recurrence = input.recurrence === undefined ? parseStoredRecurrence(stored.recurrence) : input.recurrence;
    const timing = settleTiming({
      startTime: input.startTime ?? stored.startTime,
      endTime: input.endTime ?? stored.endTime,
      timeZone: input.timeZone ?? stored.timeZone,
      recurrence,
    });
    await trx
      .updateTable('events')
      .set({
        ...timing,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.eventType !== undefined ? { eventType: input.eventType } : {}),
        ...(input.childId !== undefined ? { childId: input.childId } : {}),
        ...(input.assignedParent !== undefined ? { assignedParent: input.assignedParent } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.allDay !== undefined ? { allDay: bool(input.allDay) } : {}),
        ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
        recurrence: recurrence ? JSON.stringify(recurrence) : null,
      })
      .where('id', '=', id)
      .where('familyId', '=', familyId)
      .execute();
  });
  return getEventSeries({ db, familyId, id });
}

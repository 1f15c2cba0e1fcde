import type { Selectable } from 'kysely';
import type { CalendarEvent, UpdateEventInput } from '../../../common/schemas/events.js';
import { bool, type Db } from '../../db/database.js';
import type { EventsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { EventNotice } from './announce-event-change.js';
import { auditEvent, eventChanges, eventLabel } from './event-audit.js';
import { EVENT_MESSAGES } from './event-messages.js';
import { assertChildInFamily, assertParentInFamily, settleTiming } from './event-rules.js';
import { timingOf } from './event-timing.js';
import { getEventSeries } from '../../calendar-events/list-events.js';
import { lockEvent } from './lock-event.js';
import { assertRoomForSeries } from './series-allowance.js';
import { seriesStanding } from './series-standing.js';
import { splitSeries } from './split-series.js';

type StoredEvent = Selectable<EventsTable>;

/** The stored event with the input applied, its timing checked (and a recurring one moved to its first occurrence). */
function merge(stored: StoredEvent, input: UpdateEventInput): StoredEvent {
  const recurrence = input.recurrence === undefined ? timingOf(stored).recurrence : input.recurrence;
  const timeZone = input.timeZone ?? stored.timeZone;
  const timing = settleTiming({
    startTime: input.startTime ?? stored.startTime,
    endTime: input.endTime ?? stored.endTime,
    timeZone,
    recurrence,
  });
  return {
    ...stored,
    ...timing,
    timeZone,
    recurrence: recurrence ? JSON.stringify(recurrence) : null,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.eventType !== undefined ? { eventType: input.eventType } : {}),
    ...(input.childId !== undefined ? { childId: input.childId } : {}),
    ...(input.assignedParent !== undefined ? { assignedParent: input.assignedParent } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.location !== undefined ? { location: input.location } : {}),
    ...(input.allDay !== undefined ? { allDay: bool(input.allDay) } : {}),
  };
}

const editable = (e: StoredEvent) => ({
  title: e.title,
  startTime: e.startTime,
  endTime: e.endTime,
  eventType: e.eventType,
  childId: e.childId,
  assignedParent: e.assignedParent,
  description: e.description,
  location: e.location,
  allDay: e.allDay,
  timeZone: e.timeZone,
  recurrence: e.recurrence,
});

/**
 * Changes an event. The past is not rewritten: an event that has ended cannot be changed (409). A repeating
 * event that has started is split: the stored series ends after its last past occurrence, exactly as it
 * was, and a new series carries the changes from its first occurrence that has not ended; its author is
 * told (through the returned notice) when someone else changed it.
 */
export async function updateEvent(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  input: UpdateEventInput;
}): Promise<{ event: CalendarEvent; notice: EventNotice | null }> {
  const { db, familyId, userId, id, input } = opts;
  const { resultId, notice } = await db.kysely.transaction().execute(async (trx) => {
    const stored = await lockEvent(trx, { familyId, id });
    if (input.childId) await assertChildInFamily(trx, familyId, input.childId, stored.childId);
    if (input.assignedParent) await assertParentInFamily(trx, familyId, input.assignedParent);
    const changed = merge(stored, input);
    const diff = await eventChanges(trx, stored, changed);
    if (diff.names.length === 0) return { resultId: id, notice: null };

    const now = new Date();
    if (stored.recurrence === null && changed.recurrence !== null) await assertRoomForSeries(trx, { dialect: db.dialect, familyId, now });
    const timing = timingOf(stored);
    const standing = seriesStanding(timing, now.getTime());
    if (standing.kind === 'over') throw new AppError('conflict', timing.recurrence ? EVENT_MESSAGES.pastSeries : EVENT_MESSAGES.pastEvent);
    if (standing.kind === 'started' && timing.recurrence) {
      const split = await splitSeries(trx, {
        stored,
        rule: timing.recurrence,
        lastEnded: standing.lastEnded,
        changed,
        actorId: userId,
        now,
      });
      return { resultId: split.id, notice: split.notice };
    }

    await trx.updateTable('events').set(editable(changed)).where('id', '=', id).execute();
    const label = eventLabel(stored);
    const what = diff.names.join(', ');
    await auditEvent(trx, {
      familyId,
      actorId: userId,
      eventId: id,
      action: 'updated',
      summary: `Changed the event ${label}: ${what}`,
      before: diff.before,
      after: diff.after,
      at: now.toISOString(),
    });
    const notice: EventNotice = { kind: 'updated', actorId: userId, createdBy: stored.createdBy, text: `changed ${label}: ${what}.` };
    return { resultId: id, notice };
  });
  return { event: await getEventSeries({ db, familyId, id: resultId }), notice };
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Occurrence } from '../../../common/recurrence/expand-recurrence.js';
import type { Recurrence } from '../../../common/schemas/events.js';
import type { Database, EventsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { EventNotice } from './announce-event-change.js';
import { auditDate, auditEvent, eventChanges, eventLabel } from './event-audit.js';
import { EVENT_MESSAGES } from './event-messages.js';
import { timingOf } from './event-timing.js';
import { recurrenceEndingAfter, seriesFromNow } from './series-standing.js';

type StoredEvent = Selectable<EventsTable>;

/**
 * Changes a repeating event that has started without touching its past: the stored series ends after its
 * last past occurrence (otherwise unchanged), and a new series with the changes (same author) takes over
 * from the first occurrence of the changed rule that has not ended. 409 when nothing of it is still to come.
 * Returns the new series' id and what its author must be told.
 */
export async function splitSeries(
  trx: Kysely<Database>,
  opts: { stored: StoredEvent; rule: Recurrence; lastEnded: Occurrence; changed: StoredEvent; actorId: string; now: Date },
): Promise<{ id: string; notice: EventNotice }> {
  const { stored, rule, lastEnded, changed, actorId, now } = opts;
  const fromNow = seriesFromNow(timingOf(changed), now.getTime());
  if (!fromNow) throw new AppError('conflict', EVENT_MESSAGES.changeOnlyPast);
  const ended = recurrenceEndingAfter({ ...timingOf(stored), recurrence: rule }, lastEnded);
  await trx
    .updateTable('events')
    .set({ recurrence: JSON.stringify(ended) })
    .where('id', '=', stored.id)
    .execute();
  const continuation: StoredEvent = {
    ...changed,
    id: randomUUID(),
    startTime: fromNow.startTime,
    endTime: fromNow.endTime,
    recurrence: fromNow.recurrence ? JSON.stringify(fromNow.recurrence) : null,
    createdAt: now.toISOString(),
    archivedAt: null,
    archivedBy: null,
  };
  await trx.insertInto('events').values(continuation).execute();

  // The names say what the parent changed; before and after, what the new series really differs in.
  const { names } = await eventChanges(trx, stored, changed);
  const diff = await eventChanges(trx, stored, continuation);
  const label = eventLabel(stored);
  const from = auditDate(fromNow.startTime, continuation.timeZone);
  await auditEvent(trx, {
    familyId: stored.familyId,
    actorId,
    eventId: stored.id,
    action: 'updated',
    summary: `Changed the repeating event ${label} from ${from} on (${names.join(', ')}); the occurrences before stay as they were`,
    before: diff.before,
    after: { ...diff.after, continuesAs: continuation.id },
    at: now.toISOString(),
  });
  return {
    id: continuation.id,
    notice: { kind: 'updated', actorId, createdBy: stored.createdBy, text: `changed ${label} from ${from} on: ${names.join(', ')}.` },
  };
}

import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { EventNotice } from './announce-event-change.js';
import { auditDate, auditEvent, eventAuditFields, eventLabel } from './event-audit.js';
import { EVENT_MESSAGES } from './event-messages.js';
import { timingOf } from './event-timing.js';
import { lockEvent } from './lock-event.js';
import { recurrenceEndingAfter, seriesStanding } from './series-standing.js';

/**
 * DELETE /api/events/:id. An event is archived, never destroyed: it leaves the calendar, the dashboard and
 * the feeds, and keeps its row with who archived it and when. The past is not rewritten: an event that has
 * ended cannot be archived (409), and a repeating event that has started is ended instead, after its last
 * past occurrence, which stays on the calendar. Returns what the event's author must be told.
 */
export async function archiveEvent(opts: { db: Db; familyId: string; userId: string; id: string }): Promise<EventNotice> {
  const { db, familyId, userId, id } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    const stored = await lockEvent(trx, { familyId, id });
    const timing = timingOf(stored);
    const now = new Date();
    const standing = seriesStanding(timing, now.getTime());
    if (standing.kind === 'over') throw new AppError('conflict', timing.recurrence ? EVENT_MESSAGES.pastSeries : EVENT_MESSAGES.pastEvent);
    const label = eventLabel(stored);
    const audit = { familyId, actorId: userId, eventId: id, at: now.toISOString() };

    if (standing.kind === 'upcoming' || !timing.recurrence) {
      await trx.updateTable('events').set({ archivedAt: now.toISOString(), archivedBy: userId }).where('id', '=', id).execute();
      await auditEvent(trx, {
        ...audit,
        action: 'archived',
        summary: `Archived the event ${label}`,
        before: await eventAuditFields(trx, stored),
        after: null,
      });
      return { kind: 'archived', actorId: userId, createdBy: stored.createdBy, text: `archived ${label}.` };
    }

    const ended = recurrenceEndingAfter({ ...timing, recurrence: timing.recurrence }, standing.lastEnded);
    await trx
      .updateTable('events')
      .set({ recurrence: JSON.stringify(ended) })
      .where('id', '=', id)
      .execute();
    const lastDay = auditDate(standing.lastEnded.startTime, stored.timeZone);
    await auditEvent(trx, {
      ...audit,
      action: 'ended',
      summary: `Ended the repeating event ${label} after ${lastDay}; the occurrences that already happened are kept`,
      before: { recurrence: timing.recurrence },
      after: { recurrence: ended },
    });
    return {
      kind: 'ended',
      actorId: userId,
      createdBy: stored.createdBy,
      text: `ended ${label} after ${lastDay}; the occurrences that already happened stay on the calendar.`,
    };
  });
}

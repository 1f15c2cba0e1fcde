import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { moveOccurrence } from './move-occurrence.js';
import { RESOLVED_ACTION } from './schedule-analytics.js';
import { whenOf } from './when.js';
import type { ScheduleItem } from './week-facts.js';

/**
 * Moves an event of the family (or one occurrence of a repeating one) to a new start (same length), inside the caller's transaction, with an audit
 * entry both parents read. Only for events the signed-in parent may move (checked by the caller with the facts).
 */
export async function rescheduleEvent(
  trx: Kysely<Database>,
  opts: { familyId: string; userId: string; event: ScheduleItem; start: number; why: string; week: string },
): Promise<string> {
  const { familyId, userId, event, start } = opts;
  const stored = notFoundUnless(
    await trx
      .selectFrom('events')
      .selectAll()
      .where('id', '=', event.seriesId)
      .where('familyId', '=', familyId)
      .where('archivedAt', 'is', null)
      .executeTakeFirst(),
  );
  const changed = () => new AppError('conflict', 'The event changed since the analysis: analyze the schedule again');
  const after = { startTime: new Date(start).toISOString(), endTime: new Date(start + (event.end - event.start)).toISOString() };
  let summary = `Moved '${event.title}' to ${whenOf(start, event.timeZone)} to resolve a conflict: ${opts.why}`;
  if (stored.recurrence !== null) {
    // One occurrence of a repeating event: the others stay.
    const moved = await moveOccurrence(trx, { stored, from: event.start, to: start, now: new Date().toISOString() });
    if (!moved) throw changed();
    summary = `Moved '${event.title}' of ${whenOf(event.start, event.timeZone)} to ${whenOf(start, event.timeZone)}, that occurrence only, to resolve a conflict: ${opts.why}`;
  } else {
    if (Date.parse(stored.startTime) !== event.start) throw changed();
    await trx.updateTable('events').set(after).where('id', '=', stored.id).where('familyId', '=', familyId).execute();
  }
  await recordAudit(trx, {
    familyId,
    actorId: userId,
    entity: 'event',
    entityId: stored.id,
    action: RESOLVED_ACTION,
    summary,
    before: { startTime: new Date(event.start).toISOString(), endTime: new Date(event.end).toISOString() },
    // The week whose conflict it resolved: Schedule Analytics counts it there.
    after: { ...after, week: opts.week },
  });
  return summary;
}

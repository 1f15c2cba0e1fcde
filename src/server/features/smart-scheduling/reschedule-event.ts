import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { RESOLVED_ACTION } from './schedule-analytics.js';
import { whenOf } from './when.js';
import type { ScheduleItem } from './week-facts.js';

/**
 * Moves a single event of the family to a new start (same length), inside the caller's transaction, with an audit
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
      .select(['id', 'startTime', 'endTime', 'recurrence'])
      .where('id', '=', event.seriesId)
      .where('familyId', '=', familyId)
      .where('archivedAt', 'is', null)
      .executeTakeFirst(),
  );
  if (stored.recurrence !== null || Date.parse(stored.startTime) !== event.start) {
    throw new AppError('conflict', 'The event changed since the analysis: analyze the schedule again');
  }
  const after = { startTime: new Date(start).toISOString(), endTime: new Date(start + (event.end - event.start)).toISOString() };
  await trx.updateTable('events').set(after).where('id', '=', stored.id).where('familyId', '=', familyId).execute();
  const summary = `Moved '${event.title}' to ${whenOf(start, event.timeZone)} to resolve a conflict: ${opts.why}`;
  await recordAudit(trx, {
    familyId,
    actorId: userId,
    entity: 'event',
    entityId: stored.id,
    action: RESOLVED_ACTION,
    summary,
    before: { startTime: stored.startTime, endTime: stored.endTime },
    // The week whose conflict it resolved: Schedule Analytics counts it there.
    after: { ...after, week: opts.week },
  });
  return summary;
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { whenOf } from './when.js';
import type { ScheduleItem } from './week-facts.js';

export const PROPOSED_ACTION = 'reschedule_proposed';

/** Asks `askFrom` to accept moving their event to `start` (same length); the event does not change until they do. */
export async function proposeReschedule(
  trx: Kysely<Database>,
  opts: { familyId: string; userId: string; askFrom: string; event: ScheduleItem; start: number; reason: string; week: string },
): Promise<string> {
  const { familyId, userId, event, start } = opts;
  const pending = await trx
    .selectFrom('rescheduleProposals')
    .select('id')
    .where('familyId', '=', familyId)
    .where('eventId', '=', event.seriesId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw new AppError('conflict', `A move of '${event.title}' already waits for an answer`);
  const id = randomUUID();
  const now = new Date().toISOString();
  const row = {
    id,
    familyId,
    eventId: event.seriesId,
    fromStart: new Date(event.start).toISOString(),
    newStart: new Date(start).toISOString(),
    newEnd: new Date(start + (event.end - event.start)).toISOString(),
    reason: opts.reason,
    week: opts.week,
    proposedBy: userId,
    requestedFrom: opts.askFrom,
    status: 'pending' as const,
    createdAt: now,
    answeredAt: null,
  };
  await trx.insertInto('rescheduleProposals').values(row).execute();
  await recordAudit(trx, {
    familyId,
    actorId: userId,
    entity: 'event',
    entityId: event.seriesId,
    action: PROPOSED_ACTION,
    summary: `Asked to move '${event.title}' to ${whenOf(start, event.timeZone)} to resolve a conflict: ${opts.reason}`,
    after: { startTime: row.newStart, endTime: row.newEnd },
    at: now,
  });
  return id;
}

import type { RescheduleProposal } from '../../../common/schemas/smart-scheduling.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { listRescheduleProposals } from './list-reschedule-proposals.js';
import { hasOccurrence, moveOccurrence } from './move-occurrence.js';
import { RESOLVED_ACTION } from './schedule-analytics.js';

/**
 * The parent asked answers a proposal to move their event. Accepting moves it (audited as a resolved conflict, by
 * them); an event changed or archived since, or already started, can no longer be moved by it: the proposal expires.
 */
export async function answerReschedule(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  accept: boolean;
}): Promise<RescheduleProposal> {
  const { db, familyId, userId, id, accept } = opts;
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    const proposal = notFoundUnless(
      await trx.selectFrom('rescheduleProposals').selectAll().where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst(),
    );
    if (proposal.requestedFrom !== userId) throw new AppError('forbidden', 'Only the parent asked can answer this proposal');
    if (proposal.status !== 'pending') throw new AppError('conflict', 'This proposal was already answered');
    const now = new Date().toISOString();
    const answer = (status: 'accepted' | 'declined' | 'expired') =>
      trx.updateTable('rescheduleProposals').set({ status, answeredAt: now }).where('id', '=', id).execute();
    if (!accept) {
      await answer('declined');
      return 'declined' as const;
    }
    const event = await trx
      .selectFrom('events')
      .selectAll()
      .where('id', '=', proposal.eventId)
      .where('familyId', '=', familyId)
      .where('archivedAt', 'is', null)
      .executeTakeFirst();
    const from = Date.parse(proposal.fromStart);
    // A repeating event: the occurrence asked about must still be in the series.
    const stale =
      !event || from <= Date.now() || (event.recurrence === null ? Date.parse(event.startTime) !== from : !hasOccurrence(event, from));
    if (stale) {
      await answer('expired');
      return 'expired' as const;
    }
    const after = { startTime: proposal.newStart, endTime: proposal.newEnd };
    if (event.recurrence === null) {
      await trx.updateTable('events').set(after).where('id', '=', event.id).where('familyId', '=', familyId).execute();
    } else {
      await moveOccurrence(trx, { stored: event, from, to: Date.parse(proposal.newStart), now });
    }
    await answer('accepted');
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'event',
      entityId: event.id,
      action: RESOLVED_ACTION,
      summary: `Accepted moving '${event.title}' to resolve a conflict: ${proposal.reason}`,
      before: {
        startTime: proposal.fromStart,
        endTime: new Date(from + Date.parse(proposal.newEnd) - Date.parse(proposal.newStart)).toISOString(),
      },
      after: { ...after, week: proposal.week },
      at: now,
    });
    return 'accepted' as const;
  });
  if (outcome === 'expired') throw new AppError('conflict', 'The event changed since this proposal: it can no longer be accepted');
  const [result] = await listRescheduleProposals({ db, familyId, id });
  return notFoundUnless(result);
}

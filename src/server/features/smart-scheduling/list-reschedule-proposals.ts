import type { RescheduleProposal } from '../../../common/schemas/smart-scheduling.js';
import type { Db } from '../../db/database.js';
import { loadUserNames } from '../../db/user-names.js';

/** The family's proposals waiting for an answer, oldest first, with the names both parents read. */
export async function listRescheduleProposals(opts: { db: Db; familyId: string; id?: string }): Promise<RescheduleProposal[]> {
  let query = opts.db.kysely
    .selectFrom('rescheduleProposals')
    .innerJoin('events', 'events.id', 'rescheduleProposals.eventId')
    .selectAll('rescheduleProposals')
    .select('events.title as eventTitle')
    .where('rescheduleProposals.familyId', '=', opts.familyId)
    .where('events.familyId', '=', opts.familyId);
  query = opts.id ? query.where('rescheduleProposals.id', '=', opts.id) : query.where('rescheduleProposals.status', '=', 'pending');
  const rows = await query.orderBy('rescheduleProposals.createdAt').execute();
  const nameOf = await loadUserNames(opts.db.kysely, [...new Set(rows.flatMap((r) => [r.proposedBy, r.requestedFrom]))]);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    eventTitle: r.eventTitle,
    fromStart: r.fromStart,
    newStart: r.newStart,
    newEnd: r.newEnd,
    reason: r.reason,
    proposedBy: r.proposedBy,
    proposedByName: nameOf(r.proposedBy),
    requestedFrom: r.requestedFrom,
    requestedFromName: nameOf(r.requestedFrom),
    status: r.status,
    createdAt: r.createdAt,
  }));
}

import { CHILD_REMOVAL_MESSAGES, type ChildRemovalRequest } from '../../../common/schemas/child-removal.js';
import { type Db, nowIso } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { archiveChild } from './archive-child.js';
import { auditChild } from './child-audit.js';
import { getRemovalRequest } from './list-removal-requests.js';
import { lockChild } from './lock-child.js';

export type RemovalDecision = 'accepted' | 'declined' | 'cancelled';

const SUMMARIES: Record<RemovalDecision, (child: string) => string> = {
  accepted: (child) => `Agreed to remove ${child}; ${child} was archived and their records are kept`,
  declined: (child) => `Declined the request to remove ${child}`,
  cancelled: (child) => `Cancelled the request to remove ${child}`,
};

/**
 * Answers a pending removal request: the other parent accepts (the child is archived) or declines;
 * the asker cancels. Each answer is audited in the same transaction.
 */
export async function decideChildRemoval(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  decision: RemovalDecision;
}): Promise<ChildRemovalRequest> {
  const { db, familyId, userId, id, decision } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const found = notFoundUnless(
      await trx
        .selectFrom('childRemovalRequests')
        .select('childId')
        .where('id', '=', id)
        .where('familyId', '=', familyId)
        .executeTakeFirst(),
    );
    // The child's lock orders this answer after any other change to the child or its requests.
    await lockChild(trx, db.dialect, { familyId, id: found.childId });
    const request = await trx.selectFrom('childRemovalRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const byAsker = request.requestedBy === userId;
    if (decision === 'cancelled' && !byAsker) throw new AppError('forbidden', CHILD_REMOVAL_MESSAGES.onlyAsker);
    if (decision !== 'cancelled' && byAsker) throw new AppError('forbidden', CHILD_REMOVAL_MESSAGES.ownRequest);
    if (request.status !== 'pending') throw new AppError('conflict', CHILD_REMOVAL_MESSAGES.notPending(request.status));

    const at = nowIso();
    const answered = decision === 'cancelled' ? {} : { answeredBy: userId, answeredAt: at };
    await trx
      .updateTable('childRemovalRequests')
      .set({ status: decision, ...answered })
      .where('id', '=', id)
      .execute();
    const child = await trx.selectFrom('children').select('name').where('id', '=', request.childId).executeTakeFirstOrThrow();
    if (decision === 'accepted') await archiveChild(trx, { familyId, id: request.childId, by: userId, at });
    await auditChild(trx, {
      familyId,
      actorId: userId,
      childId: request.childId,
      action: `removal_${decision}`,
      summary: SUMMARIES[decision](child.name),
      before: decision === 'accepted' ? { removal: 'pending', status: 'active' } : { removal: 'pending' },
      after: decision === 'accepted' ? { removal: 'accepted', status: 'archived' } : { removal: decision },
      at,
    });
  });
  return notFoundUnless(await getRemovalRequest(db.kysely, familyId, id));
}

import { randomUUID } from 'node:crypto';
import type { Child } from '../../../common/schemas/children.js';
import { CHILD_REMOVAL_MESSAGES, type ChildRemovalRequest } from '../../../common/schemas/child-removal.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import { type Db, nowIso } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { archiveChild } from './archive-child.js';
import { auditChild } from './child-audit.js';
import { getChild } from './list-children.js';
import { getRemovalRequest } from './list-removal-requests.js';
import { lockChild } from './lock-child.js';

export type RemovalOutcome = { kind: 'archived'; child: Child } | { kind: 'requested'; request: ChildRemovalRequest };

/**
 * DELETE /api/children/:id. A parent alone in the family archives the child at once; with a co-parent,
 * the removal becomes a request the co-parent must accept. Nothing is ever destroyed.
 */
export async function requestChildRemoval(opts: { db: Db; familyId: string; userId: string; id: string }): Promise<RemovalOutcome> {
  const { db, familyId, userId, id } = opts;
  return db.kysely.transaction().execute(async (trx): Promise<RemovalOutcome> => {
    await lockChild(trx, db.dialect, { familyId, id });
    const child = notFoundUnless(await getChild(trx, { familyId, id }));
    const coParents = (await loadFamilyParents(trx, familyId)).filter((p) => p.id !== userId);
    const at = nowIso();
    const audit = { familyId, actorId: userId, childId: id, at };

    if (coParents.length === 0) {
      await archiveChild(trx, { familyId, id, by: userId, at });
      await auditChild(trx, {
        ...audit,
        action: 'archived',
        summary: `Archived ${child.name} (no co-parent in the family to ask); their records are kept`,
        before: { status: 'active' },
        after: { status: 'archived' },
      });
      return { kind: 'archived', child };
    }

    const pending = await trx
      .selectFrom('childRemovalRequests')
      .select('id')
      .where('childId', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new AppError('conflict', CHILD_REMOVAL_MESSAGES.alreadyPending(child.name));
    const requestId = randomUUID();
    await trx
      .insertInto('childRemovalRequests')
      .values({
        id: requestId,
        familyId,
        childId: id,
        requestedBy: userId,
        status: 'pending',
        answeredBy: null,
        answeredAt: null,
        createdAt: at,
      })
      .execute();
    await auditChild(trx, {
      ...audit,
      action: 'removal_requested',
      summary: `Asked to remove ${child.name}; ${coParents.map((p) => p.name).join(' and ')} must agree`,
      before: { removal: null },
      after: { removal: 'pending' },
    });
    return { kind: 'requested', request: notFoundUnless(await getRemovalRequest(trx, familyId, requestId)) };
  });
}

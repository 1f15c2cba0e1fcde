import { INSIGHTS_MESSAGES, type SharedGoal } from '../../../common/schemas/insights.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import { listGoals } from './list-goals.js';

/** Either parent marks a shared goal done (once: a done goal stays done, as recorded), audited and shown to both. */
export async function completeGoal(opts: {
  db: Db;
  realtime: Realtime;
  familyId: string;
  userId: string;
  id: string;
}): Promise<SharedGoal> {
  const { db, familyId, userId, id } = opts;
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const goal = notFoundUnless(
      await trx
        .selectFrom('sharedGoals')
        .select(['title', 'completedAt'])
        .where('id', '=', id)
        .where('familyId', '=', familyId)
        .executeTakeFirst(),
      INSIGHTS_MESSAGES.goalNotFound,
    );
    if (goal.completedAt) throw new AppError('conflict', INSIGHTS_MESSAGES.goalDone);
    const done = await trx
      .updateTable('sharedGoals')
      .set({ completedAt: now, completedBy: userId, updatedAt: now })
      .where('id', '=', id)
      .where('completedAt', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new AppError('conflict', INSIGHTS_MESSAGES.goalDone);
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'shared_goal',
      entityId: id,
      action: 'completed',
      summary: `Marked the shared goal '${goal.title}' done`,
      before: { done: false },
      after: { done: true },
      at: now,
    });
  });
  await opts.realtime.publish({ familyId }, 'insights.changed', {});
  return notFoundUnless((await listGoals(db.kysely, familyId)).find((g) => g.id === id));
}

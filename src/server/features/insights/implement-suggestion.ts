import { randomUUID } from 'node:crypto';
import { INSIGHTS_MESSAGES, type Recommendation, type SharedGoal } from '../../../common/schemas/insights.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import { listGoals } from './list-goals.js';

/**
 * 'Implement Suggestion': the suggestion (still standing, recomputed by the caller) becomes a shared goal with its due
 * date, audited and shown to both parents at once; the suggestion is not offered again while the goal is open.
 */
export async function implementSuggestion(opts: {
  db: Db;
  realtime: Realtime;
  familyId: string;
  userId: string;
  suggestion: Recommendation | undefined;
}): Promise<SharedGoal> {
  const { db, familyId, userId, suggestion } = opts;
  if (!suggestion) throw new AppError('not_found', INSIGHTS_MESSAGES.suggestionGone);
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('sharedGoals')
      .values({
        id,
        familyId,
        title: suggestion.goalTitle,
        description: suggestion.description,
        suggestionKey: suggestion.id,
        dueDate: suggestion.dueDate,
        createdBy: userId,
        createdAt: now,
        completedAt: null,
        completedBy: null,
        updatedAt: now,
      })
      .execute();
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'shared_goal',
      entityId: id,
      action: 'created',
      summary: `Set the shared goal '${suggestion.goalTitle}', due ${suggestion.dueDate}, from a Family Insights suggestion`,
      after: { title: suggestion.goalTitle, dueDate: suggestion.dueDate },
      at: now,
    });
  });
  await opts.realtime.publish({ familyId }, 'insights.changed', {});
  const goal = (await listGoals(db.kysely, familyId)).find((g) => g.id === id);
  if (!goal) throw new Error('created goal not found');
  return goal;
}

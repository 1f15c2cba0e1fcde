import { randomUUID } from 'node:crypto';
import type { ImplementedSuggestion, Recommendation } from '../../../../common/schemas/insights.js';
import { recordAudit } from '../../../audit/record-audit.js';
import type { Db } from '../../../db/database.js';
import type { Realtime } from '../../../realtime/realtime.js';
import { listGoals } from '../list-goals.js';

/**
 * A shared goal with the suggestion's due date, audited and shown to both parents at once; the suggestion is not
 * offered again while the goal is open.
 */
export async function setGoal(opts: {
  db: Db;
  realtime: Realtime;
  familyId: string;
  userId: string;
  suggestion: Recommendation;
}): Promise<ImplementedSuggestion> {
  const { db, familyId, userId, suggestion } = opts;
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('sharedGoals')
      .values({
        id,
        familyId,
        title: suggestion.actionText,
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
      summary: `Set the shared goal '${suggestion.actionText}', due ${suggestion.dueDate}, from a Family Insights suggestion`,
      after: { title: suggestion.actionText, dueDate: suggestion.dueDate },
      at: now,
    });
  });
  await opts.realtime.publish({ familyId }, 'insights.changed', {});
  const goal = (await listGoals(db.kysely, familyId)).find((g) => g.id === id);
  if (!goal) throw new Error('created goal not found');
  const { suggestionKey: _key, ...shown } = goal;
  return {
    kind: 'goal',
    message: `Shared goal added: ${goal.title}`,
    link: { href: '/insights?tab=suggestions', label: 'See Shared Goals' },
    goal: shown,
  };
}

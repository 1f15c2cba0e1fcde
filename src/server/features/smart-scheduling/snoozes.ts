import { SNOOZE_DAYS } from '../../../common/schemas/smart-scheduling.js';
import type { Db } from '../../db/database.js';

/** The suggestions the parent asked to be reminded of later and that are still hidden. */
export async function loadSnoozed(db: Db, familyId: string, userId: string, now: Date): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('schedulingSnoozes')
    .select('suggestionId')
    .where('familyId', '=', familyId)
    .where('userId', '=', userId)
    .where('until', '>', now.toISOString())
    .execute();
  return new Set(rows.map((r) => r.suggestionId));
}

/** Remind Later: hides the suggestion from this parent for a day. Private to them, so not in the shared History. */
export async function snoozeSuggestion(opts: {
  db: Db;
  familyId: string;
  userId: string;
  suggestionId: string;
  now?: Date;
}): Promise<{ until: string }> {
  const now = opts.now ?? new Date();
  const until = new Date(now.getTime() + SNOOZE_DAYS * 86_400_000).toISOString();
  const values = { until, createdAt: now.toISOString() };
  await opts.db.kysely
    .insertInto('schedulingSnoozes')
    .values({ familyId: opts.familyId, userId: opts.userId, suggestionId: opts.suggestionId, ...values })
    .onConflict((oc) => oc.columns(['familyId', 'userId', 'suggestionId']).doUpdateSet(values))
    .execute();
  return { until };
}

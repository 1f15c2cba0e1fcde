import { NOT_NOW_DAYS } from '../../../common/schemas/insights.js';
import type { Db } from '../../db/database.js';

/** 'Not Now': hides the suggestion from this parent for 14 days (a second tap restarts the 14 days). */
export async function dismissSuggestion(opts: {
  db: Db;
  familyId: string;
  userId: string;
  key: string;
  now?: Date;
}): Promise<{ hiddenUntil: string }> {
  const now = opts.now ?? new Date();
  const hiddenUntil = new Date(now.getTime() + NOT_NOW_DAYS * 86_400_000).toISOString();
  const row = { familyId: opts.familyId, userId: opts.userId, suggestionKey: opts.key, hiddenUntil, createdAt: now.toISOString() };
  await opts.db.kysely
    .insertInto('suggestionDismissals')
    .values(row)
    .onConflict((oc) => oc.columns(['familyId', 'userId', 'suggestionKey']).doUpdateSet({ hiddenUntil, createdAt: row.createdAt }))
    .execute();
  return { hiddenUntil };
}

/** The keys this parent has put off until a date still ahead. */
export async function hiddenSuggestionKeys(opts: { db: Db; familyId: string; userId: string; now: Date }): Promise<Set<string>> {
  const rows = await opts.db.kysely
    .selectFrom('suggestionDismissals')
    .select('suggestionKey')
    .where('familyId', '=', opts.familyId)
    .where('userId', '=', opts.userId)
    .where('hiddenUntil', '>', opts.now.toISOString())
    .execute();
  return new Set(rows.map((r) => r.suggestionKey));
}

import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';

/** The parent hides the checklist for good (their own setting: nothing shared changes). */
export async function dismissGettingStarted(db: Db, userId: string): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({ gettingStartedDismissedAt: nowIso() })
    .where('id', '=', userId)
    .where('gettingStartedDismissedAt', 'is', null)
    .execute();
}

import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';

/** Deletes one of the user's own check-ins; anyone else's (the co-parent's included) answers 404. */
export async function deleteWellnessEntry(opts: { db: Db; userId: string; id: string }): Promise<void> {
  const result = await opts.db.kysely
    .deleteFrom('wellnessEntries')
    .where('id', '=', opts.id)
    .where('userId', '=', opts.userId)
    .executeTakeFirst();
  notFoundUnless(result.numDeletedRows > 0n ? true : null);
}

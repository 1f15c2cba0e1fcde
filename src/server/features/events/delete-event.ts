import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';

/** Deletes the stored event, every occurrence of a recurring one with it. */
export async function deleteEvent(opts: { db: Db; familyId: string; id: string }): Promise<void> {
  const result = await opts.db.kysely
    .deleteFrom('events')
    .where('id', '=', opts.id)
    .where('familyId', '=', opts.familyId)
    .executeTakeFirst();
  notFoundUnless(Number(result.numDeletedRows) === 1 ? true : undefined);
}

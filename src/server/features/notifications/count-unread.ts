import type { Db } from '../../db/database.js';

export async function countUnread(opts: { db: Db; userId: string; familyId: string }): Promise<number> {
  const row = await opts.db.kysely
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', opts.userId)
    .where('familyId', '=', opts.familyId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

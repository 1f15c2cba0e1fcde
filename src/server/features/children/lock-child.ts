import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Inside a transaction, holds the child's row until it commits, so two changes at once are applied one
 * after the other and each audit entry's 'before' is what the other left. PostgreSQL locks the row;
 * SQLite runs one write transaction at a time already. Returns whether the family has that child.
 */
export async function lockChild(trx: Kysely<Database>, dialect: Dialect, opts: { familyId: string; id: string }): Promise<boolean> {
  let query = trx.selectFrom('children').select('id').where('id', '=', opts.id).where('familyId', '=', opts.familyId);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

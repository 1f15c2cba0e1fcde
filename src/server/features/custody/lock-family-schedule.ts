import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Inside a transaction, holds the family's row until it commits, so two schedule changes at once (two
 * proposals, an accept racing a cancel) are made one after the other. PostgreSQL locks the row;
 * SQLite runs one write transaction at a time already.
 */
export async function lockFamilySchedule(trx: Kysely<Database>, dialect: Dialect, familyId: string): Promise<void> {
  let query = trx.selectFrom('families').select('id').where('id', '=', familyId);
  if (dialect === 'postgres') query = query.forUpdate();
  await query.executeTakeFirst();
}

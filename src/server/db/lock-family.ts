import type { Kysely } from 'kysely';
import type { Dialect } from './database.js';
import type { Database } from './schema.js';

/**
 * Inside a transaction, holds the family's row until it commits, so two changes that check a family-wide rule
 * (two schedule proposals, an accept racing a cancel, two new repeating events against the family's limit) are
 * made one after the other. PostgreSQL locks the row; SQLite runs one write transaction at a time already.
 */
export async function lockFamily(trx: Kysely<Database>, dialect: Dialect, familyId: string): Promise<void> {
  let query = trx.selectFrom('families').select('id').where('id', '=', familyId);
  if (dialect === 'postgres') query = query.forUpdate();
  await query.executeTakeFirst();
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Inside a transaction, holds the families' rows until it commits, so joins and leaves touching the same
 * family run one after the other and each counts the members the other left: two joins at once can never
 * give a family three parents. PostgreSQL locks the rows (in id order, so two transactions never wait on
 * each other); SQLite runs one write transaction at a time already.
 */
export async function lockFamilies(trx: Kysely<Database>, dialect: Dialect, familyIds: string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const id of [...new Set(familyIds)].sort()) {
    await trx.selectFrom('families').select('id').where('id', '=', id).forUpdate().execute();
  }
}

import type { Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { ConversationsTable, Database } from '../../db/schema.js';
import { notFoundUnless } from '../../errors.js';

/**
 * Reads the family's conversation inside a transaction and holds it until commit, so two messages sent
 * at once take turns appending to its chain. PostgreSQL locks the row; SQLite rejects FOR UPDATE and
 * needs no lock, as its write transactions are already serialized.
 */
export async function lockConversation(
  trx: Transaction<Database>,
  dialect: Dialect,
  familyId: string,
  id: string,
): Promise<ConversationsTable> {
  const query = trx.selectFrom('conversations').selectAll().where('id', '=', id).where('familyId', '=', familyId);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return notFoundUnless(row);
}

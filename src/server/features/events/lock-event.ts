import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import type { Database, EventsTable } from '../../db/schema.js';
import { notFoundUnless } from '../../errors.js';

/**
 * Reads the family's event (not archived; 404 otherwise) inside a transaction and, on PostgreSQL, holds
 * its row until commit, so two changes at once take turns. SQLite's write transactions are already serialized.
 */
export async function lockEvent(trx: Kysely<Database>, opts: { familyId: string; id: string }): Promise<Selectable<EventsTable>> {
  const query = trx
    .selectFrom('events')
    .selectAll()
    .where('id', '=', opts.id)
    .where('familyId', '=', opts.familyId)
    .where('archivedAt', 'is', null);
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  return notFoundUnless(await (postgres ? query.forUpdate() : query).executeTakeFirst());
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Archives a child: it leaves the children list, and nothing of it is deleted (its events, expenses,
 * timeline entries, private ones included, and photos stay). Requests still waiting to remove it close.
 */
export async function archiveChild(trx: Kysely<Database>, opts: { familyId: string; id: string; by: string; at: string }): Promise<void> {
  await trx
    .updateTable('children')
    .set({ archivedAt: opts.at, archivedBy: opts.by })
    .where('id', '=', opts.id)
    .where('familyId', '=', opts.familyId)
    .where('archivedAt', 'is', null)
    .execute();
  await trx
    .updateTable('childRemovalRequests')
    .set({ status: 'cancelled' })
    .where('childId', '=', opts.id)
    .where('status', '=', 'pending')
    .execute();
}

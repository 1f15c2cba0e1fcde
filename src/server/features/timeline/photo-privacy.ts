import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Keeps a timeline photo's file as private as its entry: a private entry's photo is served to its author
 * only (files.privateTo, checked by the file route), whatever later happens to the entry.
 */
export async function syncPhotoPrivacy(
  trx: Kysely<Database>,
  opts: { familyId: string; photoFileId: string | null; privateTo: string | null },
): Promise<void> {
  if (!opts.photoFileId) return;
  await trx
    .updateTable('files')
    .set({ privateTo: opts.privateTo })
    .where('id', '=', opts.photoFileId)
    .where('familyId', '=', opts.familyId)
    .execute();
}

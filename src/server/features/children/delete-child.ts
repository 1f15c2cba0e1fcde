import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs, deleteFileRows } from '../../files/file-store.js';

/** Removes a child and their photo; their events stay, with no child (the foreign key sets it null). */
export async function deleteChild(opts: { db: Db; blobs: BlobStore; familyId: string; id: string }): Promise<void> {
  const { db, familyId, id } = opts;
  const storageKeys = await db.kysely.transaction().execute(async (trx) => {
    const child = notFoundUnless(
      await trx.deleteFrom('children').where('id', '=', id).where('familyId', '=', familyId).returning('photoFileId').executeTakeFirst(),
    );
    return deleteFileRows(trx, familyId, [child.photoFileId]);
  });
  await deleteBlobs(opts.blobs, storageKeys);
}

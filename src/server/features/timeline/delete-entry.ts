import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs, deleteFileRows } from '../../files/file-store.js';
import type { TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';

/** Deletes the viewer's own entry and its photo; returns what was deleted (for the announcement). */
export async function deleteEntry(opts: { db: Db; blobs: BlobStore; viewer: TimelineViewer; id: string }): Promise<TimelineEntry> {
  const { db, viewer, id } = opts;
  const entry = await findOwnEntry({ db, viewer, id });
  const storageKeys = await db.kysely.transaction().execute(async (trx) => {
    const row = notFoundUnless(
      await trx
        .deleteFrom('timelineEntries')
        .where('id', '=', id)
        .where('familyId', '=', viewer.familyId)
        .where('createdBy', '=', viewer.userId)
        .returning('photoFileId')
        .executeTakeFirst(),
    );
    return deleteFileRows(trx, viewer.familyId, [row.photoFileId]);
  });
  await deleteBlobs(opts.blobs, storageKeys);
  return entry;
}

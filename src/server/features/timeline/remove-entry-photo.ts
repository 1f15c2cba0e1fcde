import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs, deleteFileRows } from '../../files/file-store.js';
import { findVisibleEntry, type TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';

/** Removes the photo of the viewer's own entry (the entry stays). */
export async function removeEntryPhoto(opts: { db: Db; blobs: BlobStore; viewer: TimelineViewer; id: string }): Promise<TimelineEntry> {
  const { db, viewer, id } = opts;
  await findOwnEntry({ db, viewer, id });
  const storageKeys = await db.kysely.transaction().execute(async (trx) => {
    const current = notFoundUnless(
      await trx
        .selectFrom('timelineEntries')
        .select('photoFileId')
        .where('id', '=', id)
        .where('familyId', '=', viewer.familyId)
        .where('createdBy', '=', viewer.userId)
        .executeTakeFirst(),
    );
    if (!current.photoFileId) return [];
    await trx.updateTable('timelineEntries').set({ photoFileId: null, updatedAt: new Date().toISOString() }).where('id', '=', id).execute();
    return deleteFileRows(trx, viewer.familyId, [current.photoFileId]);
  });
  await deleteBlobs(opts.blobs, storageKeys);
  return notFoundUnless(await findVisibleEntry({ db, viewer, id }));
}

import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs, deleteFileRows } from '../../files/file-store.js';
import { findVisibleEntryDetails, type TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';
import { auditEntryChange } from './timeline-audit.js';

/** Removes the photo of the viewer's own entry (the entry stays); audited when the entry is shared. */
export async function removeEntryPhoto(opts: { db: Db; blobs: BlobStore; viewer: TimelineViewer; id: string }): Promise<TimelineEntry> {
  const { db, viewer, id } = opts;
  await findOwnEntry(db.kysely, { viewer, id });
  const { storageKeys, after } = await db.kysely.transaction().execute(async (trx) => {
    await findOwnEntry(trx, { viewer, id });
    const before = notFoundUnless(await findVisibleEntryDetails(trx, { viewer, id }));
    if (!before.photoFileId) return { storageKeys: [], after: before.entry };
    const at = new Date().toISOString();
    await trx.updateTable('timelineEntries').set({ photoFileId: null, updatedAt: at }).where('id', '=', id).execute();
    const updated = notFoundUnless(await findVisibleEntryDetails(trx, { viewer, id }));
    await auditEntryChange(trx, { viewer, before, after: updated, action: 'photo_removed', at });
    return { storageKeys: await deleteFileRows(trx, viewer.familyId, [before.photoFileId]), after: updated.entry };
  });
  await deleteBlobs(opts.blobs, storageKeys);
  return after;
}

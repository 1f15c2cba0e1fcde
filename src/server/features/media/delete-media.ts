import { MEDIA_MESSAGES } from '../../../common/media-rules.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs, deleteFileRows } from '../../files/file-store.js';
import type { Realtime } from '../../realtime/realtime.js';

/** Removes a media item with its file and thumbnail, by the parent who uploaded it only (403 for the co-parent, 404 elsewhere). */
export async function deleteMedia(opts: { db: Db; blobs: BlobStore; realtime: Realtime; familyId: string; userId: string; id: string }) {
  const { db, familyId, id } = opts;
  const keys = await db.kysely.transaction().execute(async (trx) => {
    const item = notFoundUnless(
      await trx
        .selectFrom('mediaItems')
        .select(['uploadedBy', 'fileId', 'thumbnailFileId'])
        .where('id', '=', id)
        .where('familyId', '=', familyId)
        .executeTakeFirst(),
    );
    if (item.uploadedBy !== opts.userId) throw new AppError('forbidden', MEDIA_MESSAGES.notUploader);
    await trx.deleteFrom('mediaItems').where('id', '=', id).execute();
    return deleteFileRows(trx, familyId, [item.fileId, item.thumbnailFileId]);
  });
  await deleteBlobs(opts.blobs, keys);
  await opts.realtime.publish({ familyId }, 'media.changed', {});
}

import { MEDIA_MESSAGES } from '../../../common/media-rules.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import type { Realtime } from '../../realtime/realtime.js';

/**
 * Deleting a media item archives it, by the parent who uploaded it only (403 for the co-parent, 404
 * elsewhere or when already archived): it leaves the library and the insights for both parents, with
 * who and when in the audit log, and its file and thumbnail stay stored (a message may show the same
 * picture, and nothing shared is destroyed).
 */
export async function archiveMedia(opts: { db: Db; realtime: Realtime; familyId: string; userId: string; id: string }): Promise<void> {
  const { db, familyId, userId, id } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const item = notFoundUnless(
      await trx
        .selectFrom('mediaItems')
        .select(['uploadedBy', 'fileName', 'mediaType'])
        .where('id', '=', id)
        .where('familyId', '=', familyId)
        .where('archivedAt', 'is', null)
        .executeTakeFirst(),
    );
    if (item.uploadedBy !== userId) throw new AppError('forbidden', MEDIA_MESSAGES.notUploader);
    const at = new Date().toISOString();
    const archived = await trx
      .updateTable('mediaItems')
      .set({ archivedAt: at, archivedBy: userId })
      .where('id', '=', id)
      .where('archivedAt', 'is', null)
      .executeTakeFirst();
    // Archived by a request that committed first: it is already gone from the library.
    if (Number(archived.numUpdatedRows) !== 1) notFoundUnless(undefined);
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'media_item',
      entityId: id,
      action: 'archived',
      summary: `Removed the ${item.mediaType} '${item.fileName}' from the media library (the file is kept)`,
      before: { fileName: item.fileName, mediaType: item.mediaType },
      at,
    });
  });
  await opts.realtime.publish({ familyId }, 'media.changed', {});
}

import { TIMELINE_MESSAGES, TIMELINE_PHOTO_TYPES } from '../../../common/timeline-rules.js';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs, deleteFileRows, saveFile } from '../../files/file-store.js';
import type { Upload } from '../../files/multipart.js';
import { sniffType } from '../../files/sniff-type.js';
import { findVisibleEntry, type TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';
import { resizeTimelinePhoto } from './resize-photo.js';

const ACCEPTED: readonly string[] = TIMELINE_PHOTO_TYPES;

function photoName(title: string): string {
  const base =
    title
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .trim()
      .slice(0, 80) || 'timeline-photo';
  return `${base}.webp`;
}

/** Sets or replaces the photo of the viewer's own entry: bytes checked, resized, the old photo removed. */
export async function setEntryPhoto(opts: {
  db: Db;
  blobs: BlobStore;
  viewer: TimelineViewer;
  id: string;
  upload: Upload;
}): Promise<TimelineEntry> {
  const { db, blobs, viewer, id } = opts;
  const entry = await findOwnEntry({ db, viewer, id });
  const type = sniffType(opts.upload.data);
  if (!type || !ACCEPTED.includes(type)) {
    throw new AppError('unsupported_media_type', TIMELINE_MESSAGES.photoWrongType, { photo: TIMELINE_MESSAGES.photoWrongType });
  }
  const data = await resizeTimelinePhoto(opts.upload.data);
  const file = {
    familyId: viewer.familyId,
    uploadedBy: viewer.userId,
    name: photoName(entry.title),
    contentType: 'image/webp',
    data,
    purpose: 'timeline_photo' as const,
    privateTo: entry.isPrivate ? viewer.userId : null,
  };
  const oldKeys = await saveFile({ db, blobs, file }, async (trx, saved) => {
    // Read again inside the transaction: the entry may have been deleted while the photo was resized.
    const current = notFoundUnless(
      await trx
        .selectFrom('timelineEntries')
        .select('photoFileId')
        .where('id', '=', id)
        .where('familyId', '=', viewer.familyId)
        .where('createdBy', '=', viewer.userId)
        .executeTakeFirst(),
    );
    await trx
      .updateTable('timelineEntries')
      .set({ photoFileId: saved.id, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    return deleteFileRows(trx, viewer.familyId, [current.photoFileId]);
  });
  await deleteBlobs(blobs, oldKeys);
  return notFoundUnless(await findVisibleEntry({ db, viewer, id }));
}

import { TIMELINE_MESSAGES, TIMELINE_PHOTO_TYPES } from '../../../common/timeline-rules.js';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { replaceFile } from '../../files/file-store.js';
import type { Upload } from '../../files/multipart.js';
import { sniffType } from '../../files/sniff-type.js';
import { findVisibleEntryDetails, type TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';
import { syncPhotoPrivacy } from './photo-privacy.js';
import { resizeTimelinePhoto } from './resize-photo.js';
import { auditEntryChange } from './timeline-audit.js';

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
  const entry = await findOwnEntry(db.kysely, { viewer, id });
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
  const { after } = await replaceFile({ db, blobs, file }, async (trx, saved) => {
    // Read again inside the transaction: the entry may have been deleted or made private while the photo was resized.
    await findOwnEntry(trx, { viewer, id });
    const before = notFoundUnless(await findVisibleEntryDetails(trx, { viewer, id }));
    const at = new Date().toISOString();
    await trx.updateTable('timelineEntries').set({ photoFileId: saved.id, updatedAt: at }).where('id', '=', id).execute();
    await syncPhotoPrivacy(trx, {
      familyId: viewer.familyId,
      photoFileId: saved.id,
      privateTo: before.entry.isPrivate ? viewer.userId : null,
    });
    const updated = notFoundUnless(await findVisibleEntryDetails(trx, { viewer, id }));
    await auditEntryChange(trx, { viewer, before, after: updated, action: 'photo_set', at });
    return { replaced: before.photoFileId, after: updated.entry };
  });
  return after;
}

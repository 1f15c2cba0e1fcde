import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { MediaAnalysis } from '../../../common/schemas/media.js';
import type { Db } from '../../db/database.js';
import type { Insertable } from 'kysely';
import type { FilePurpose, FilesTable, MediaItemsTable } from '../../db/schema.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs } from '../../files/file-store.js';
import { safeFileName } from '../../files/safe-file-name.js';

export interface StoredBlob {
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** Puts bytes that are already in memory (a photo, a thumbnail) into the store. */
export async function putBlob(blobs: BlobStore, blob: { name: string; contentType: string; data: Buffer }): Promise<StoredBlob> {
  const storageKey = randomBytes(16).toString('hex');
  await blobs.put(storageKey, blob.data);
  return {
    storageKey,
    name: blob.name,
    contentType: blob.contentType,
    size: blob.data.length,
    sha256: createHash('sha256').update(blob.data).digest('hex'),
  };
}

export interface NewMediaItem {
  familyId: string;
  userId: string;
  mediaType: 'photo' | 'video';
  fileName: string;
  original: StoredBlob;
  thumbnail?: StoredBlob | undefined;
  analysis: MediaAnalysis;
  takenAt?: string | undefined;
  /** Where it was taken, kept only when the uploader chose to; shown to the co-parent only when `locationShared`. */
  location?: string | undefined;
  locationShared?: boolean | undefined;
  width?: number | undefined;
  height?: number | undefined;
  durationSeconds?: number | undefined;
  /** When it was added to the library; now unless the demo backdates it. */
  createdAt?: string | undefined;
}

/**
 * Records the stored blobs as files and the media item in one transaction, with its audit entry (which
 * never carries the place). If that fails, the blobs are removed, so an upload is either whole in the
 * library or leaves nothing behind.
 */
export async function recordMediaItem(opts: { db: Db; blobs: BlobStore; item: NewMediaItem }): Promise<string> {
  const { db, blobs, item } = opts;
  const now = item.createdAt ?? new Date().toISOString();
  const fileRow = (blob: StoredBlob, purpose: FilePurpose): Insertable<FilesTable> => ({
    id: randomUUID(),
    familyId: item.familyId,
    uploadedBy: item.userId,
    name: safeFileName(blob.name),
    contentType: blob.contentType,
    size: blob.size,
    sha256: blob.sha256,
    storageKey: blob.storageKey,
    createdAt: now,
    purpose,
  });
  const original = fileRow(item.original, 'media');
  const thumbnail = item.thumbnail ? fileRow(item.thumbnail, 'media_thumbnail') : undefined;
  const fileName = safeFileName(item.fileName, item.mediaType);
  const row: Insertable<MediaItemsTable> = {
    id: randomUUID(),
    familyId: item.familyId,
    fileId: original.id,
    thumbnailFileId: thumbnail?.id ?? null,
    uploadedBy: item.userId,
    mediaType: item.mediaType,
    fileName,
    aiTags: JSON.stringify(item.analysis.tags),
    peopleDetected: JSON.stringify(item.analysis.peopleDetected),
    eventCategory: item.analysis.eventCategory,
    emotionAnalysis: item.analysis.emotionAnalysis,
    memoryHighlight: item.analysis.memoryHighlight || null,
    takenAt: item.takenAt ?? null,
    location: item.location ?? null,
    locationShared: item.location && item.locationShared ? 1 : 0,
    width: item.width ?? null,
    height: item.height ?? null,
    durationSeconds: item.durationSeconds ?? null,
    createdAt: now,
  };
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('files')
        .values(thumbnail ? [original, thumbnail] : [original])
        .execute();
      await trx.insertInto('mediaItems').values(row).execute();
      await recordAudit(trx, {
        familyId: item.familyId,
        actorId: item.userId,
        entity: 'media_item',
        entityId: row.id,
        action: 'created',
        summary: `Added the ${item.mediaType} '${fileName}' to the media library`,
        after: { fileName, mediaType: item.mediaType },
        at: now,
      });
    });
  } catch (error) {
    await deleteBlobs(blobs, [original.storageKey, ...(thumbnail ? [thumbnail.storageKey] : [])]);
    throw error;
  }
  return row.id;
}

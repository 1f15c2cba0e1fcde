import type { MediaItem } from '../../../common/schemas/media.js';
import type { Db } from '../../db/database.js';
import { fileUrl } from '../../files/file-store.js';

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** The family's media (archived items left out), newest upload first; with `id`, just that one (when it is theirs). */
export async function listMedia(opts: { db: Db; familyId: string; userId: string; id?: string }): Promise<MediaItem[]> {
  let query = opts.db.kysely
    .selectFrom('mediaItems as m')
    .innerJoin('files as f', 'f.id', 'm.fileId')
    .leftJoin('users as u', 'u.id', 'm.uploadedBy')
    .select([
      'm.id',
      'm.fileName',
      'm.fileId',
      'm.thumbnailFileId',
      'm.mediaType',
      'f.contentType',
      'f.size',
      'm.aiTags',
      'm.peopleDetected',
      'm.eventCategory',
      'm.emotionAnalysis',
      'm.createdAt',
      'm.takenAt',
      'm.location',
      'm.locationShared',
      'm.memoryHighlight',
      'm.width',
      'm.height',
      'm.durationSeconds',
      'm.uploadedBy',
      'u.firstName',
      'u.lastName',
    ])
    .where('m.familyId', '=', opts.familyId)
    .where('m.archivedAt', 'is', null);
  if (opts.id !== undefined) query = query.where('m.id', '=', opts.id);
  const rows = await query.orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    fileUrl: fileUrl(row.fileId),
    thumbnailUrl: row.thumbnailFileId ? fileUrl(row.thumbnailFileId) : null,
    mediaType: row.mediaType,
    contentType: row.contentType,
    size: Number(row.size),
    aiTags: parseList(row.aiTags),
    peopleDetected: parseList(row.peopleDetected),
    eventCategory: row.eventCategory,
    emotionAnalysis: row.emotionAnalysis,
    uploadDate: row.createdAt,
    takenDate: row.takenAt,
    // A kept place is the uploader's unless they shared it.
    location: row.uploadedBy === opts.userId || row.locationShared ? row.location : null,
    locationShared: row.location !== null && Boolean(row.locationShared),
    memoryHighlight: row.memoryHighlight,
    width: row.width,
    height: row.height,
    duration: row.durationSeconds === null ? null : Number(row.durationSeconds),
    uploader: { id: row.uploadedBy, name: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : 'A former member' },
    canDelete: row.uploadedBy === opts.userId,
  }));
}

export async function getMedia(opts: { db: Db; familyId: string; userId: string; id: string }): Promise<MediaItem | undefined> {
  const [item] = await listMedia(opts);
  return item;
}

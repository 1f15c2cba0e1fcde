import type { MediaAnalysis, MediaItem } from '../../../common/schemas/media.js';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs } from '../../files/file-store.js';
import { stripImageLocation } from '../../files/location/strip-image-location.js';
import { safeFileName } from '../../files/safe-file-name.js';
import type { Realtime } from '../../realtime/realtime.js';
import { readImageFacts } from './image-facts.js';
import { getMedia } from './list-media.js';
import type { MediaUpload } from './read-media-upload.js';
import { putBlob, recordMediaItem, type StoredBlob } from './store-media.js';

/** With AI turned off in the uploader's settings, nothing is guessed: only what the file itself says is kept. */
const NOT_ANALYSED: MediaAnalysis = { eventCategory: 'everyday', emotionAnalysis: '', tags: [], peopleDetected: [], memoryHighlight: '' };

const thumbnailName = (fileName: string): string => `${fileName.replace(/\.[^.]*$/, '') || 'photo'}-thumbnail.webp`;

async function aiEnabled(db: Db, userId: string): Promise<boolean> {
  const row = await db.kysely.selectFrom('users').select('aiEnabled').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.aiEnabled);
}

/**
 * Adds an uploaded photo or video to the family's library: a thumbnail and the EXIF date for photos, the
 * length for videos, and the AI analysis when the uploader has AI turned on. The place it was taken is
 * removed from the stored original (pixels untouched) unless the uploader shares it; kept privately, it
 * is stored as text only the uploader sees. The AI is told the place only when it is shared, as its
 * tags and highlight are shown to both parents.
 */
export async function uploadMedia(opts: {
  db: Db;
  blobs: BlobStore;
  ai: AiProvider;
  realtime: Realtime;
  familyId: string;
  userId: string;
  upload: MediaUpload;
}): Promise<MediaItem> {
  const { db, blobs, upload, familyId, userId } = opts;
  const fileName = safeFileName(upload.filename, upload.kind);
  const shared = upload.keepLocation === 'shared';
  const written: StoredBlob[] = [];
  try {
    const details =
      upload.kind === 'photo'
        ? await readImageFacts(upload.data).then(async ({ thumbnail, ...facts }) => {
            const data = shared ? upload.data : stripImageLocation(upload.data, upload.contentType);
            const original = await putBlob(blobs, { name: fileName, contentType: upload.contentType, data });
            written.push(original);
            const thumb = await putBlob(blobs, { name: thumbnailName(fileName), contentType: 'image/webp', data: thumbnail });
            written.push(thumb);
            return { original, thumbnail: thumb, facts };
          })
        : {
            original: {
              storageKey: upload.storageKey,
              name: fileName,
              contentType: upload.contentType,
              size: upload.size,
              sha256: upload.sha256,
            },
            thumbnail: undefined,
            facts: { durationSeconds: upload.durationSeconds, location: upload.location },
          };
    if (upload.kind === 'video') written.push(details.original);
    const { location, ...placeless } = details.facts;
    const analysis = (await aiEnabled(db, userId))
      ? await opts.ai.analyzeMedia({ fileName, mediaType: upload.kind, facts: shared ? details.facts : placeless, people: upload.people })
      : { ...NOT_ANALYSED, peopleDetected: upload.people };
    const id = await recordMediaItem({
      db,
      blobs,
      item: {
        familyId,
        userId,
        mediaType: upload.kind,
        fileName,
        ...details,
        ...placeless,
        location: upload.keepLocation === 'no' ? undefined : location,
        locationShared: shared,
        analysis,
      },
    });
    written.length = 0;
    await opts.realtime.publish({ familyId }, 'media.changed', {});
    return notFoundUnless(await getMedia({ db, familyId, userId, id }));
  } finally {
    await deleteBlobs(
      blobs,
      written.map((blob) => blob.storageKey),
    );
  }
}

import type { BlobStore } from '../../../files/blob-store.js';
import type { Db } from '../../../db/database.js';
import { AppError, notFoundUnless } from '../../../errors.js';
import { saveFile } from '../../../files/file-store.js';
import type { Upload } from '../../../files/multipart.js';
import { audioTypeOf } from '../audio-upload.js';
import type { VoiceEntryViewer } from './voice-entries.js';

export const ALREADY_RECORDED = 'This entry already has its recording';

/**
 * Attaches the recording to the viewer's own timeline entry, once. The file is private to its author in the files
 * table, so the general file route never plays it to anyone else; the voice journal's route plays it to the family
 * only while the entry is shared.
 */
export async function attachAudio(opts: {
  db: Db;
  blobs: BlobStore;
  viewer: VoiceEntryViewer;
  entryId: string;
  upload: Upload;
  durationSeconds: number;
}) {
  const { db, blobs, viewer, entryId, upload } = opts;
  const entry = notFoundUnless(
    await db.kysely
      .selectFrom('timelineEntries')
      .select(['id', 'title'])
      .where('id', '=', entryId)
      .where('familyId', '=', viewer.familyId)
      .where('createdBy', '=', viewer.userId)
      .where('archivedAt', 'is', null)
      .executeTakeFirst(),
  );
  const contentType = audioTypeOf(upload.data);
  const extension = contentType.split('/')[1];
  return saveFile(
    {
      db,
      blobs,
      file: {
        familyId: viewer.familyId,
        uploadedBy: viewer.userId,
        name: `${entry.title.slice(0, 80)}.${extension}`,
        contentType,
        data: upload.data,
        purpose: 'voice_journal_audio',
        privateTo: viewer.userId,
      },
    },
    async (trx, file) => {
      const taken = await trx.selectFrom('timelineEntryAudio').select('entryId').where('entryId', '=', entryId).executeTakeFirst();
      if (taken) throw new AppError('conflict', ALREADY_RECORDED);
      await trx
        .insertInto('timelineEntryAudio')
        .values({
          entryId,
          familyId: viewer.familyId,
          fileId: file.id,
          durationSeconds: Math.round(opts.durationSeconds),
          createdAt: new Date().toISOString(),
        })
        .execute();
      return { entryId, durationSeconds: Math.round(opts.durationSeconds), audioUrl: `/api/voice-journal/entries/${entryId}/audio` };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../../auth/guard.js';
import { notFoundUnless } from '../../../errors.js';
import { blobStoreFor } from '../../../files/file-store.js';
import { MB, readUpload } from '../../../files/multipart.js';
import { parse } from '../../../http/parse.js';
import { decodeSpeech } from '../../../speech/decode-speech.js';
import { AUDIO_FIELD, AUDIO_MAX_MB, AUDIO_TOO_LARGE } from '../audio-upload.js';
import { attachAudio } from './attach-audio.js';
import { listChildRecordings, listVoiceEntries, visibleVoiceEntries } from './voice-entries.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });
const recordingsQuerySchema = z.strictObject({ childId: z.string({ error: 'Choose a child' }).min(1, 'Choose a child').max(64) });

/** Voice Journal: timeline entries dictated by voice, with their recording (created through POST /api/timeline). */
export function registerVoiceJournalRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const blobs = blobStoreFor(config);

  app.get('/api/voice-journal/entries', async (request) => {
    const { userId, familyId } = currentUser(request);
    return listVoiceEntries(db, { userId, familyId });
  });

  app.get('/api/voice-journal/recordings', async (request) => {
    const { childId } = parse(recordingsQuerySchema, request.query);
    const { userId, familyId } = currentUser(request);
    return listChildRecordings(db, { userId, familyId }, childId);
  });

  app.post('/api/voice-journal/entries/:id/audio', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const { userId, familyId } = currentUser(request);
    const upload = await readUpload(request, { field: AUDIO_FIELD, maxBytes: AUDIO_MAX_MB * MB, tooLargeMessage: AUDIO_TOO_LARGE });
    const { durationSeconds } = await decodeSpeech(upload.data);
    return reply.status(201).send(await attachAudio({ db, blobs, viewer: { userId, familyId }, entryId: id, upload, durationSeconds }));
  });

  app.get('/api/voice-journal/entries/:id/audio', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const { userId, familyId } = currentUser(request);
    const file = notFoundUnless(
      await visibleVoiceEntries(db, { userId, familyId })
        .select(['files.storageKey', 'files.contentType', 'files.size'])
        .where('timelineEntries.id', '=', id)
        .executeTakeFirst(),
    );
    const stream = notFoundUnless(await blobs.get(file.storageKey));
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}

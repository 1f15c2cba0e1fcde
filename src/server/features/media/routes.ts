import type { FastifyInstance } from 'fastify';
import { analyzeMediaRequestSchema, mediaIdParamsSchema } from '../../../common/schemas/media.js';
import { currentUser } from '../../auth/guard.js';
import { blobStoreFor } from '../../files/file-store.js';
import { parse } from '../../http/parse.js';
import { archiveMedia } from './archive-media.js';
import { listMedia } from './list-media.js';
import { readMediaUpload } from './read-media-upload.js';
import { uploadMedia } from './upload-media.js';

/** The family media library: list, upload (photos and videos, type from the bytes), delete (archive) by the uploader. */
export function registerMediaRoutes(app: FastifyInstance): void {
  const { db, config, ai, realtime } = app.services;
  const blobs = blobStoreFor(config);

  app.get('/api/family-media', async (request) => {
    const { familyId, userId } = currentUser(request);
    return listMedia({ db, familyId, userId });
  });

  app.post('/api/family-media', async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const upload = await readMediaUpload(request, { blobs, maxMb: config.mediaMaxMb });
    return reply.status(201).send(await uploadMedia({ db, blobs, ai, realtime, familyId, userId, upload }));
  });

  app.delete('/api/family-media/:id', async (request, reply) => {
    const { id } = parse(mediaIdParamsSchema, request.params);
    const { familyId, userId } = currentUser(request);
    await archiveMedia({ db, realtime, familyId, userId, id });
    return reply.status(204).send();
  });

  app.post('/api/ai/analyze-media', async (request) => {
    currentUser(request);
    const { fileName, mediaType } = parse(analyzeMediaRequestSchema, request.body);
    return ai.analyzeMedia({ fileName, mediaType });
  });
}

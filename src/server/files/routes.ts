import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/guard.js';
import { AppError, NOT_FOUND_MESSAGE, notFoundUnless } from '../errors.js';
import { parse } from '../http/parse.js';
import { parseByteRange } from './byte-range.js';
import { contentDisposition } from './content-disposition.js';
import { blobStoreFor, findFamilyFile } from './file-store.js';
import { isFileHiddenFrom, isParentsOnlyFile } from './hidden-files.js';
import { IMAGE_TYPES, VIDEO_TYPES } from './sniff-type.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });
/** Shown in the browser rather than downloaded: pictures, and videos (which play in the tab; they cannot run script). */
const INLINE_TYPES: readonly string[] = [...IMAGE_TYPES, ...VIDEO_TYPES];

/** `GET /api/files/:id`: the bytes of a file, to members of its family only (404 for everyone else). */
export function registerFileRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const blobs = blobStoreFor(config);

  app.get('/api/files/:id', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const { familyId, userId, role } = currentUser(request);
    const file = notFoundUnless(await findFamilyFile(db, familyId, id));
    if (isParentsOnlyFile(file) && role !== 'parent') throw new AppError('not_found', NOT_FOUND_MESSAGE);
    if (await isFileHiddenFrom(db, id, userId)) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    const inline = INLINE_TYPES.includes(file.contentType);
    const etag = `"${file.sha256}"`;
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(file.name, inline ? 'inline' : 'attachment'))
      .header('cache-control', 'private, max-age=86400')
      .header('etag', etag)
      .header('accept-ranges', 'bytes');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    // Byte ranges let a video seek, and Safari plays video only when they are served.
    const range = parseByteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-range', `bytes */${file.size}`)
        .send({ message: 'The requested range is outside the file' });
    }
    const stream = notFoundUnless(await blobs.get(file.storageKey, range));
    if (!range) return reply.header('content-length', file.size).send(stream);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  });
}

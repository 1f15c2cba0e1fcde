import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHILD_PHOTO_FIELD, CHILD_PHOTO_MAX_MB, CHILD_PHOTO_MESSAGES } from '../../../common/child-rules.js';
import { createChildRequestSchema, updateChildRequestSchema } from '../../../common/schemas/children.js';
import { currentUser } from '../../auth/guard.js';
import { blobStoreFor } from '../../files/file-store.js';
import { MB, readUpload } from '../../files/multipart.js';
import { parse } from '../../http/parse.js';
import { createChild } from './create-child.js';
import { deleteChild } from './delete-child.js';
import { listChildren } from './list-children.js';
import { setChildPhoto } from './set-child-photo.js';
import { updateChild } from './update-child.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });

export function registerChildrenRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const blobs = blobStoreFor(config);

  app.get('/api/children', async (request) => listChildren({ db, familyId: currentUser(request).familyId }));

  app.post('/api/children', async (request, reply) => {
    const input = parse(createChildRequestSchema, request.body);
    return reply.status(201).send(await createChild({ db, familyId: currentUser(request).familyId, input }));
  });

  app.patch('/api/children/:id', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const input = parse(updateChildRequestSchema, request.body);
    return updateChild({ db, familyId: currentUser(request).familyId, id, input });
  });

  app.delete('/api/children/:id', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    await deleteChild({ db, blobs, familyId: currentUser(request).familyId, id });
    return reply.status(204).send();
  });

  app.post('/api/children/:id/photo', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const { familyId, userId } = currentUser(request);
    const upload = await readUpload(request, {
      field: CHILD_PHOTO_FIELD,
      maxBytes: CHILD_PHOTO_MAX_MB * MB,
      tooLargeMessage: CHILD_PHOTO_MESSAGES.tooLarge,
    });
    return setChildPhoto({ db, blobs, familyId, userId, id, upload });
  });
}
